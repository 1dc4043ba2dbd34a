import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { istDate } from "../../../resources/ist";
import { AppointmentFigures, FiguresQuery } from "../contract";
import { freeSlots } from "./availability";

/** Free time is counted in half-hour slots, on a half-hour grid: "6 slots left" reads as 3 hours. */
const FIGURE_SLOT_MINUTES = 30;

/** The minute of the day in IST, "HH:MM", for "still to come today". */
const istClock = (at = Date.now()) => new Date(at + 5.5 * 3600_000).toISOString().slice(11, 16);

/**
 * The appointment figures (issue 28): today's bookings, those still to come, half-hour slots still free
 * today (availability's freeSlots), no-shows this month. Read
 * from the engine's appointments table, always for the caller's business, for whoever may read
 * Appointments. (A customer's no-shows are counted by the list API: phone and status filters, its total.)
 */
export async function figuresRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/appointments/figures",
    access: access.ofResource("appointments", "read", { at: "query.business_id" }),
    summary: "Today's bookings, those still to come, and no-shows this month (IST)",
    tags: ["appointments"],
    schema: { querystring: FiguresQuery, response: { 200: AppointmentFigures } },
    handler: async (_request, _reply, member) => {
      const today = istDate();
      const monthStart = `${today.slice(0, 8)}01`;
      const { rows } = await db.execute<{ today: string | number; upcoming: string | number; no_shows: string | number }>(sql`SELECT
          count(*) FILTER (WHERE date = ${today}::date AND status <> 'cancelled') AS today,
          count(*) FILTER (WHERE date = ${today}::date AND status IN ('booked', 'confirmed') AND start_time >= ${istClock()}::time) AS upcoming,
          count(*) FILTER (WHERE date >= ${monthStart}::date AND date <= ${today}::date AND status = 'no_show') AS no_shows
        FROM r_appointments WHERE business_id = ${member.businessId} AND date >= ${monthStart}::date AND date <= ${today}::date`);
      const r = rows[0]!;
      const free = await freeSlots(db, member.businessId, { durationMinutes: FIGURE_SLOT_MINUTES, stepMinutes: FIGURE_SLOT_MINUTES, from: today, to: today, notBefore: new Date() });
      const freeToday = free.staff.reduce((n, s) => n + s.slots.length, 0);
      return { date: today, today_bookings: Number(r.today), today_upcoming: Number(r.upcoming), free_slots_today: freeToday, no_shows_month: Number(r.no_shows) };
    },
  });
}
