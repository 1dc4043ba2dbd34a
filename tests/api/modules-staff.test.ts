import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

let server: TestServer;
let token: string;
let hotel: number;
let kirana: number;
let staffId: number;

/** Last month in India: every day of it is in the past, so all of it can be marked. */
const lastMonth = (() => {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
})();
const day = (n: number) => `${lastMonth}-${String(n).padStart(2, "0")}`;

const mark = (date: string, status: string, business = hotel, id = staffId) =>
  server.call("PUT", `/api/m/${business}/staff/attendance`, { token, body: { date, marks: [{ staff_id: id, status }] } });

beforeAll(async () => {
  server = await startServer();
  token = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
  hotel = businesses.find((b) => b.business_master_id === 147)!.id;
  kirana = businesses.find((b) => b.business_master_id === 5)!.id;
  const created = await server.call("POST", `/api/b/${hotel}/staff`, {
    token,
    body: { full_name: "Test Receptionist", phone: "9000000001", joining_date: "2024-01-01", salary_type: "monthly", salary: 30000 },
  });
  expect(created.status).toBe(201);
  staffId = created.body.id;
}, 120_000);
afterAll(() => server?.close());

describe("staff pay", () => {
  it("computes the month from attendance, settings and pay items", async () => {
    const settings = await server.call("PUT", `/api/m/${hotel}/staff/settings`, {
      token,
      body: { month_basis: "30", hours_per_day: 8, weekly_off: "Sunday", shift_start: "09:00", shift_end: "18:00", late_after_minutes: 15, salary_day: 5 },
    });
    expect(settings.status).toBe(200);
    // 20 present, 2 half days, 4 weekly offs, 1 absent: 25 payable days of ₹1,000.
    const plan = [...Array(20).fill("present"), "half_day", "half_day", "week_off", "week_off", "week_off", "week_off", "absent"];
    for (const [i, status] of plan.entries()) expect((await mark(day(i + 1), status)).status).toBe(200);
    for (const [kind, amount] of [["allowance", 1000], ["deduction", 500], ["payment", 5000]] as const) {
      const res = await server.call("POST", `/api/b/${hotel}/staff_pay_items`, {
        token,
        body: { staff_id: staffId, kind, amount, date: day(15), description: `${kind} for test` },
      });
      expect(res.status).toBe(201);
    }
    const pay = await server.call("GET", `/api/m/${hotel}/staff/pay?month=${lastMonth}&staff_id=${staffId}`, { token });
    expect(pay.status).toBe(200);
    expect(pay.body.data.staff).toHaveLength(1);
    expect(pay.body.data.staff[0]).toMatchObject({
      present: 20,
      half_day: 2,
      week_off: 4,
      absent: 1,
      payable_days: 25,
      base: 25000,
      allowance: 1000,
      deduction: 500,
      paid: 5000,
      gross: 25500,
      balance: 20500,
    });
  });

  it("marking a day again replaces the mark instead of adding one", async () => {
    expect((await mark(day(1), "absent")).status).toBe(200);
    const rows = (await server.call("GET", `/api/b/${hotel}/staff_attendance?staff_id=${staffId}&date=${day(1)}`, { token })).body;
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("absent");
    const pay = await server.call("GET", `/api/m/${hotel}/staff/pay?month=${lastMonth}&staff_id=${staffId}`, { token });
    expect(pay.body.data.staff[0]).toMatchObject({ present: 19, absent: 2, payable_days: 24, base: 24000 });
  });

  it("refuses bad input with 400 naming the field, and nothing changes", async () => {
    expect(await server.call("GET", `/api/m/${hotel}/staff/pay?month=2026-13`, { token })).toMatchObject({ status: 400, body: { field: "month" } });
    expect(await mark("2099-01-01", "present")).toMatchObject({ status: 400, body: { field: "date" } });
    expect(await mark(day(2), "on_duty")).toMatchObject({ status: 400 });
    const bad = await server.call("PUT", `/api/m/${hotel}/staff/settings`, {
      token,
      body: { month_basis: "30", hours_per_day: 8, weekly_off: "Sunday", shift_start: "18:00", shift_end: "09:00", late_after_minutes: 15, salary_day: 5 },
    });
    expect(bad).toMatchObject({ status: 400, body: { field: "shift_end" } });
    expect((await server.call("GET", `/api/m/${hotel}/staff/settings`, { token })).body.data.shift_start).toBe("09:00");
  });

  it("does not let one business mark another business's staff", async () => {
    const res = await mark(day(3), "present", hotel, 999999);
    expect(res).toMatchObject({ status: 400, body: { field: "marks" } });
    const other = await server.signIn(SECOND_OWNER_MOBILE);
    const pay = await server.call("GET", `/api/m/${hotel}/staff/pay?month=${lastMonth}`, { token: other });
    expect(pay.status).toBe(404);
  });

  it("refuses attendance writes with 402 while Staff Management is EXPIRED, but still shows pay", async () => {
    const kiranaStaff = (await server.call("GET", `/api/b/${kirana}/staff?_start=0&_end=1`, { token })).body[0];
    const res = await mark(day(4), "present", kirana, kiranaStaff.id);
    expect(res.status).toBe(402);
    expect((await server.call("GET", `/api/m/${kirana}/staff/pay?month=${lastMonth}`, { token })).status).toBe(200);
  });
});
