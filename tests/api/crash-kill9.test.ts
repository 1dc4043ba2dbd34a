import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * kill -9 in the middle of a burst of SMS sends, top-ups and invoices, on the real server started as a
 * child process on a PostgreSQL database of its own; then a restart, the sweeps, and the books checked.
 * PostgreSQL only: the embedded PGlite lives inside one process, so a child cannot share it with this test.
 */
const base = process.env.DATABASE_URL;
const entry = fileURLToPath(new URL("./crash/server-process.ts", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const dbName = `galla_crash_${randomBytes(4).toString("hex")}`;
let dbUrl = "";
let port = 0;
let child: ChildProcess | undefined;
let sql: pg.Client;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

/** Resolves when the running child has exited. Made at spawn: a kill -9'd child's `exitCode` stays null (it has a
 *  `signalCode` instead), so "already exited?" cannot be asked afterwards, and its "exit" event may be over before
 *  the burst's requests have all failed. */
let exited: Promise<void> = Promise.resolve();
/** The child's stdout and stderr, the last part of which a failed start reports. */
let output = "";

async function start(): Promise<void> {
  output = "";
  const proc = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      NODE_ENV: "test",
      LOG_LEVEL: process.env.CRASH_DEBUG ? "info" : "warn",
      WALLET_RECONCILE_MS: "500",
      SMS_SWEEP_MS: "300",
      SMS_RETRY_BASE_MS: "200",
      SMS_SEND_LEASE_MS: "1500",
      SMS_LIMIT_PER_MIN: "1000", // the burst is one client: keep it whole
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  proc.stdout!.on("data", keep);
  proc.stderr!.on("data", keep);
  let gone: string | undefined;
  exited = new Promise((resolve) =>
    proc.once("exit", (code, signal) => {
      gone = `exited (${signal ?? code})`;
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !gone) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server ${gone ?? "did not answer within 60 s"}; its output:\n${output.slice(-4000)}`);
}

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
};
const q = async <T = Record<string, unknown>>(text: string) => (await sql.query(text)).rows as T[];

beforeAll(async () => {
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  port = await freePort();
  sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  child?.kill("SIGKILL");
  if (!base) return;
  await sql?.end();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}, 60_000);

describe.skipIf(!base)("kill -9 mid-burst (PostgreSQL)", () => {
  it("leaves no charge without its message, nothing stuck, the ledger equal to the balance, no top-up credited twice", async () => {
    const t0 = Date.now();
    const step = (what: string) => process.env.CRASH_DEBUG && console.info(`${what} +${Date.now() - t0} ms`);
    await start();
    step("started");
    await call("POST", "/api/auth/otp", { mobile: DEMO_OWNER_MOBILE });
    const code = /\b(\d{6})\b/.exec((await call("GET", `/api/sandbox/outbox?to=${DEMO_OWNER_MOBILE}`)).body.data[0].text)![1];
    const token = (await call("POST", "/api/auth/verify", { mobile: DEMO_OWNER_MOBILE, otp: code })).body.data.token as string;
    const shops = (await call("GET", "/api/business/getBusiness", undefined, token)).body.data as { id: number; business_master_id: number }[];
    const shop = shops.find((b) => b.business_master_id === 5)!.id;
    const template = ((await call("GET", `/api/b/${shop}/sms_templates?_start=0&_end=50`, undefined, token)).body as { id: number; name: string }[]).find(
      (t) => t.name === "Payment received",
    )!.id;
    const [party] = (await call("GET", `/api/b/${shop}/parties?_start=0&_end=1`, undefined, token)).body as { id: number }[];
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

    // The burst: SMS to distinct numbers, top-ups the sandbox payer approves, credit invoices.
    const burst: Promise<unknown>[] = [];
    let answered = 0;
    const fire = (p: Promise<unknown>) => burst.push(p.then(() => answered++, () => undefined));
    for (let i = 0; i < 80; i++) {
      fire(call("POST", `/api/m/${shop}/sms/send`, { to: `97${String(10_000_000 + i)}`, text: `Dear C${i}, we received Rs ${i + 1} at Sharma General Store. Thank you!`, template_id: template, request_key: `crash-sms-${i}-key` }, token));
      if (i % 10 === 0) fire(call("POST", "/api/gateway/collectpay", { payer_address: "success@sandbox", amount: String(10 + i), note: "top-up", business_id: shop }, token));
      if (i % 4 === 0)
        fire(call("POST", `/api/sales/${shop}/invoices`, { payment_type: "credit", date: today, party_id: party.id, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10 + i, gst_rate: 5 }] }, token));
    }
    step("burst fired");
    while (answered < 15) await new Promise((r) => setTimeout(r, 10));
    step("killing");
    child!.kill("SIGKILL");
    await Promise.all(burst);
    await exited;

    const inFlight = await q<{ n: number }>(`SELECT count(*)::int AS n FROM r_sms_messages WHERE status IN ('queued', 'sending')`);
    step("killed");
    await start();
    step("restarted");
    // The sweep (on start, then every 300 ms) and the reconciler (every 500 ms; the sandbox payers decide after 3 s).
    const settled = async () =>
      (await q<{ n: number }>(`SELECT count(*)::int AS n FROM r_sms_messages WHERE status IN ('queued', 'sending')`))[0].n === 0 &&
      (await q<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_topups WHERE status = 'PENDING'`))[0].n === 0;
    for (let i = 0; i < 200 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));

    step("settled");
    expect(await q(`SELECT id, status FROM r_sms_messages WHERE status IN ('queued', 'sending')`)).toEqual([]);
    // Every SMS debit has its messages, costing exactly what was debited; every failed message one refund.
    expect(
      await q(`SELECT l.reference FROM wallet_ledger l LEFT JOIN (SELECT batch, sum(cost) AS cost FROM r_sms_messages GROUP BY batch) m ON m.batch = l.reference
               WHERE l.kind = 'sms' AND (m.cost IS NULL OR m.cost <> -l.amount_paise)`),
    ).toEqual([]);
    expect(
      await q(`SELECT m.reference FROM r_sms_messages m LEFT JOIN wallet_ledger l ON l.reference = 'sms-refund:' || m.reference
               WHERE (m.status = 'failed') <> (l.id IS NOT NULL)`),
    ).toEqual([]);
    // The balance row equals the ledger's sum, for every business.
    expect(
      await q(`SELECT b.id FROM businesses b LEFT JOIN wallet_balances w ON w.business_id = b.id
               LEFT JOIN (SELECT business_id, sum(amount_paise) AS s FROM wallet_ledger GROUP BY business_id) l ON l.business_id = b.id
               WHERE coalesce(w.balance_paise, 0) <> coalesce(l.s, 0)`),
    ).toEqual([]);
    // Each paid top-up credited once, and nothing credited that is not a paid top-up.
    expect(
      await q(`SELECT t.merchant_tran_id FROM wallet_topups t LEFT JOIN wallet_ledger l ON l.reference = 'topup:' || t.merchant_tran_id
               GROUP BY t.merchant_tran_id, t.status HAVING count(l.id) <> (CASE WHEN t.status = 'SUCCESS' THEN 1 ELSE 0 END)`),
    ).toEqual([]);
    const [{ sms, topups }] = await q<{ sms: number; topups: number }>(
      `SELECT (SELECT count(*)::int FROM r_sms_messages WHERE business_id = ${shop} AND batch LIKE 'sms:%:crash-sms-%') AS sms,
              (SELECT count(*)::int FROM wallet_topups WHERE status = 'SUCCESS') AS topups`,
    );
    // The burst did something before the kill, and something was left for the restart to settle or lost whole.
    expect(sms).toBeGreaterThan(0);
    expect(sms + topups).toBeGreaterThan(0);
    console.info(`crash test: ${sms} SMS written, ${inFlight[0].n} left queued/sending by the kill, ${topups} top-ups credited`);
    // About 10 s on a quiet machine, 30-40 s on a loaded one (two starts of up to 18 s); the rest is margin.
  }, 120_000);
});
