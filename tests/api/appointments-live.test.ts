import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { openSse, type SseStream } from "./sse";
import { STREAMS_PER_USER } from "../../server/live/routes";
import { MODULE_KEYS } from "../../resources/modules";
import { istDate } from "../../resources/ist";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Live calendars and the appointment figures (issue 28): every create, update and delete of an
 * appointment reaches the open calendars of its business within 2 s, for those who may read
 * Appointments, never another business; refused changes are not announced. The figures and a
 * customer's no-show count are the business's own, for the same readers. Runs on PGlite and PostgreSQL.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let salon: number;
let hotel: number;
let otherShop: number;
const streams: SseStream[] = [];
const previous = process.env.LIVE_HEARTBEAT_MS;
const today = istDate();

beforeAll(async () => {
  process.env.LIVE_HEARTBEAT_MS = "300";
  server = await startServer();
  tokens.owner = await server.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await server.signIn(SECOND_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data as { id: number; business_name: string; business_master_id: number }[];
  salon = mine.find((b) => /Salon/.test(b.business_name))!.id;
  hotel = mine.find((b) => b.business_master_id === 147)!.id;
  otherShop = (await server.call("GET", "/api/business/getBusiness", { token: tokens.other })).body.data[0].id;
  const staff = (appointments: "none" | "read") => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), manage_appointment: appointments });
  for (const [who, mobile, level] of [["staffNone", "9000000041", "none"], ["staffRead", "9000000042", "read"]] as const) {
    const invited = await server.call("POST", `/api/business/${salon}/members`, { token: tokens.owner, body: { mobile, permissions: staff(level) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens[who] = await server.signIn(mobile);
  }
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  if (previous === undefined) delete process.env.LIVE_HEARTBEAT_MS;
  else process.env.LIVE_HEARTBEAT_MS = previous;
  await server?.close();
});

const open = async (businessId: number, token: string | undefined, resource = "appointments") => {
  const s = await openSse(`${server.url}/api/live/${resource}?business_id=${businessId}`, token ? { authorization: `Bearer ${token}` } : {});
  streams.push(s);
  return s;
};
const ready = async (s: SseStream) => (await s.next((e) => e.event === "ready")).id!;
const records = (s: SseStream) => s.events.filter((e) => e.event === "record").map((e) => JSON.parse(e.data));
const book = (businessId: number, values: Record<string, unknown>, token = tokens.owner) =>
  server.call("POST", `/api/b/${businessId}/appointments`, { token, body: { customer_name: "Kavita Joshi", phone: "9822001100", date: today, start_time: "07:00", end_time: "07:30", ...values } });
let staffMember: number;
const staffId = async () => {
  if (staffMember) return staffMember;
  const made = await server.call("POST", `/api/b/${salon}/staff`, { token: tokens.owner, body: { full_name: "Live Test Stylist", phone: "9881099887", joining_date: today, salary_type: "monthly", salary: 10000, status: "active" } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (staffMember = made.body.id);
};

describe("live appointments stream", () => {
  it("tells an open calendar of every create, update and delete within 2 s, once each", async () => {
    const s = await open(salon, tokens.owner);
    expect(s.status).toBe(200);
    expect(s.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const start = Number(await ready(s));

    let at = Date.now();
    const created = await book(salon, { start_time: "06:00", end_time: "06:30" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const first = await s.next((e) => e.event === "record", 2000);
    expect(Date.now() - at).toBeLessThan(2000);
    expect(Number(first.id)).toBeGreaterThan(start);
    expect(JSON.parse(first.data)).toMatchObject({ resource: "appointments", record_id: id, action: "create" });

    at = Date.now();
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${id}`, { token: tokens.owner, body: { start_time: "06:30", end_time: "07:00" } })).status).toBe(200);
    await s.next((e) => e.event === "record" && JSON.parse(e.data).action === "update", 2000);
    expect(Date.now() - at).toBeLessThan(2000);

    at = Date.now();
    expect((await server.call("DELETE", `/api/b/${salon}/appointments/${id}`, { token: tokens.owner })).status).toBe(200);
    await s.next((e) => e.event === "record" && JSON.parse(e.data).action === "delete", 2000);
    expect(Date.now() - at).toBeLessThan(2000);
    expect(records(s).map((r) => [r.record_id, r.action])).toEqual([
      [id, "create"],
      [id, "update"],
      [id, "delete"],
    ]);
  });

  it("does not announce a change the server refused (a clash, a bad field)", async () => {
    const staff = await staffId();
    const s = await open(salon, tokens.owner);
    await ready(s);
    const kept = await book(salon, { staff_id: staff, start_time: "08:00", end_time: "08:30" });
    expect(kept.status).toBe(201);
    await s.next((e) => e.event === "record" && JSON.parse(e.data).record_id === kept.body.id);
    const clash = await book(salon, { staff_id: staff, start_time: "08:15", end_time: "08:45", customer_name: "Meera Iyer" });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/Live Test Stylist/);
    expect((await book(salon, { phone: "12345" })).status).toBe(400);
    // The next accepted change arrives; nothing came between.
    const next = await book(salon, { staff_id: staff, start_time: "08:30", end_time: "09:00" });
    expect(next.status).toBe(201);
    await s.next((e) => e.event === "record" && JSON.parse(e.data).record_id === next.body.id);
    expect(records(s).map((r) => r.record_id)).toEqual([kept.body.id, next.body.id]);
  });

  it("is for those who may read Appointments: STAFF without it 403, strangers 404, signed out 401; other businesses hear nothing", async () => {
    expect((await open(salon, tokens.staffNone)).status).toBe(403);
    expect((await open(salon, tokens.other)).status).toBe(404);
    expect((await open(salon, undefined)).status).toBe(401);
    // A hotel (master id 147) has no Appointments.
    expect((await open(hotel, tokens.owner)).status).toBe(404);

    const staff = await open(salon, tokens.staffRead);
    expect(staff.status).toBe(200);
    await ready(staff);
    const stranger = await open(otherShop, tokens.other);
    expect(stranger.status).toBe(200);
    await ready(stranger);
    const made = await book(salon, { start_time: "05:00", end_time: "05:30" });
    expect(made.status).toBe(201);
    await staff.next((e) => e.event === "record" && JSON.parse(e.data).record_id === made.body.id, 2000);
    // The other business's own change does reach its stream, so the silence above is not a dead stream.
    const theirs = await book(otherShop, { start_time: "05:00", end_time: "05:30" }, tokens.other);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    await stranger.next((e) => e.event === "record", 2000);
    expect(records(stranger).map((r) => r.record_id)).toEqual([theirs.body.id]);
  });

  it("ends a STAFF member's stream once the Appointments permission is withdrawn", async () => {
    const list = (await server.call("GET", `/api/business/${salon}/members`, { token: tokens.owner })).body.data as { user_id: number; mobile: string }[];
    const s = await open(salon, tokens.staffRead);
    await ready(s);
    const member = list.find((m) => m.mobile === "9000000042")!;
    const changed = await server.call("PATCH", `/api/business/${salon}/members/${member.user_id}`, {
      token: tokens.owner,
      body: { permissions: { ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), manage_appointment: "none" } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("stream still open")), 2000))]);
  });

  it("streams the hotel's room bookings to the hotel (its calendar), not to a salon's", async () => {
    const s = await open(hotel, tokens.owner, "hotel_bookings");
    expect(s.status).toBe(200);
    await ready(s);
    expect((await open(salon, tokens.owner, "hotel_bookings")).status).toBe(404);
    const room = (await server.call("GET", `/api/b/${hotel}/hotel_rooms?_end=1`, { token: tokens.owner })).body[0].id;
    const stay = await server.call("POST", `/api/b/${hotel}/hotel_bookings`, {
      token: tokens.owner,
      body: { guest_name: "Anil Rao", phone: "9822003300", room_id: room, check_in: "2031-01-10", check_out: "2031-01-12", adults: 2, tariff: 1800 },
    });
    expect(stay.status, JSON.stringify(stay.body)).toBe(201);
    const e = await s.next((x) => x.event === "record", 2000);
    expect(JSON.parse(e.data)).toMatchObject({ resource: "hotel_bookings", record_id: stay.body.id, action: "create" });
  });
});

describe("appointment figures", () => {
  const figures = (businessId: number, token = tokens.owner) => server.call("GET", `/api/appointments/figures?business_id=${businessId}`, { token });

  it("counts today's bookings (not cancelled) and this month's no-shows, from the business's own rows", async () => {
    const before = await figures(salon);
    expect(before.status).toBe(200);
    expect(before.body.date).toBe(today);
    const staff = await staffId();
    for (const [start, end, status] of [["20:00", "20:30", "booked"], ["20:30", "21:00", "no_show"], ["21:00", "21:30", "cancelled"], ["21:30", "22:00", "completed"]] as const) {
      expect((await book(salon, { staff_id: staff, start_time: start, end_time: end, status, phone: "9822005500" })).status).toBe(201);
    }
    // Another business's no-show does not count here.
    expect((await book(otherShop, { status: "no_show", start_time: "20:00", end_time: "20:30" }, tokens.other)).status).toBe(201);
    const after = await figures(salon);
    expect(after.body.today_bookings - before.body.today_bookings).toBe(3);
    expect(after.body.no_shows_month - before.body.no_shows_month).toBe(1);
    expect(after.body.today_upcoming).toBeGreaterThanOrEqual(before.body.today_upcoming);
    const staffView = await figures(salon, tokens.staffRead);
    expect(staffView.status).toBe(403); // withdrawn in the stream test above
  });

  it("is for Appointments readers of the business only", async () => {
    expect((await figures(salon, tokens.staffNone)).status).toBe(403);
    expect((await figures(salon, tokens.other)).status).toBe(404);
    expect((await figures(hotel)).status).toBe(404);
  });

  it("counts a customer's no-shows by mobile number through the list (phone and status filters, its total)", async () => {
    const count = async (phone: string, businessId = salon, token = tokens.owner) => {
      const res = await fetch(`${server.url}/api/b/${businessId}/appointments?phone=${encodeURIComponent(phone)}&status=no_show&_start=0&_end=1`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-total-count"));
    };
    const staff = await staffId();
    expect(await count("9822007700")).toBe(0);
    for (const [date, status] of [["2030-02-01", "no_show"], ["2030-02-02", "no_show"], ["2030-02-03", "completed"]])
      expect((await book(salon, { staff_id: staff, date, start_time: "10:00", end_time: "10:30", status, phone: "9822007700" })).status).toBe(201);
    expect(await count("9822007700")).toBe(2);
    expect(await count("9822007700", otherShop, tokens.other)).toBe(0);
  });

  it("counts the half-hour slots still free today from availability (working hours), less those booked", async () => {
    const staff = await staffId();
    const before = (await figures(salon)).body.free_slots_today as number;
    const weekday = new Date(`${today}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }).toLowerCase();
    const hours = await server.call("POST", `/api/b/${salon}/working_hours`, { token: tokens.owner, body: { staff_id: staff, weekday, start_time: "00:00", end_time: "23:30" } });
    expect(hours.status, JSON.stringify(hours.body)).toBe(201);
    const opened = (await figures(salon)).body.free_slots_today as number;
    // Until 23:30 IST there is at least one half-hour left for the new hours to add.
    if (new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(11, 16) < "22:30") {
      expect(opened).toBeGreaterThan(before);
      // Booking the last free half-hour of the day takes one slot away.
      expect((await book(salon, { staff_id: staff, start_time: "23:00", end_time: "23:30", customer_name: "Late Client" })).status).toBe(201);
      expect((await figures(salon)).body.free_slots_today).toBe(opened - 1);
    }
  });
});

describe("how many live calendars one person may keep open", () => {
  it(`refuses the stream past ${STREAMS_PER_USER} per person with 429, Retry-After and words that name calendars`, async () => {
    const invited = await server.call("POST", `/api/business/${salon}/members`, {
      token: tokens.owner,
      body: { mobile: "9000000043", permissions: { ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "none"])), manage_appointment: "read" } },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const reader = await server.signIn("9000000043");
    const mine: SseStream[] = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const s = await open(salon, reader);
      expect(s.status).toBe(200);
      mine.push(s);
    }
    const refused = await open(salon, reader);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    const refusal = async (language: string) => {
      const res = await fetch(`${server.url}/api/live/appointments?business_id=${salon}`, { headers: { authorization: `Bearer ${reader}`, "accept-language": language } });
      expect(res.status).toBe(429);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await refusal("en")).toBe("Too many live screens (payments, calendars) are open for this business. Close one and try again.");
    expect(await refusal("hi")).toContain("कैलेंडर");
    for (const s of mine) s.close();
  });
});
