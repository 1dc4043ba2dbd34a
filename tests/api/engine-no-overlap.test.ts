import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { syncResourceTables } from "../../server/engine/schema-sync";
import { resources } from "../../modules";

/**
 * No double booking (issue 28), refused by the database (an exclusion constraint from the declarations'
 * noOverlap), so it holds for simultaneous requests too: 409 naming the clash, on PGlite and PostgreSQL.
 */
let server: TestServer;
let owner: string;
let salon: number;
let hotel: number;
let kirana: number;
let staff: { id: number; full_name: string }[];
const { ins, q } = rawSql(() => server);

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses: { id: number; business_name?: string; businessName?: string }[] = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  const idOf = (name: RegExp) => businesses.find((b) => name.test(String(b.business_name ?? b.businessName)))!.id;
  [salon, hotel, kirana] = [idOf(/Salon/), idOf(/Hotel/), idOf(/General Store/)];
  staff = (await server.call("GET", `/api/b/${salon}/staff?_start=0&_end=10`, { token: owner })).body;
});
afterAll(async () => server?.close());

let day = 0;
/** A fresh day far from the demo's appointments, one per test. */
const nextDay = () => `2030-11-${String(++day + 10).padStart(2, "0")}`;
const said = (ymd: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));

const book = (body: Record<string, unknown>, business = salon) =>
  server.call("POST", `/api/b/${business}/appointments`, {
    token: owner,
    body: { customer_name: "Priya Sharma", phone: "9850011111", status: "booked", ...body },
  });

describe("appointments: one staff member, one slot", () => {
  it("20 simultaneous requests for one slot: exactly one 201, nineteen 409 naming the clash", async () => {
    const date = nextDay();
    const [ramesh] = staff;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ staff_id: ramesh.id, date, start_time: "10:00", end_time: "10:30", customer_name: `Customer ${i}` })),
    );
    const made = answers.filter((a) => a.status === 201);
    expect(made).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    const winner = made[0].body.customer_name;
    for (const r of refused) {
      expect(r.body).toMatchObject({
        success: false,
        statusCode: 409,
        message: `${ramesh.full_name} is already booked 10:00–10:30 on ${said(date)} (${winner})`,
        field: "start_time",
        errors: { start_time: [`${ramesh.full_name} is already booked 10:00–10:30 on ${said(date)} (${winner})`] },
        clash: { id: made[0].body.id, fields: ["staff_id", "date", "start_time", "end_time"] },
      });
    }
    const listed = await server.call("GET", `/api/b/${salon}/appointments?date=${date}&staff_id=${ramesh.id}`, { token: owner });
    expect(listed.body).toHaveLength(1);
  });

  it("back to back (10:00–10:30, 10:30–11:00) is allowed; 10:15–10:45 is not", async () => {
    const date = nextDay();
    const who = staff[0].id;
    expect((await book({ staff_id: who, date, start_time: "10:00", end_time: "10:30" })).status).toBe(201);
    expect((await book({ staff_id: who, date, start_time: "10:30", end_time: "11:00" })).status).toBe(201);
    expect((await book({ staff_id: who, date, start_time: "09:30", end_time: "10:00" })).status).toBe(201);
    const overlapping = await book({ staff_id: who, date, start_time: "10:15", end_time: "10:45" });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(`${staff[0].full_name} is already booked 10:00–10:30 on ${said(date)} (Priya Sharma)`);
  });

  it("moving an appointment into a taken slot is refused 409; the row stays where it was", async () => {
    const date = nextDay();
    const who = staff[0].id;
    await book({ staff_id: who, date, start_time: "11:00", end_time: "11:30", customer_name: "Neha Pathak" });
    const other = (await book({ staff_id: who, date, start_time: "12:00", end_time: "12:30" })).body;
    const moved = await server.call("PATCH", `/api/b/${salon}/appointments/${other.id}`, { token: owner, body: { start_time: "11:15", end_time: "11:45" } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`${staff[0].full_name} is already booked 11:00–11:30 on ${said(date)} (Neha Pathak)`);
    expect(moved.body.errors).toEqual({ start_time: [moved.body.message] });
    const now = (await server.call("GET", `/api/b/${salon}/appointments/${other.id}`, { token: owner })).body;
    expect(now).toMatchObject({ start_time: "12:00", end_time: "12:30", version: other.version });
    // A move elsewhere, and a change that keeps its own slot, are fine (the row never clashes with itself).
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${other.id}`, { token: owner, body: { start_time: "11:30", end_time: "12:15" } })).status).toBe(200);
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${other.id}`, { token: owner, body: { notes: "Wants Priyanka" } })).status).toBe(200);
  });

  it("a cancelled (or no-show) appointment frees the slot", async () => {
    const date = nextDay();
    const who = staff[0].id;
    const first = (await book({ staff_id: who, date, start_time: "15:00", end_time: "16:00" })).body;
    expect((await book({ staff_id: who, date, start_time: "15:30", end_time: "16:00" })).status).toBe(409);
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${first.id}`, { token: owner, body: { status: "cancelled" } })).status).toBe(200);
    const second = await book({ staff_id: who, date, start_time: "15:30", end_time: "16:00" });
    expect(second.status).toBe(201);
    // Bringing the cancelled one back now clashes with the slot it gave up.
    const revived = await server.call("PATCH", `/api/b/${salon}/appointments/${first.id}`, { token: owner, body: { status: "booked" } });
    expect(revived.status).toBe(409);
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${second.body.id}`, { token: owner, body: { status: "no_show" } })).status).toBe(200);
    expect((await server.call("PATCH", `/api/b/${salon}/appointments/${first.id}`, { token: owner, body: { status: "booked" } })).status).toBe(200);
  });

  it("another staff member at the same time is allowed; so is an appointment with no staff member", async () => {
    const date = nextDay();
    expect((await book({ staff_id: staff[0].id, date, start_time: "17:00", end_time: "18:00" })).status).toBe(201);
    expect((await book({ staff_id: staff[0].id, date, start_time: "17:00", end_time: "18:00" })).status).toBe(409);
    expect((await book({ staff_id: staff[1].id, date, start_time: "17:00", end_time: "18:00" })).status).toBe(201);
    expect((await book({ date, start_time: "17:00", end_time: "18:00" })).status).toBe(201);
    expect((await book({ date, start_time: "17:00", end_time: "18:00" })).status).toBe(201);
    // The same time on another day is another slot.
    expect((await book({ staff_id: staff[0].id, date: nextDay(), start_time: "17:00", end_time: "18:00" })).status).toBe(201);
  });

  it("another business is unaffected, even under the same staff id", async () => {
    const date = nextDay();
    const who = staff[0].id;
    expect((await book({ staff_id: who, date, start_time: "09:00", end_time: "10:00" })).status).toBe(201);
    expect((await book({ staff_id: who, date, start_time: "09:00", end_time: "10:00" })).status).toBe(409);
    // No business points at another's staff through the API: the row is put there directly, to show the constraint is per business.
    await ins("r_appointments", { business_id: kirana, customer_name: "Other shop", phone: "9850022222", staff_id: who, date, start_time: "09:00", end_time: "10:00", status: "booked" });
    const elsewhere = await book({ date, start_time: "09:00", end_time: "10:00" }, kirana);
    expect(elsewhere.status).toBe(201);
  });

  it("the refusal is said in Hindi to a Hindi reader", async () => {
    const date = nextDay();
    const who = staff[0];
    await book({ staff_id: who.id, date, start_time: "10:00", end_time: "10:30" });
    const res = await server.call("POST", `/api/b/${salon}/appointments`, {
      token: owner,
      headers: { "accept-language": "hi" },
      body: { customer_name: "Amit", phone: "9850011111", staff_id: who.id, date, start_time: "10:00", end_time: "10:30" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`${who.full_name} की`);
    expect(res.body.message).toContain("पहले से बुकिंग है");
  });
});

describe("hotel rooms: one stay a night", () => {
  const stay = (body: Record<string, unknown>) =>
    server.call("POST", `/api/b/${hotel}/hotel_bookings`, {
      token: owner,
      body: { guest_name: "Suresh Patil", phone: "9822456789", adults: 2, tariff: 1200, status: "confirmed", ...body },
    });

  it("two stays overlapping by one night: 409 naming the room and the nights; check-out day = next check-in is allowed", async () => {
    const rooms: { id: number; room_number: string }[] = (await server.call("GET", `/api/b/${hotel}/hotel_rooms?_start=0&_end=10&_sort=room_number&_order=asc`, { token: owner })).body;
    const room = rooms[0];
    expect((await stay({ room_id: room.id, check_in: "2030-11-26", check_out: "2030-11-29" })).status).toBe(201);
    const oneNight = await stay({ room_id: room.id, check_in: "2030-11-28", check_out: "2030-11-30", guest_name: "Kavita Iyer" });
    expect(oneNight.status).toBe(409);
    expect(oneNight.body).toMatchObject({
      message: `Room ${room.room_number} is taken on the nights of 28 Nov 2030 (Suresh Patil)`,
      field: "check_in",
      clash: { fields: ["room_id", "check_in", "check_out"] },
    });
    const inside = await stay({ room_id: room.id, check_in: "2030-11-25", check_out: "2030-12-02" });
    expect(inside.body.message).toBe(`Room ${room.room_number} is taken on the nights of 26–28 Nov 2030 (Suresh Patil)`);
    expect((await stay({ room_id: room.id, check_in: "2030-11-29", check_out: "2030-12-01" })).status).toBe(201);
    expect((await stay({ room_id: room.id, check_in: "2030-11-24", check_out: "2030-11-26" })).status).toBe(201);
    // Another room the same nights is free; a cancelled stay frees its nights.
    expect((await stay({ room_id: rooms[1].id, check_in: "2030-11-26", check_out: "2030-11-29" })).status).toBe(201);
    const cancelled = await stay({ room_id: rooms[2].id, check_in: "2030-11-26", check_out: "2030-11-29", status: "cancelled" });
    expect(cancelled.status).toBe(201);
    expect((await stay({ room_id: rooms[2].id, check_in: "2030-11-27", check_out: "2030-11-28" })).status).toBe(201);
  });
});

describe("rows that overlap already (made before the rule)", () => {
  it("do not stop a start: the rule waits, named in the log, and is made once they are settled", async () => {
    await q("ALTER TABLE r_hotel_bookings DROP CONSTRAINT r_hotel_bookings_no_overlap");
    const room = (await server.call("GET", `/api/b/${hotel}/hotel_rooms?_start=0&_end=1&_sort=room_number&_order=desc`, { token: owner })).body[0];
    const a = await ins("r_hotel_bookings", { business_id: hotel, guest_name: "Old A", phone: "9822456789", room_id: room.id, check_in: "2031-01-10", check_out: "2031-01-12", tariff: 100000, status: "confirmed" });
    const b = await ins("r_hotel_bookings", { business_id: hotel, guest_name: "Old B", phone: "9822456789", room_id: room.id, check_in: "2031-01-11", check_out: "2031-01-13", tariff: 100000, status: "confirmed" });
    const logged: string[] = [];
    await syncResourceTables(server.database, resources, (m) => logged.push(m));
    expect(logged.join("\n")).toContain(`r_hotel_bookings already holds rows that overlap (business ${hotel}: ${a} and ${b})`);
    const made = async () => (await q("SELECT 1 FROM pg_constraint WHERE conname = 'r_hotel_bookings_no_overlap'")).length;
    expect(await made()).toBe(0);

    await q(`UPDATE r_hotel_bookings SET status = 'cancelled' WHERE id = ${b}`);
    await syncResourceTables(server.database, resources, (m) => logged.push(m));
    expect(await made()).toBe(1);
    const again = await server.call("PATCH", `/api/b/${hotel}/hotel_bookings/${b}`, { token: owner, body: { status: "confirmed" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Room ${room.room_number} is taken on the nights of 11 Jan 2031 (Old A)`);
  });
});
