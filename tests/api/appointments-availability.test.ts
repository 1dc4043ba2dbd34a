import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { freeSlots } from "../../modules/appointments/server";

/**
 * Availability (issue 28): working hours, breaks, days off and holidays refuse a booking with a 400 that
 * says why and names the field; free slots leave out all of them and every booking. PGlite and PostgreSQL.
 * The demo salon's hours (modules/appointments/server/seed.ts): Ganesh 09:00–21:00 daily, break 13:30–14:30;
 * Priyanka 09:00–20:00 except Tuesday, break 14:00–15:00; Komal 10:00–18:00 except Sunday.
 */
let server: TestServer;
let owner: string;
let salon: number;
const staff: Record<string, number> = {};
const services: Record<string, { id: number; duration_minutes: number; price: number }> = {};

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses: { id: number; business_master_id: number }[] = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  salon = businesses.find((b) => b.business_master_id === 14)!.id;
  for (const s of (await server.call("GET", `/api/b/${salon}/staff`, { token: owner })).body) staff[String(s.full_name).split(" ")[0]] = s.id;
  for (const s of (await server.call("GET", `/api/b/${salon}/services`, { token: owner })).body) services[s.name] = s;
});
afterAll(async () => server?.close());

/** The first day on or after 2032-03-01 that is `weekday` (0 = Sunday), plus `weeks` weeks. */
const dayOn = (weekday: number, weeks = 0) => {
  const start = Date.UTC(2032, 2, 1);
  const shift = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return new Date(start + (shift + weeks * 7) * 86_400_000).toISOString().slice(0, 10);
};
const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call("POST", `/api/b/${salon}/appointments`, { token: owner, headers, body: { customer_name: "Priya Sharma", phone: "9850011111", status: "booked", ...body } });
const post = (resource: string, body: Record<string, unknown>) => server.call("POST", `/api/b/${salon}/${resource}`, { token: owner, body });

describe("a booking outside the staff member's availability is refused, saying why", () => {
  it("before opening names the start; past closing names the end; inside the hours is booked", async () => {
    const date = dayOn(3); // a Wednesday
    const early = await book({ staff_id: staff.Komal, date, start_time: "09:30", end_time: "10:00" });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ field: "start_time", message: "Komal Jadhav works 10:00–18:00 on this day: the start is outside those hours" });
    const late = await book({ staff_id: staff.Komal, date, start_time: "17:30", end_time: "18:30" });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ field: "end_time", message: "Komal Jadhav works 10:00–18:00 on this day: the booking runs past closing" });
    expect((await book({ staff_id: staff.Komal, date, start_time: "17:30", end_time: "18:00" })).status).toBe(201);
  });

  it("across a break names the end (or the start when it starts in it); right after the break is fine", async () => {
    const date = dayOn(4);
    const across = await book({ staff_id: staff.Ganesh, date, start_time: "13:00", end_time: "14:00" });
    expect(across.status).toBe(400);
    expect(across.body).toMatchObject({ field: "end_time", message: "Ganesh Shinde is on a break 13:30–14:30: the booking runs into it" });
    const within = await book({ staff_id: staff.Ganesh, date, start_time: "13:45", end_time: "14:15" });
    expect(within.body.field).toBe("start_time");
    expect((await book({ staff_id: staff.Ganesh, date, start_time: "13:00", end_time: "13:30" })).status).toBe(201);
    expect((await book({ staff_id: staff.Ganesh, date, start_time: "14:30", end_time: "15:00" })).status).toBe(201);
  });

  it("longer than the free window (a 3-hour booking in a 2-hour stretch before the break) is refused", async () => {
    const date = dayOn(5);
    const long = await book({ staff_id: staff.Priyanka, date, start_time: "12:00", end_time: "15:00", service_id: services["Bridal makeup"].id });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("end_time");
    // Next to another booking, the window ends at that booking: the database's no-overlap rule says whose.
    expect((await book({ staff_id: staff.Priyanka, date, start_time: "10:00", end_time: "11:00", customer_name: "Neha Pathak" })).status).toBe(201);
    const intoNext = await book({ staff_id: staff.Priyanka, date, start_time: "09:00", end_time: "12:00" });
    expect(intoNext.status).toBe(409);
    expect(intoNext.body.message).toContain("Neha Pathak");
  });

  it("on the weekly off, a day off or a holiday the date is refused; the Hindi reader is told in Hindi", async () => {
    const tuesday = dayOn(2);
    const weekly = await book({ staff_id: staff.Priyanka, date: tuesday, start_time: "11:00", end_time: "11:30" });
    expect(weekly.status).toBe(400);
    expect(weekly.body).toMatchObject({ field: "date", message: "Priyanka Salunkhe does not work on Tuesdays" });

    const leaveDay = dayOn(1, 1);
    expect((await post("staff_days_off", { staff_id: staff.Ganesh, from_date: leaveDay, to_date: leaveDay, reason: "Family function" })).status).toBe(201);
    const off = await book({ staff_id: staff.Ganesh, date: leaveDay, start_time: "11:00", end_time: "11:30" });
    expect(off.body).toMatchObject({ field: "date", message: "Ganesh Shinde is off on this date" });
    expect(off.status).toBe(400);

    const diwali = dayOn(4, 2);
    expect((await post("holidays", { date: diwali, name: "Diwali" })).status).toBe(201);
    const closed = await book({ staff_id: staff.Ganesh, date: diwali, start_time: "11:00", end_time: "11:30" });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ field: "date", message: "Ganesh Shinde cannot be booked on this date: the business is closed (Diwali)" });
    // A holiday closes the business for bookings with no staff member too.
    expect((await book({ date: diwali, start_time: "11:00", end_time: "11:30" })).body.field).toBe("date");
    const hindi = await book({ staff_id: staff.Ganesh, date: diwali, start_time: "11:00", end_time: "11:30" }, { "accept-language": "hi" });
    expect(hindi.body.message).toBe("Ganesh Shinde की इस तारीख को बुकिंग नहीं हो सकती: उस दिन दुकान बंद है (Diwali)");
    const hindiWeekly = await book({ staff_id: staff.Priyanka, date: tuesday, start_time: "11:00", end_time: "11:30" }, { "accept-language": "hi" });
    expect(hindiWeekly.body.message).toBe("Priyanka Salunkhe मंगलवार को काम नहीं करते");
  });

  it("a move outside the hours is refused and the row stays; a cancelled booking and a notes edit are not checked", async () => {
    const date = dayOn(3, 1);
    const made = (await book({ staff_id: staff.Komal, date, start_time: "11:00", end_time: "11:30" })).body;
    const moved = await server.call("PATCH", `/api/b/${salon}/appointments/${made.id}`, { token: owner, body: { start_time: "19:00", end_time: "19:30" } });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe("start_time");
    expect((await server.call("GET", `/api/b/${salon}/appointments/${made.id}`, { token: owner })).body).toMatchObject({ start_time: "11:00", version: made.version });
    expect((await book({ staff_id: staff.Komal, date, start_time: "20:00", end_time: "20:30", status: "cancelled" })).status).toBe(201);
    // Hours that change after a booking was made do not lock its other fields.
    const hours = (await server.call("GET", `/api/b/${salon}/working_hours?staff_id=${staff.Komal}&weekday=wednesday`, { token: owner })).body[0];
    expect((await server.call("PATCH", `/api/b/${salon}/working_hours/${hours.id}`, { token: owner, body: { start_time: "12:00" } })).status).toBe(200);
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${made.id}`, { token: owner, body: { notes: "Prefers Komal" } })).status).toBe(200);
    await server.call("PATCH", `/api/b/${salon}/working_hours/${hours.id}`, { token: owner, body: { start_time: "10:00" } });
  });

  it("working hours are checked as a form would: closing after opening, the break inside the hours", async () => {
    const bad = await post("working_hours", { staff_id: staff.Imran, weekday: "monday", start_time: "10:00", end_time: "18:00", break_start: "17:30", break_end: "18:30" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("break_end");
    const half = await post("working_hours", { staff_id: staff.Imran, weekday: "monday", start_time: "10:00", end_time: "18:00", break_start: "13:00" });
    expect(half.body.field).toBe("break_end");
  });

  it("one set of booking rules per business: a second is refused", async () => {
    const second = await post("booking_rules", { days_ahead: 7, min_notice_minutes: 0, cancel_hours_before: 1, slot_step_minutes: "30", reminder: "none", online_per_day: 10 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("Booking rules are already set for this business: edit them instead");
    expect((await server.call("GET", `/api/b/${salon}/booking_rules`, { token: owner })).body).toHaveLength(1);
  });
});

describe("freeSlots", () => {
  it("offers the service's length on the step grid, leaving out breaks, bookings, days off, holidays and the past", async () => {
    const date = dayOn(6, 3); // a Saturday
    await book({ staff_id: staff.Ganesh, date, start_time: "10:00", end_time: "11:00" });
    const haircut = services["Haircut (men)"];
    const found = await freeSlots(server.database.db, salon, { serviceId: haircut.id, staffId: staff.Ganesh, from: date, to: date });
    expect(found.service).toMatchObject({ id: haircut.id, duration_minutes: 30, price_paise: 20000 });
    const starts = found.staff[0].slots.map((s) => s.start_time);
    expect(starts[0]).toBe("09:00");
    expect(starts).toContain("09:30");
    expect(starts).not.toContain("09:45"); // would run into the 10:00 booking
    expect(starts).not.toContain("10:30");
    expect(starts).toContain("11:00");
    expect(starts).toContain("13:00");
    expect(starts).not.toContain("13:15"); // would run into the break
    expect(starts).toContain("14:30");
    expect(starts[starts.length - 1]).toBe("20:30");
    expect(found.staff[0].slots[0]).toEqual({ date, start_time: "09:00", end_time: "09:30" });

    // Every active staff member with hours; Priyanka's weekly off (Tuesday) and a holiday leave days empty.
    const week = await freeSlots(server.database.db, salon, { serviceId: haircut.id, from: dayOn(1, 5), to: dayOn(0, 6) });
    const byName = Object.fromEntries(week.staff.map((s) => [s.full_name.split(" ")[0], s.slots]));
    expect(Object.keys(byName).sort()).toEqual(["Ganesh", "Imran", "Komal", "Priyanka"]);
    expect(byName.Priyanka.some((s) => s.date === dayOn(2, 5))).toBe(false);
    expect(byName.Imran.some((s) => s.date === dayOn(1, 5))).toBe(false);
    expect(byName.Komal.some((s) => s.date === dayOn(0, 6))).toBe(false);
    await post("holidays", { date: dayOn(3, 5), name: "Gudi Padwa" });
    const again = await freeSlots(server.database.db, salon, { serviceId: haircut.id, from: dayOn(3, 5), to: dayOn(3, 5) });
    expect(again.staff.every((s) => s.slots.length === 0)).toBe(true);

    // Nothing before `notBefore` (an instant): 2032-03-.. 10:07 IST → the first slot at 10:15.
    const day = dayOn(4, 7);
    const notBefore = new Date(`${day}T10:07:00+05:30`);
    const soon = await freeSlots(server.database.db, salon, { serviceId: haircut.id, staffId: staff.Ganesh, from: day, to: day, notBefore });
    expect(soon.staff[0].slots[0].start_time).toBe("10:15");
  });
});
