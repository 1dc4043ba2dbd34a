import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { credit } from "../../server/wallet/ledger";
import { queueSms } from "../../server/sms/queue";
import { SMS_PER_BUSINESS_PER_DAY, SMS_PER_RECIPIENT_PER_DAY } from "../../modules/communication/resources";

/**
 * F6 + F13: every SMS goes through one send path — DLT template, wallet debit per part, daily limits — and
 * an outbox: debit and message rows commit together, delivery is retried, a failure past the retries is
 * refunded once, and the sweep settles what a crash left queued or mid-send. The provider here is a real
 * HTTP server this test controls, so it can fail the way real ones do.
 */
type Received = { to: string; sender: string; text: string; template_id?: string; reference?: string };
const received: Received[] = [];
/** How the provider answers a number: ok, a 503 every time, a 503 the first N times, or a final FAILED. */
const behaviour = new Map<string, "down" | "refuse" | number>();
const attemptsTo = new Map<string, number>();
let provider: Server;
let server: TestServer;
let token: string;
let shop: number;
let template: number;
const env = { SMS_RETRY_BASE_MS: "100", SMS_SWEEP_MS: "150", SMS_SEND_LEASE_MS: "500" };
const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));

const db = () => server.database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => (await db().execute<T & Record<string, unknown>>(q)).rows as T[];
const balancePaise = async () => (await rows<{ b: number }>(sql`SELECT coalesce(sum(amount_paise), 0)::bigint AS b FROM wallet_ledger WHERE business_id = ${shop}`))[0].b * 1;
const text = (name: string) => `Dear ${name}, we received Rs 100 at Sharma General Store. Thank you!`;
const send = (to: string, request_key: string, name = "Asha") =>
  server.call("POST", `/api/m/${shop}/sms/send`, { token, body: { to, text: text(name), template_id: template, request_key } });
const message = async (to: string) =>
  (await rows<{ id: number; status: string; reference: string; cost: number; attempts: number; batch: string }>(
    sql`SELECT id, status, reference, cost, attempts, batch FROM r_sms_messages WHERE business_id = ${shop} AND recipient = ${to} ORDER BY id DESC LIMIT 1`,
  ))[0];
const refunds = (reference: string) => rows<{ amount_paise: number }>(sql`SELECT amount_paise FROM wallet_ledger WHERE reference = ${`sms-refund:${reference}`}`);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!done(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const m = JSON.parse(body) as Received;
      const n = (attemptsTo.get(m.to) ?? 0) + 1;
      attemptsTo.set(m.to, n);
      const rule = behaviour.get(m.to);
      if (rule === "down" || (typeof rule === "number" && n <= rule)) {
        res.writeHead(503).end("provider busy");
        return;
      }
      // A real provider accepts one message per reference: a resend is answered with the first id.
      const earlier = m.reference ? received.findIndex((r) => r.reference === m.reference) : -1;
      if (earlier < 0) received.push(m);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `P${earlier < 0 ? received.length : earlier + 1}`, status: rule === "refuse" ? "FAILED" : "DELIVERED" }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, "127.0.0.1", r));
  Object.assign(process.env, env);
  const port = (provider.address() as { port: number }).port;
  server = await startServer({ env: { SMS_URL: `http://127.0.0.1:${port}`, SMS_KEY: "k", SMS_SENDER: "GALLAA" } });
  // Signing in reads the code from this provider (the sign-in path is not the wallet's and stays as it is).
  expect((await server.call("POST", "/api/auth/otp", { body: { mobile: DEMO_OWNER_MOBILE } })).status).toBe(200);
  const code = /\b(\d{6})\b/.exec(received.filter((r) => r.to === DEMO_OWNER_MOBILE).at(-1)!.text)![1];
  token = (await server.call("POST", "/api/auth/verify", { body: { mobile: DEMO_OWNER_MOBILE, otp: code } })).body.data.token;
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
  shop = businesses.find((b) => b.business_master_id === 5)!.id;
  template = ((await server.call("GET", `/api/b/${shop}/sms_templates?_start=0&_end=50`, { token })).body as { id: number; name: string }[]).find(
    (t) => t.name === "Payment received",
  )!.id;
  await credit(db(), { businessId: shop, amountPaise: 10_000_00, kind: "topup", reference: `sms-outbox-topup-${shop}` });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((r) => provider?.close(r));
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
});

describe("delivery, retries and refunds", () => {
  it("sends under the template's DLT id and header, debiting 25 paise a part", async () => {
    const before = await balancePaise();
    const res = await send("9700000001", "outbox-ok-0001");
    expect(res.body.data).toMatchObject({ sent: 1, failed: 0, queued: 0, cost: 0.25 });
    expect(received.at(-1)).toMatchObject({ to: "9700000001", sender: "SHRMGS", template_id: "1107168888123456789" });
    expect(await balancePaise()).toBe(before - 25);
  });

  it("a provider that keeps failing: retried with backoff, then failed and refunded exactly once", async () => {
    behaviour.set("9700000002", "down");
    const before = await balancePaise();
    const res = await send("9700000002", "outbox-down-0001");
    expect(res.body.data).toMatchObject({ sent: 0, queued: 1, cost: 0.25 });
    expect(await balancePaise()).toBe(before - 25);
    const settled = await until(() => message("9700000002"), (m) => m.status === "failed");
    expect(settled).toMatchObject({ status: "failed", attempts: 4 });
    await new Promise((r) => setTimeout(r, 600)); // more sweeps change nothing
    expect(await refunds(settled.reference)).toEqual([{ amount_paise: 25 }]);
    expect(await balancePaise()).toBe(before);
    expect(attemptsTo.get("9700000002")).toBe(4);
  });

  it("an operator's final FAILED is refunded at once; a provider that recovers delivers without a refund", async () => {
    behaviour.set("9700000003", "refuse");
    const refused = await send("9700000003", "outbox-refuse-01");
    expect(refused.body.data).toMatchObject({ failed: 1, refunded: 0.25 });
    expect(await refunds((await message("9700000003")).reference)).toHaveLength(1);

    behaviour.set("9700000004", 2);
    await send("9700000004", "outbox-flaky-001");
    const m = await until(() => message("9700000004"), (x) => x.status === "delivered");
    expect(m).toMatchObject({ status: "delivered", attempts: 3 });
    expect(await refunds(m.reference)).toHaveLength(0);
  });

  it("a crash after the commit, before any send: the sweep delivers the queued message", async () => {
    // queueSms is what the route commits before delivering; nothing delivers it here, as after a kill -9.
    const q = await queueSms(db(), {
      businessId: shop,
      reference: `sms:${shop}:crash-before-send`,
      recipients: ["9700000005"],
      text: text("Crash"),
      template: { dltTemplateId: "1107168888123456789", senderId: "SHRMGS" },
      field: "to",
    });
    const m = await until(() => message("9700000005"), (x) => x.status === "delivered");
    expect(m.id).toBe(q.ids[0]);
    expect(received.filter((r) => r.to === "9700000005")).toHaveLength(1);
  });

  it("a crash mid-send: past its lease the message is sent again under its reference and reaches the phone once", async () => {
    const first = await send("9700000006", "outbox-midsend-1");
    expect(first.body.data.sent).toBe(1);
    const m = await message("9700000006");
    // As if a process had claimed it again, sent it, and died before writing the answer down.
    await db().execute(sql`UPDATE r_sms_messages SET status = 'sending', next_attempt_at = now() - interval '1 second' WHERE id = ${m.id}`);
    const again = await until(() => message("9700000006"), (x) => x.status === "delivered");
    expect(again.attempts).toBe(2);
    expect(attemptsTo.get("9700000006")).toBe(2);
    expect(received.filter((r) => r.to === "9700000006")).toHaveLength(1);
  });
});

describe("one send path for every SMS", () => {
  it("a payment-link SMS is debited, carries Galla's DLT template, is logged, and needs a request key", async () => {
    const before = await balancePaise();
    const api = (path: string, body: unknown) => server.call("POST", `/api/sales/${shop}${path}`, { token, body });
    const [party] = (await server.call("GET", `/api/b/${shop}/parties?_start=0&_end=1`, { token })).body as { id: number }[];
    const inv = await api("/invoices", { payment_type: "credit", date: new Date().toISOString().slice(0, 10), party_id: party.id, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 100, gst_rate: 0, treatment: "nil" }] });
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    const link = (key?: string) => api(`/invoices/${inv.body.data.id}/payment-link`, { send_sms: true, to: "9700000007", ...(key ? { request_key: key } : {}) });
    expect(await link()).toMatchObject({ status: 400, body: { field: "request_key" } });
    const [a, b] = await Promise.all([link("paylink-key-0001"), link("paylink-key-0001")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const sent = received.filter((r) => r.to === "9700000007");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ sender: "GALLAA", template_id: expect.stringMatching(/^\d{19}$/) });
    expect(sent[0].text).toContain(inv.body.data.number);
    const m = await message("9700000007");
    expect(m).toMatchObject({ status: "delivered", batch: `sms:${shop}:paylink-key-0001` });
    expect(await balancePaise()).toBe(before - Number(m.cost));
  });

  it("a team invite's SMS is debited and logged under Galla's template", async () => {
    const before = await balancePaise();
    const res = await server.call("POST", `/api/business/${shop}/members`, { token, body: { mobile: "9700000008", name: "Ravi", permissions: {} } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sent = received.filter((r) => r.to === "9700000008");
    expect(sent).toHaveLength(1);
    expect(sent[0].template_id).toMatch(/^\d{19}$/);
    const m = await message("9700000008");
    expect(m.status).toBe("delivered");
    expect(await balancePaise()).toBe(before - Number(m.cost));
  });

  it(`refuses a ${SMS_PER_RECIPIENT_PER_DAY + 1}th SMS to one number in a day with 429 naming the field; bulk skips the number`, async () => {
    for (let i = 1; i <= SMS_PER_RECIPIENT_PER_DAY; i++) expect((await send("9700000009", `limit-key-000${i}`)).status).toBe(200);
    const before = await balancePaise();
    const over = await send("9700000009", "limit-key-over1");
    expect(over).toMatchObject({ status: 429, body: { field: "to" } });
    const bulk = await server.call("POST", `/api/m/${shop}/sms/bulk`, {
      token,
      body: { numbers: "9700000009\n9700000010", text: text("All"), template_id: template, request_key: "limit-bulk-0001" },
    });
    expect(bulk.body.data).toMatchObject({ sent: 1, skipped: [{ phone: "9700000009", reason: "Daily SMS limit for this number reached" }] });
    expect(await balancePaise()).toBe(before - 25);
  });

  it("refuses past the business's daily limit with 429, and debits nothing", async () => {
    await db().execute(
      sql`INSERT INTO r_sms_messages (business_id, recipient, sender_id, text, encoding, parts, cost, status, batch, reference, sent_at)
          SELECT ${shop}, '98' || lpad(g::text, 8, '0'), 'SHRMGS', 'x', 'GSM', 1, 0, 'delivered', 'limit-fill', 'limit-fill#' || g, now()
          FROM generate_series(1, ${SMS_PER_BUSINESS_PER_DAY}) g`,
    );
    const before = await balancePaise();
    const res = await send("9700000011", "limit-business-1");
    expect(res).toMatchObject({ status: 429, body: { field: "to" } });
    expect(res.body.message).toMatch(/20,000 SMS a day/);
    expect(await balancePaise()).toBe(before);
    await db().execute(sql`DELETE FROM r_sms_messages WHERE batch = 'limit-fill'`);
  });

  it("concurrent retries of one send debit once and write one message", async () => {
    const before = await balancePaise();
    const all = await Promise.all(Array.from({ length: 10 }, () => send("9700000012", "race-sms-key-01")));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await balancePaise()).toBe(before - 25);
    expect(await rows(sql`SELECT id FROM r_sms_messages WHERE batch = ${`sms:${shop}:race-sms-key-01`}`)).toHaveLength(1);
    expect(received.filter((r) => r.to === "9700000012")).toHaveLength(1);
  });

  it("leaves no message both charged and stuck, and every debit matches its messages", async () => {
    behaviour.clear();
    await until(
      () => rows(sql`SELECT id FROM r_sms_messages WHERE status IN ('queued', 'sending')`),
      (r) => r.length === 0,
    );
    expect(await rows(sql`SELECT id FROM r_sms_messages WHERE status IN ('queued', 'sending')`)).toHaveLength(0);
    const mismatched = await rows(sql`
      SELECT l.reference FROM wallet_ledger l
      LEFT JOIN (SELECT batch, sum(cost) AS cost FROM r_sms_messages GROUP BY batch) m ON m.batch = l.reference
      WHERE l.kind = 'sms' AND (m.cost IS NULL OR m.cost <> -l.amount_paise)`);
    expect(mismatched).toEqual([]);
    const wrongRefunds = await rows(sql`
      SELECT m.reference FROM r_sms_messages m LEFT JOIN wallet_ledger l ON l.reference = 'sms-refund:' || m.reference
      WHERE (m.status = 'failed') <> (l.id IS NOT NULL)`);
    expect(wrongRefunds).toEqual([]);
  });
});
