import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { istDay } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { readConfig } from "../../server/config";
import { httpSmsProvider } from "../../server/sms/provider";
import { SANDBOX_SMS_KEY } from "../../server/sms/sandbox-routes";
import { issueOtp } from "../../server/auth/otp";
import { sweepReminders } from "../../modules/appointments/server";

/**
 * Online booking on the public page (issue 28), on PGlite and PostgreSQL: services and free slots, a
 * code to the customer's mobile, the booking as `booked` through the store, the confirmation SMS (charged
 * to the business) with a link that cancels it and frees the slot; the limits; the reminder sent once.
 * The demo salon: Ganesh works 09:00–21:00 every day (break 13:30–14:30); rules 14 days ahead, 2 h to cancel.
 */
let server: TestServer;
let owner: string;
let salon: number;
let ganesh: number;
let haircut: number;
const tomorrow = istDay(1);

beforeAll(async () => {
  // The per-minute limit per address is the shared limiter's (rate-limits.ts); this file counts the daily ones. X-Forwarded-For names the client.
  server = await startServer({ env: { SIGNIN_LIMIT_PER_MIN: "1000", TRUST_PROXY: "127.0.0.1" } });
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses: { id: number; business_master_id: number }[] = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  salon = businesses.find((b) => b.business_master_id === 14)!.id;
  ganesh = (await server.call("GET", `/api/b/${salon}/staff?full_name_like=Ganesh`, { token: owner })).body[0].id;
  haircut = (await server.call("GET", `/api/b/${salon}/services?name=${encodeURIComponent("Haircut (men)")}`, { token: owner })).body[0].id;
});
afterAll(async () => server?.close());

const outbox = async (mobile: string) => (await server.call("GET", `/api/sandbox/outbox?to=${mobile}`)).body.data as { text: string }[];
/** Asks the page for a code and reads it from the sandbox outbox (the customer's phone). */
async function codeFor(mobile: string, ip?: string) {
  const sent = await server.call("POST", `/api/public/book/${salon}/code`, { body: { mobile }, headers: ip ? { "x-forwarded-for": ip } : {} });
  expect(sent.status).toBe(200);
  return /\b(\d{6})\b/.exec((await outbox(mobile))[0].text)![1];
}
const book = (body: Record<string, unknown>) =>
  server.call("POST", `/api/public/book/${salon}`, { body: { service_id: haircut, staff_id: ganesh, date: tomorrow, name: "Kavita More", language: "en", ...body } });
const slotsOf = async (date = tomorrow) => {
  const res = await server.call("GET", `/api/public/book/${salon}/slots?service_id=${haircut}&from=${date}&to=${date}`);
  expect(res.status).toBe(200);
  return res.body.data.staff.find((s: { staff_id: number }) => s.staff_id === ganesh).slots.map((s: { start_time: string }) => s.start_time) as string[];
};
const balance = async () => (await server.call("GET", `/api/business/business_balance/${salon}`, { token: owner })).body;

describe("the public booking page", () => {
  it("lists the services with price in paise and duration, and free slots only inside the owner's window", async () => {
    const page = await server.call("GET", `/api/public/book/${salon}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ business_id: salon, open: true, days_ahead: 14, cancel_hours_before: 2 });
    expect(page.body.data.services).toContainEqual({ id: haircut, name: "Haircut (men)", category: "Hair", price_paise: 20000, duration_minutes: 30 });
    const slots = await server.call("GET", `/api/public/book/${salon}/slots?service_id=${haircut}&from=${istDay(-3)}&to=${istDay(40)}`);
    expect(slots.body.data.from).toBe(istDay(0));
    expect(slots.body.data.to).toBe(istDay(13));
    const all = slots.body.data.staff.flatMap((s: { slots: { date: string }[] }) => s.slots.map((x) => x.date));
    expect(all.every((d: string) => d >= istDay(0) && d <= istDay(13))).toBe(true);
    expect(all).not.toContain(istDay(9)); // the demo holiday
    // No customer's name anywhere in what a stranger reads.
    expect(JSON.stringify(slots.body)).not.toMatch(/Neha|Sanjay|Manasi/);
    // A kirana's page takes no bookings.
    const kirana = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data.find((b: { business_master_id: number }) => b.business_master_id === 5).id;
    expect((await server.call("GET", `/api/public/book/${kirana}`)).status).toBe(404);
  });

  it("books with the code from the SMS: `booked` in the owner's list, a confirmation SMS charged to the business, and its link cancels and frees the slot", async () => {
    const mobile = "9812300001";
    expect(await slotsOf()).toContain("11:00");
    const before = await balance();
    const wrong = await book({ start_time: "11:00", mobile, otp: "000000" });
    expect(wrong.status).toBe(400); // no code asked for yet
    const otp = await codeFor(mobile);
    const made = await book({ start_time: "11:00", mobile, otp });
    expect(made.status).toBe(201);
    expect(made.body.data.booking).toMatchObject({ customer_name: "Kavita More", service: "Haircut (men)", date: tomorrow, start_time: "11:00", end_time: "11:30", status: "booked", can_change: true });
    const listed = (await server.call("GET", `/api/b/${salon}/appointments?date=${tomorrow}&staff_id=${ganesh}`, { token: owner })).body;
    expect(listed).toContainEqual(expect.objectContaining({ customer_name: "Kavita More", phone: mobile, status: "booked", start_time: "11:00" }));
    expect(await slotsOf()).not.toContain("11:00");
    // The code is used up.
    expect((await book({ start_time: "12:00", mobile, otp })).status).toBe(400);

    const [confirmation] = await outbox(mobile);
    expect(confirmation.text).toContain("Shree Ganesh Beauty Parlour");
    expect(confirmation.text).toContain("is confirmed");
    expect(confirmation.text).toContain(made.body.data.manage_url);
    const after = await balance();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before)); // the wallet paid for the SMS

    const token = made.body.data.token;
    const link = new URL(made.body.data.manage_url);
    expect(link.pathname).toBe(`/booking/${token}`);
    expect((await server.call("GET", `/api/public/booking/${token}`)).body.data).toMatchObject({ status: "booked", can_change: true });
    const cancelled = await server.call("POST", `/api/public/booking/${token}/cancel`, { body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", can_change: false });
    expect(await slotsOf()).toContain("11:00");
    expect((await server.call("POST", `/api/public/booking/${token}/cancel`, { body: {} })).status).toBe(409);
    expect((await server.call("GET", "/api/public/booking/not-a-real-token-at-all")).status).toBe(404);
  });

  it("a taken slot is refused without naming who took it; a move by the link goes to a free slot only", async () => {
    const first = await book({ start_time: "15:00", mobile: "9812300002", otp: await codeFor("9812300002"), name: "Sunita Rao" });
    expect(first.status).toBe(201);
    const second = await book({ start_time: "15:00", mobile: "9812300003", otp: await codeFor("9812300003") });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: "This time was just taken: choose another", field: "start_time" });
    expect((await book({ start_time: "16:00", mobile: "9812300009", otp: await codeFor("9812300009") })).status).toBe(201);
    const token = first.body.data.token;
    const intoTaken = await server.call("POST", `/api/public/booking/${token}/move`, { body: { date: tomorrow, start_time: "15:45" } });
    expect(intoTaken.status).toBe(409);
    expect(intoTaken.body.message).toBe("This time was just taken: choose another");
    const moved = await server.call("POST", `/api/public/booking/${token}/move`, { body: { date: tomorrow, start_time: "17:00" } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ start_time: "17:00", end_time: "17:30" });
    const onBreak = await server.call("POST", `/api/public/booking/${token}/move`, { body: { date: tomorrow, start_time: "13:15" } });
    expect(onBreak.status).toBe(400);
    expect(onBreak.body.field).toBe("end_time");
    expect(await slotsOf()).toContain("15:00");
  });

  it("the code allows 5 tries; outside the window, too soon and a staff member not offered are refused naming the field", async () => {
    const mobile = "9812300004";
    await codeFor(mobile);
    for (let i = 0; i < 5; i++) expect((await book({ start_time: "18:00", mobile, otp: "111111" })).body.field).toBe("otp");
    const locked = await book({ start_time: "18:00", mobile, otp: "111111" });
    expect(locked.status).toBe(429);
    expect((await book({ date: istDay(20), start_time: "11:00", mobile, otp: "1" })).body.field).toBe("date");
    expect((await book({ date: istDay(0), start_time: "00:15", mobile, otp: "1" })).body.field).toBe("start_time");
    const komal = (await server.call("GET", `/api/b/${salon}/staff?full_name_like=Komal`, { token: owner })).body[0].id;
    const nobody = (await server.call("POST", `/api/b/${salon}/staff`, { token: owner, body: { full_name: "New Joinee", phone: "9881055667", joining_date: "2026-01-01", salary_type: "monthly", salary: 10000 } })).body.id;
    void komal;
    expect((await book({ staff_id: nobody, start_time: "11:00", mobile, otp: "1" })).body.field).toBe("staff_id");
    // A second code within 30 s is refused for the number.
    const again = await server.call("POST", `/api/public/book/${salon}/code`, { body: { mobile } });
    expect(again.status).toBe(429);
  });

  it("at most 3 online bookings per number a day, and the owner's bookings-a-day for the business", async () => {
    const mobile = "9812300005";
    // Codes straight from the same issueOtp the route uses, a minute apart, so the test need not wait out the 30 s gap.
    const code = async (k: number) => issueOtp(server.database.db, mobile, "127.0.0.9", new Date(Date.now() + k * 60_000), 20, "booking");
    for (const [k, at] of ["09:00", "09:30", "10:00"].entries()) expect((await book({ date: istDay(2), start_time: at, mobile, otp: await code(k) })).status).toBe(201);
    const fourth = await book({ date: istDay(2), start_time: "10:30", mobile, otp: await code(3) });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ field: "mobile", message: "This number has made as many online bookings as it may today" });

    const rules = (await server.call("GET", `/api/b/${salon}/booking_rules`, { token: owner })).body[0];
    const made = Number((await server.database.db.execute(sql`SELECT count(*)::int AS n FROM online_bookings WHERE business_id = ${salon}`)).rows[0].n);
    expect((await server.call("PATCH", `/api/b/${salon}/booking_rules/${rules.id}`, { token: owner, body: { online_per_day: made } })).status).toBe(200);
    const full = await book({ date: istDay(2), start_time: "11:00", mobile: "9812300006", otp: await codeFor("9812300006") });
    expect(full.status).toBe(429);
    expect(full.body.message).toBe("This business has taken all the online bookings it takes today: please call them");
    await server.call("PATCH", `/api/b/${salon}/booking_rules/${rules.id}`, { token: owner, body: { online_per_day: 40 } });
  });

  it("at most 10 online bookings from one address a day", async () => {
    for (let i = 0; i < 10; i++)
      await server.database.db.execute(sql`INSERT INTO online_bookings (business_id, appointment_id, mobile, ip, token) VALUES (${salon}, 0, '9812399999', '10.9.9.9', ${`seeded-token-${i}-abcdefgh`})`);
    const mobile = "9812300010";
    const res = await server.call("POST", `/api/public/book/${salon}`, {
      headers: { "x-forwarded-for": "10.9.9.9" },
      body: { service_id: haircut, staff_id: ganesh, date: istDay(3), start_time: "11:00", name: "Kavita More", mobile, otp: await codeFor(mobile, "10.9.9.9") },
    });
    expect(res.status).toBe(429);
    expect((await server.call("GET", `/api/b/${salon}/appointments?date=${istDay(3)}&phone=${mobile}`, { token: owner })).body).toHaveLength(0);
    await server.database.db.execute(sql`DELETE FROM online_bookings WHERE ip = '10.9.9.9'`);
  });

  it("a cancel later than the owner's rule is refused; the Hindi page is answered in Hindi", async () => {
    const mobile = "9812300007";
    const made = await book({ date: istDay(1), start_time: "19:00", mobile, otp: await codeFor(mobile), language: "hi" });
    expect(made.status).toBe(201);
    const [sms] = await outbox(mobile);
    expect(sms.text).toContain("पक्की है");
    const rules = (await server.call("GET", `/api/b/${salon}/booking_rules`, { token: owner })).body[0];
    await server.call("PATCH", `/api/b/${salon}/booking_rules/${rules.id}`, { token: owner, body: { cancel_hours_before: 72 } });
    const late = await server.call("POST", `/api/public/booking/${made.body.data.token}/cancel`, { body: {}, headers: { "accept-language": "hi" } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("इस बुकिंग को ऑनलाइन बदलने का समय निकल गया (72 घंटे पहले तक): कृपया व्यवसाय को फ़ोन करें");
    await server.call("PATCH", `/api/b/${salon}/booking_rules/${rules.id}`, { token: owner, body: { cancel_hours_before: 2 } });
  });
});

describe("reminders", () => {
  it("the evening before, sent once however many sweeps run; not before it is due", async () => {
    const mobile = "9812300008";
    const date = istDay(2);
    const made = (await server.call("POST", `/api/b/${salon}/appointments`, {
      token: owner,
      body: { customer_name: "Rekha Joshi", phone: mobile, service_id: haircut, staff_id: ganesh, date, start_time: "12:00", end_time: "12:30", status: "confirmed" },
    })).body;
    // Made days ago (before its reminder fell due).
    await server.database.db.execute(sql.raw(`UPDATE r_appointments SET created_at = now() - interval '3 days' WHERE id = ${made.id}`));
    const ctx = {
      config: readConfig({ NODE_ENV: "test" }),
      selfUrl: () => server.url,
      sms: httpSmsProvider({ baseUrl: () => `${server.url}/api/sandbox/sms`, key: SANDBOX_SMS_KEY, sender: "GALLAA" }),
    };
    const eveningBefore = new Date(`${istDay(1)}T18:05:00+05:30`);
    const noonBefore = new Date(`${istDay(1)}T12:00:00+05:30`);
    await sweepReminders(server.database.db, ctx, noonBefore);
    expect(await outbox(mobile)).toHaveLength(0);
    const sent = await Promise.all([1, 2, 3].map(() => sweepReminders(server.database.db, ctx, eveningBefore)));
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sweepReminders(server.database.db, ctx, eveningBefore);
    const messages = (await outbox(mobile)).filter((m) => m.text.includes("reminder of your Haircut (men)"));
    expect(messages).toHaveLength(1);
    expect(messages[0].text).toContain(`/p/${salon}`);
    const charged = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM r_sms_messages WHERE business_id = ${salon} AND recipient = ${mobile}`);
    expect(Number(charged.rows[0].n)).toBe(1);
  });
});
