import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/** The declarations' record rules on the server: 400 naming the field, on create and on a partial update. */
let server: TestServer;
let owner: string;
let businesses: { id: number; business_name?: string; businessName?: string }[];
const idOf = (name: RegExp) => businesses.find((b) => name.test(String(b.business_name ?? b.businessName)))!.id;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  businesses = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
});
afterAll(async () => server?.close());

const first = async (shop: number, resource: string) => (await server.call("GET", `/api/b/${shop}/${resource}?_start=0&_end=1`, { token: owner })).body[0];

describe("record rules on the server", () => {
  it("leave ending before it starts: 400 on To, on create and when a PATCH moves only From", async () => {
    const shop = idOf(/Hotel/);
    const leave = await first(shop, "leaves");
    const bad = await server.call("POST", `/api/b/${shop}/leaves`, {
      token: owner,
      body: { staff_id: leave.staff_id, leave_type_id: leave.leave_type_id, from_date: "2026-02-10", to_date: "2026-02-08", reason: "Wedding" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "to_date", errors: { to_date: ["To cannot be before From"] } });
    const moved = await server.call("PATCH", `/api/b/${shop}/leaves/${leave.id}`, { token: owner, body: { from_date: "2030-01-01" } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ to_date: ["To cannot be before From"] });
    expect((await server.call("GET", `/api/b/${shop}/leaves/${leave.id}`, { token: owner })).body.from_date).toBe(leave.from_date);
  });

  it("hotel check-out before check-in and an appointment ending before it starts: 400", async () => {
    const hotel = idOf(/Hotel/);
    const booking = await first(hotel, "hotel_bookings");
    const res = await server.call("PATCH", `/api/b/${hotel}/hotel_bookings/${booking.id}`, { token: owner, body: { check_out: booking.check_in } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("check_out");

    const salon = idOf(/Salon/);
    const appointment = await first(salon, "appointments");
    const late = await server.call("PATCH", `/api/b/${salon}/appointments/${appointment.id}`, { token: owner, body: { start_time: "23:00" } });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ end_time: ["End must be after Start"] });
  });
});
