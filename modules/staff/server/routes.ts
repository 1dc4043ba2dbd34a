import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { access, router } from "../../../server/http/route";
import { BusinessParams } from "../../../contracts/common";
import { MarksBody, MarksReply, PayQuery, PayReply, StaffSettings, StaffSettingsReply } from "../contract";
import { badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { table } from "../../../server/engine/naming";
import { storeFor } from "../../../server/engine";
import type { Db } from "../../../server/db/client";
import { ATTENDANCE_MARKS, PAY_ITEM_KINDS, type AttendanceMark, type PayItemKind } from "../resources";
import { isIsoDate } from "../../../resources/validate";
import { istDate } from "../../../resources/ist";
import type { AppContext } from "../../../server/context";
import { pathId } from "../../../server/engine/scope";
import { staffSettings } from "../../../server/db/modules-schema";
import { computePay, monthRange, type MonthBasis, type SalaryType } from "./pay";

export const DEFAULT_STAFF_SETTINGS = {
  month_basis: "calendar" as MonthBasis,
  hours_per_day: 8,
  weekly_off: "Sunday",
  shift_start: "09:30",
  shift_end: "18:30",
  late_after_minutes: 15,
  salary_day: 1,
};
export type StaffSettingsView = typeof DEFAULT_STAFF_SETTINGS;

export async function readStaffSettings(db: Db, businessId: number): Promise<StaffSettingsView> {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.businessId, businessId));
  if (!row) return DEFAULT_STAFF_SETTINGS;
  return {
    month_basis: row.monthBasis as MonthBasis,
    hours_per_day: Number(row.hoursPerDay),
    weekly_off: row.weeklyOff,
    shift_start: row.shiftStart.slice(0, 5),
    shift_end: row.shiftEnd.slice(0, 5),
    late_after_minutes: row.lateAfterMinutes,
    salary_day: row.salaryDay,
  };
}

interface StaffRow {
  id: number;
  full_name: string;
  designation: string | null;
  salary_type: SalaryType;
  salary: string;
  status: string;
}

/** Staff actions: pay settings, the month's pay (report and the payment tab), and marking a day's attendance. */
export async function staffRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/m/:businessId/staff/settings",
    access: access.ofResource("staff", "read"),
    summary: "Pay and attendance settings",
    tags: ["staff"],
    schema: { params: BusinessParams, response: { 200: StaffSettingsReply } },
    handler: async (_request, _reply, member) => ({ success: true, data: await readStaffSettings(db, member.businessId) }),
  });

  route({
    method: "PUT",
    url: "/api/m/:businessId/staff/settings",
    access: access.ofResource("staff", "write"),
    summary: "Save pay and attendance settings",
    tags: ["staff"],
    schema: { params: BusinessParams, body: StaffSettings, response: { 200: StaffSettingsReply } },
    handler: async (request, _reply, member) => {
      const b = request.body;
      if (b.shift_end <= b.shift_start) throw badRequest(phrase("staff.shiftOrder"), "shift_end");
      const values = {
        monthBasis: b.month_basis,
        hoursPerDay: b.hours_per_day,
        weeklyOff: b.weekly_off,
        shiftStart: b.shift_start,
        shiftEnd: b.shift_end,
        lateAfterMinutes: b.late_after_minutes,
        salaryDay: b.salary_day,
        updatedAt: new Date(),
      };
      await db
        .insert(staffSettings)
        .values({ businessId: member.businessId, ...values })
        .onConflictDoUpdate({ target: staffSettings.businessId, set: values });
      return { success: true, data: await readStaffSettings(db, member.businessId) };
    },
  });

  route({
    method: "GET",
    url: "/api/m/:businessId/staff/pay",
    access: access.ofResource("staff", "read"),
    summary: "The month's pay of every staff member (or one, with staff_id), from attendance and pay items",
    tags: ["staff"],
    schema: { params: BusinessParams, querystring: PayQuery, response: { 200: PayReply } },
    handler: async (request, _reply, member) => {
      const range = monthRange(request.query.month ?? "");
      if (!range) throw badRequest("month must be a month like 2026-11", "month");
      const only = request.query.staff_id !== undefined ? pathId(request.query.staff_id) : undefined;
      const id = member.businessId;
      const staffRows = (
        await db.execute<StaffRow & Record<string, unknown>>(
          sql`SELECT id, full_name, designation, salary_type, salary::text AS salary, status FROM ${table({ name: "staff" })}
              WHERE business_id = ${id} ${only ? sql`AND id = ${only}` : sql``}
                AND (joining_date IS NULL OR joining_date <= ${range.last}::date)
              ORDER BY full_name`,
        )
      ).rows;
      const marks = (
        await db.execute<{ staff_id: number; status: AttendanceMark }>(
          sql`SELECT staff_id, status FROM ${table({ name: "staff_attendance" })}
              WHERE business_id = ${id} AND date BETWEEN ${range.first}::date AND ${range.last}::date`,
        )
      ).rows;
      const items = (
        await db.execute<{ staff_id: number; kind: PayItemKind; amount: string }>(
          sql`SELECT staff_id, kind, amount::text AS amount FROM ${table({ name: "staff_pay_items" })}
              WHERE business_id = ${id} AND date BETWEEN ${range.first}::date AND ${range.last}::date`,
        )
      ).rows;
      const settings = await readStaffSettings(db, id);
      const rupees = (p: number) => p / 100;
      const data = staffRows.map((s) => {
        const slip = computePay(
          {
            salaryType: s.salary_type,
            salaryPaise: Number(s.salary ?? 0),
            daysInMonth: range.days,
            marks: marks.filter((m) => Number(m.staff_id) === Number(s.id)).map((m) => m.status).filter((m) => ATTENDANCE_MARKS.includes(m)),
            items: items
              .filter((i) => Number(i.staff_id) === Number(s.id) && PAY_ITEM_KINDS.includes(i.kind))
              .map((i) => ({ kind: i.kind, amountPaise: Number(i.amount) })),
          },
          { monthBasis: settings.month_basis, hoursPerDay: settings.hours_per_day },
        );
        return {
          staff_id: Number(s.id),
          full_name: s.full_name,
          designation: s.designation,
          status: s.status,
          salary_type: s.salary_type,
          salary: rupees(Number(s.salary ?? 0)),
          ...slip.counts,
          basis_days: slip.basisDays,
          payable_days: slip.payableDays,
          base: rupees(slip.basePaise),
          allowance: rupees(slip.allowancePaise),
          bonus: rupees(slip.bonusPaise),
          overtime: rupees(slip.overtimePaise),
          deduction: rupees(slip.deductionPaise),
          paid: rupees(slip.paidPaise),
          gross: rupees(slip.grossPaise),
          balance: rupees(slip.balancePaise),
        };
      });
      return { success: true, data: { month: request.query.month, days: range.days, month_basis: settings.month_basis, staff: data } };
    },
  });

  route({
    method: "PUT",
    url: "/api/m/:businessId/staff/attendance",
    access: access.ofResource("staff_attendance", "write"),
    summary: "Mark one day for many staff at once (marking again replaces the day's mark)",
    tags: ["staff"],
    schema: { params: BusinessParams, body: MarksBody, response: { 200: MarksReply } },
    handler: async (request, _reply, member) => {
      const { date, marks } = request.body;
      if (!isIsoDate(date)) throw badRequest("date must be a date (YYYY-MM-DD)", "date");
      const today = istDate();
      if (date > today) throw badRequest(phrase("staff.futureDate"), "date");
      const ids = [...new Set(marks.map((m) => m.staff_id))];
      if (ids.length !== marks.length) throw badRequest(phrase("staff.onceADay"), "marks");
      if (ids.length === 0) return { success: true, data: { date, marked: 0 } };
      const staffTable = table({ name: "staff" });
      const known = (
        await db.execute<{ id: number }>(
          sql`SELECT id FROM ${staffTable} WHERE business_id = ${member.businessId} AND id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
        )
      ).rows.map((r) => Number(r.id));
      const unknown = ids.find((i) => !known.includes(i));
      if (unknown) throw badRequest(phrase("staff.notYours", { id: unknown }), "marks");
      const att = table({ name: "staff_attendance" });
      // Re-marking keeps a row's check-in/out times; the business row lock keeps two markers from doubling a day.
      // Writes go through the store, so each mark has its version bumped and its history kept.
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM businesses WHERE id = ${member.businessId} FOR NO KEY UPDATE`);
        const store = storeFor(tx as unknown as Db, "staff_attendance", member.businessId).as(request.user?.id);
        const marked = new Map(
          (
            await tx.execute<{ id: number; staff_id: number; status: string }>(
              sql`SELECT id, staff_id, status FROM ${att} WHERE business_id = ${member.businessId} AND date = ${date}::date
                  AND staff_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
            )
          ).rows.map((r) => [Number(r.staff_id), { id: Number(r.id), status: r.status }]),
        );
        for (const m of marks) {
          const row = marked.get(m.staff_id);
          if (!row) await store.create({ staff_id: m.staff_id, date, status: m.status });
          else if (row.status !== m.status) await store.update(row.id, { status: m.status });
        }
      });
      return { success: true, data: { date, marked: marks.length } };
    },
  });
}
