/**
 * Online booking (issue 28), all public (no sign-in): the business's bookable services and free slots,
 * a code to the customer's mobile, the booking itself (written through the resource store, so the
 * availability rule, the exclusion constraint, history and the live calendar all apply), and the
 * customer's link to read, cancel or move it within the owner's rules.
 *
 * Bounded so the page cannot fill a calendar with fakes: per address per minute (rate-limits.ts), the
 * code's own limits (one per 30 s and 5 an hour per number, 20 an hour per address, 5 tries per code),
 * and per day: 3 bookings per number per business, 10 per address, and the owner's `online_per_day`.
 */
import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../server/context";
import type { Db } from "../../../server/db/client";
import { businesses } from "../../../server/db/schema";
import { access, router } from "../../../server/http/route";
import { HttpError, badRequest, notFound } from "../../../server/http/errors";
import { languageOf, phrase, sayIn } from "../../../server/http/language";
import { issueOtp, consumeOtp } from "../../../server/auth/otp";
import { insertRow, storeFor } from "../../../server/engine";
import { Overlap } from "../../../server/engine/errors";
import { isMobile, normalizeMobile } from "../../../resources/validators";
import { addDays, istDate } from "../../../resources/ist";
import { takesAppointments } from "../../../resources/access-policy";
import { IdParams } from "../../../contracts/common";
import {
  BookBody, BookedReply, CancelBody, BookingCodeBody, BookingPageReply, CustomerBookingReply, Done, MoveBody, SlotsQuery, SlotsReply, TokenParams,
  type BookableService, type CustomerBooking,
} from "../contract";
import { DEFAULT_DURATION_MINUTES, bookingRulesOf, findIn, freeSlotsFrom, type BookingRules } from "./availability";
import { deliverNow, istInstant, manageUrl, queueBookingSms } from "./booking-sms";
import { toHhmm, toMinutes } from "../schedule";

export const ONLINE_PER_MOBILE_PER_DAY = 3;
export const ONLINE_PER_ADDRESS_PER_DAY = 10;
/** Booking codes one address may ask for in an hour (sign-in keeps its own count). */
export const BOOKING_CODES_PER_ADDRESS_PER_HOUR = 20;

const mobileOf = (input: string) => {
  const mobile = normalizeMobile(input);
  if (!isMobile(mobile)) throw badRequest(phrase("auth.mobile"), "mobile");
  return mobile;
};

const idOf = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0);

/** A business that takes appointments (not a kirana's or a hotel's page), or 404. */
async function bookableBusiness(db: Db, raw: string) {
  const id = idOf(raw);
  const [b] = id ? await db.select().from(businesses).where(eq(businesses.id, id)) : [];
  if (!b || !takesAppointments(b.businessMasterId)) throw notFound(phrase("booking.notTaking"));
  return b;
}

const serviceOf = (row: Record<string, unknown>): BookableService => ({
  id: Number(row.id),
  name: String(row.name),
  category: (row.category as string | null) ?? null,
  price_paise: Math.round(Number(row.price ?? 0) * 100),
  duration_minutes: Number(row.duration_minutes ?? DEFAULT_DURATION_MINUTES) || DEFAULT_DURATION_MINUTES,
});

/** The first and last day a customer may book today under the owner's rules. */
const window = (rules: BookingRules, now = new Date()) => ({ first: istDate(now), last: addDays(istDate(now), rules.days_ahead - 1) });
const earliest = (rules: BookingRules, now = new Date()) => new Date(+now + rules.min_notice_minutes * 60_000);

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const route = router(app, db);
  const tags = ["booking"];

  route({
    method: "GET",
    url: "/api/public/book/:id",
    access: access.public("a business's bookable services and booking rules"),
    summary: "Online booking: the business's services (price, duration) and how far ahead it books",
    tags,
    schema: { params: IdParams, response: { 200: BookingPageReply } },
    handler: async (request) => {
      const b = await bookableBusiness(db, request.params.id);
      const find = findIn(db, b.id);
      const rules = await bookingRulesOf(find);
      const [services, hours] = await Promise.all([find("services", { active: "true", _sort: "name", _order: "asc" }), find("working_hours", {})]);
      return {
        success: true,
        data: {
          business_id: b.id,
          business_name: b.businessName,
          open: rules.online_booking && hours.length > 0,
          days_ahead: rules.days_ahead,
          cancel_hours_before: rules.cancel_hours_before,
          services: services.map(serviceOf),
        },
      };
    },
  });

  route({
    method: "GET",
    url: "/api/public/book/:id/slots",
    access: access.public("free slots only: no customer's name or booking"),
    summary: "Online booking: free slots of a service per staff member, from today up to the owner's days ahead",
    tags,
    schema: { params: IdParams, querystring: SlotsQuery, response: { 200: SlotsReply } },
    handler: async (request) => {
      const b = await bookableBusiness(db, request.params.id);
      const find = findIn(db, b.id);
      const rules = await bookingRulesOf(find);
      if (!rules.online_booking) throw new HttpError(409, phrase("booking.closedOnline"));
      const serviceId = idOf(request.query.service_id);
      const [service] = serviceId ? await find("services", { id: serviceId, active: "true" }) : [];
      if (!service) throw badRequest(phrase("booking.noService"), "service_id");
      const { first, last } = window(rules);
      const from = request.query.from && request.query.from > first ? request.query.from : first;
      const to = request.query.to && request.query.to < last ? request.query.to : last;
      const found = to < from ? { staff: [] } : await freeSlotsFrom(find, { serviceId, from, to, notBefore: earliest(rules) });
      return { success: true, data: { service: serviceOf(service), from, to, staff: found.staff } };
    },
  });

  route({
    method: "POST",
    url: "/api/public/book/:id/code",
    access: access.public("sends a one-time code to the customer's own mobile; limited per number and address"),
    summary: "Online booking: send the customer a code by SMS to confirm their mobile",
    tags,
    schema: { params: IdParams, body: BookingCodeBody, response: { 200: Done } },
    handler: async (request) => {
      const b = await bookableBusiness(db, request.params.id);
      const mobile = mobileOf(request.body.mobile);
      const code = await issueOtp(db, mobile, request.ip, new Date(), BOOKING_CODES_PER_ADDRESS_PER_HOUR, "booking", ctx.config.rateLimits.otpResendGapSec * 1000);
      const say = sayIn(languageOf(request));
      // Like the sign-in code, sent in Galla's name outside the business's wallet: a stranger asking for codes costs the shop nothing.
      await ctx.sms.send({ to: mobile, text: say("booking.codeSms", { code, business: b.businessName }) });
      return { success: true, message: say("auth.otpSent") };
    },
  });

  route({
    method: "POST",
    url: "/api/public/book/:id",
    access: access.public("books with a code sent to the customer's mobile; limited per number, address and business a day"),
    summary: "Online booking: book a free slot as `booked`, confirmed by the code; the customer gets an SMS with a link to cancel or move it",
    tags,
    schema: { params: IdParams, body: BookBody, response: { 201: BookedReply } },
    handler: async (request, reply) => {
      const b = await bookableBusiness(db, request.params.id);
      const body = request.body;
      const mobile = mobileOf(body.mobile);
      const name = body.name.trim().replace(/\s+/g, " ");
      if (name.length < 2) throw badRequest(phrase("booking.nameNeeded"), "name");
      const find = findIn(db, b.id);
      const rules = await bookingRulesOf(find);
      if (!rules.online_booking) throw new HttpError(409, phrase("booking.closedOnline"));
      const [service] = await find("services", { id: body.service_id, active: "true" });
      if (!service) throw badRequest(phrase("booking.noService"), "service_id");
      const bookable = serviceOf(service);
      const { first, last } = window(rules);
      if (body.date < first || body.date > last) throw badRequest(phrase("booking.outsideWindow", { days: rules.days_ahead }), "date");
      if (istInstant(body.date, body.start_time) < earliest(rules)) throw badRequest(phrase("booking.tooSoon", { minutes: rules.min_notice_minutes }), "start_time");
      // Only staff the page offers (declared hours): a staff member with none is unrestricted for the owner, not for strangers.
      const [hours] = await find("working_hours", { staff_id: body.staff_id });
      if (!hours) throw badRequest(phrase("booking.noSuchSlot"), "staff_id");
      await consumeOtp(db, mobile, body.otp.trim(), new Date(), "booking");
      const language = body.language === "hi" ? "hi" : "en";
      const token = randomBytes(16).toString("base64url").slice(0, 22);
      const { appointment } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Counted and written under one lock per business, so 20 simultaneous requests cannot all count "under the limit".
        await t.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`online-booking:${b.id}`}, 0))`);
        const dayStart = istInstant(istDate(), "00:00");
        const count = async (where: ReturnType<typeof sql>) =>
          Number((await t.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM online_bookings WHERE created_at >= ${dayStart.toISOString()}::timestamptz AND ${where}`)).rows[0].n);
        if ((await count(sql`business_id = ${b.id}`)) >= rules.online_per_day) throw new HttpError(429, phrase("booking.businessFull"));
        if ((await count(sql`business_id = ${b.id} AND mobile = ${mobile}`)) >= ONLINE_PER_MOBILE_PER_DAY) throw new HttpError(429, phrase("booking.tooManyForNumber"), "mobile");
        if ((await count(sql`ip = ${request.ip}`)) >= ONLINE_PER_ADDRESS_PER_DAY) throw new HttpError(429, phrase("auth.tooManyFromNetwork"));
        let made: Record<string, unknown>;
        try {
          made = await insertRow(t, "appointments", b.id, {
            customer_name: name, phone: mobile, service_id: bookable.id, staff_id: body.staff_id, date: body.date,
            start_time: body.start_time, end_time: toHhmm(toMinutes(body.start_time) + bookable.duration_minutes), status: "booked",
            notes: sayIn("en")("booking.bookedOnline"),
          });
        } catch (err) {
          // The clash names the other customer: a stranger is told only that the time was just taken.
          if (err instanceof Overlap) throw new HttpError(409, phrase("booking.justTaken"), "start_time");
          throw err;
        }
        await t.execute(sql`INSERT INTO online_bookings (business_id, appointment_id, mobile, ip, token, language) VALUES (${b.id}, ${Number(made.id)}, ${mobile}, ${request.ip}, ${token}, ${language})`);
        return { appointment: made };
      });
      const link = manageUrl(ctx, token);
      let smsState = "queued";
      try {
        const ids = await queueBookingSms(db, ctx, "confirmed", {
          businessId: b.id, businessName: b.businessName, to: mobile, service: bookable.name, date: body.date, startTime: body.start_time, link, language, requestKey: `booked-${token}`,
        });
        const [outcome] = await deliverNow(db, ctx, ids);
        smsState = outcome?.status ?? "queued";
      } catch (err) {
        // The booking stands (the slot is the customer's); the shop's wallet could not pay for the SMS.
        request.log.warn({ err }, "booking confirmation SMS not queued");
        smsState = "not_sent";
      }
      reply.status(201);
      return { success: true, data: { booking: await customerView(b, appointment, rules), token, manage_url: link, sms: smsState } };
    },
  });

  /** The booking behind a customer's link, with its business and rules, or 404. */
  async function byToken(raw: string) {
    const [link] = /^[A-Za-z0-9_-]{16,32}$/.test(raw)
      ? (await db.execute<{ business_id: number; appointment_id: number }>(sql`SELECT business_id, appointment_id FROM online_bookings WHERE token = ${raw}`)).rows
      : [];
    if (!link) throw notFound(phrase("booking.linkUnknown"));
    const [b] = await db.select().from(businesses).where(eq(businesses.id, link.business_id));
    const store = storeFor(db, "appointments", link.business_id);
    const row = await store.get(link.appointment_id);
    if (!b || !row) throw notFound(phrase("booking.linkUnknown"));
    return { b, row, store, rules: await bookingRulesOf(findIn(db, b.id)) };
  }

  /** Changes are allowed while the booking is live and its start is more than the owner's hours away. */
  const changeUntil = (rules: BookingRules, row: Record<string, unknown>) =>
    new Date(+istInstant(String(row.date), String(row.start_time)) - rules.cancel_hours_before * 3600_000);
  const mayChange = (rules: BookingRules, row: Record<string, unknown>, now = new Date()) =>
    ["booked", "confirmed"].includes(String(row.status)) && now < changeUntil(rules, row);

  async function customerView(b: typeof businesses.$inferSelect, row: Record<string, unknown>, rules: BookingRules): Promise<CustomerBooking> {
    const labels = (row._labels ?? {}) as Record<string, string>;
    const can = mayChange(rules, row);
    return {
      business_id: b.id,
      business_name: b.businessName,
      customer_name: String(row.customer_name),
      service_id: (row.service_id as number | null) ?? null,
      service: labels.service_id ?? null,
      staff: labels.staff_id ?? null,
      staff_id: (row.staff_id as number | null) ?? null,
      date: String(row.date),
      start_time: String(row.start_time),
      end_time: String(row.end_time),
      status: String(row.status),
      change_until: can ? changeUntil(rules, row).toISOString() : null,
      can_change: can,
    };
  }

  const refuseLate = (rules: BookingRules, row: Record<string, unknown>) => {
    if (!["booked", "confirmed"].includes(String(row.status))) throw new HttpError(409, phrase("booking.notLive"));
    if (!mayChange(rules, row)) throw new HttpError(409, phrase("booking.tooLate", { hours: rules.cancel_hours_before }));
  };

  route({
    method: "GET",
    url: "/api/public/booking/:token",
    access: access.public("the holder of the link sent to the customer's mobile: that one booking"),
    summary: "A customer's booking, by the link in their SMS",
    tags,
    schema: { params: TokenParams, response: { 200: CustomerBookingReply } },
    handler: async (request, reply) => {
      const { b, row, rules } = await byToken(request.params.token);
      reply.header("cache-control", "no-store");
      return { success: true, data: await customerView(b, row, rules) };
    },
  });

  route({
    method: "POST",
    url: "/api/public/booking/:token/cancel",
    access: access.public("the holder of the link sent to the customer's mobile: cancels that booking, within the owner's rule"),
    summary: "Cancel a booking by the customer's link (up to the owner's hours before it); the slot is freed",
    tags,
    schema: { params: TokenParams, body: CancelBody, response: { 200: CustomerBookingReply } },
    handler: async (request) => {
      const { b, row, store, rules } = await byToken(request.params.token);
      refuseLate(rules, row);
      const after = await store.update(Number(row.id), { status: "cancelled" }, Number(row.version));
      return { success: true, data: await customerView(b, after!, rules) };
    },
  });

  route({
    method: "POST",
    url: "/api/public/booking/:token/move",
    access: access.public("the holder of the link sent to the customer's mobile: moves that booking to a free slot, within the owner's rules"),
    summary: "Move a booking by the customer's link to another free slot (same service)",
    tags,
    schema: { params: TokenParams, body: MoveBody, response: { 200: CustomerBookingReply } },
    handler: async (request) => {
      const { b, row, store, rules } = await byToken(request.params.token);
      refuseLate(rules, row);
      const { first, last } = window(rules);
      const body = request.body;
      if (body.date < first || body.date > last) throw badRequest(phrase("booking.outsideWindow", { days: rules.days_ahead }), "date");
      if (istInstant(body.date, body.start_time) < earliest(rules)) throw badRequest(phrase("booking.tooSoon", { minutes: rules.min_notice_minutes }), "start_time");
      const length = toMinutes(String(row.end_time)) - toMinutes(String(row.start_time));
      const staffId = body.staff_id ?? Number(row.staff_id);
      const [hours] = await findIn(db, b.id)("working_hours", { staff_id: staffId });
      if (!hours) throw badRequest(phrase("booking.noSuchSlot"), "staff_id");
      try {
        const after = await store.update(
          Number(row.id),
          { staff_id: staffId, date: body.date, start_time: body.start_time, end_time: toHhmm(toMinutes(body.start_time) + length) },
          Number(row.version),
        );
        return { success: true, data: await customerView(b, after!, rules) };
      } catch (err) {
        if (err instanceof Overlap) throw new HttpError(409, phrase("booking.justTaken"), "start_time");
        throw err;
      }
    },
  });

}
