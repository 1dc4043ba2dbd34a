import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { spawnServer, type ChildServer, freePort, waitFor } from "./child-server";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * PostgreSQL ends the server's connections while requests are using them (a failover, a PgBouncer
 * restart, an idle-in-transaction timeout; here `pg_terminate_backend`): each request on a dropped
 * connection fails, the process never does, and every write the API acknowledged is in the database.
 * PostgreSQL only: PGlite lives inside the process and has no connection to lose.
 */
const base = process.env.DATABASE_URL;
const children: ChildServer[] = [];
const databases: string[] = [];
let admin: pg.Client;

beforeAll(async () => {
  if (!base) return;
  admin = new pg.Client({ connectionString: base });
  await admin.connect();
});

afterAll(async () => {
  for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill("SIGKILL");
  if (!base) return;
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}, 60_000);

async function freshDatabase(): Promise<{ name: string; url: string }> {
  const name = `galla_drop_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

const alive = (c: ChildServer) => c.child.exitCode === null && c.child.signalCode === null;
const listeningLines = (c: ChildServer) => (c.output().match(/Server listening at/g) ?? []).length;

/** Ends every connection the server holds to its database (not this test's own). */
const dropConnections = async (name: string) =>
  (await admin.query(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name])).rows[0]
    .n as number;

async function signIn(origin: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => undefined);
    // No answer at all (the process died under the request) is status 0.
    if (!res) return { status: 0, retryAfter: null, body: undefined };
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json().catch(() => undefined) };
  };
  await call("POST", "/api/auth/otp", { mobile: DEMO_OWNER_MOBILE });
  const code = /\b(\d{6})\b/.exec((await call("GET", `/api/sandbox/outbox?to=${DEMO_OWNER_MOBILE}`)).body.data[0].text)![1];
  const token = (await call("POST", "/api/auth/verify", { mobile: DEMO_OWNER_MOBILE, otp: code })).body.data.token as string;
  const shops = (await call("GET", "/api/business/getBusiness", undefined, token)).body.data as { id: number; business_master_id: number }[];
  const shop = shops.find((b) => b.business_master_id === 5)!.id;
  const [party] = (await call("GET", `/api/b/${shop}/parties?_start=0&_end=1`, undefined, token)).body as { id: number }[];
  return { call: (method: string, path: string, body?: unknown) => call(method, path, body, token), shop, party: party.id };
}

/**
 * Writers keep saving credit invoices (a transaction that also moves stock and the party's balance) and
 * plain records (one statement) while the test drops every connection `drops` times. Returns what was
 * acknowledged and how the others failed.
 */
async function writeThroughDrops({ call, shop, party }: Awaited<ReturnType<typeof signIn>>, dbName: string, drops: number) {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const invoices: number[] = [];
  const parties: number[] = [];
  const failures: { status: number; retryAfter: string | null }[] = [];
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const i = n++;
      const res =
        i % 2 === 0
          ? await call("POST", `/api/sales/${shop}/invoices`, { payment_type: "credit", date: today, party_id: party, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10 + (i % 50), gst_rate: 5 }] })
          : await call("POST", `/api/b/${shop}/parties`, { name: `Drop ${i}`, party_type: "Customer" });
      if (res.status === 200 && i % 2 === 0) invoices.push((res.body as { data: { id: number } }).data.id);
      else if (res.status === 201 && i % 2 === 1) parties.push((res.body as { id: number }).id);
      else failures.push({ status: res.status, retryAfter: res.retryAfter });
    }
  };
  const writers = Array.from({ length: 6 }, writer);
  let dropped = 0;
  for (let d = 0; d < drops; d++) {
    await new Promise((r) => setTimeout(r, 400));
    dropped += await dropConnections(dbName);
  }
  await new Promise((r) => setTimeout(r, 400));
  stop = true;
  await Promise.all(writers);
  return { invoices, parties, failures, dropped, tried: n };
}

async function everyAcknowledgedWriteKept(url: string, invoices: number[], parties: number[]) {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    const inv = (await sql.query(`SELECT count(*)::int AS n FROM sales_invoices WHERE id = ANY($1::int[])`, [invoices])).rows[0].n;
    const pa = (await sql.query(`SELECT count(*)::int AS n FROM r_parties WHERE id = ANY($1::int[])`, [parties])).rows[0].n;
    expect({ invoices: inv, parties: pa }).toEqual({ invoices: invoices.length, parties: parties.length });
  } finally {
    await sql.end();
  }
}

describe.skipIf(!base)("PostgreSQL drops the server's connections under load", { timeout: 180_000 }, () => {
  it("one process: five drops fail only the requests on them (503 with Retry-After), the server keeps answering, every acknowledged write is kept", async () => {
    const db = await freshDatabase();
    const server = spawnServer({ DATABASE_URL: db.url, SIGNIN_LIMIT_PER_MIN: "1000" });
    children.push(server);
    const origin = await server.listening;

    const owner = await signIn(origin);
    const run = await writeThroughDrops(owner, db.name, 5);
    expect(run.dropped).toBeGreaterThanOrEqual(5);
    console.info(`drops: ${run.dropped} connections ended; ${run.tried} writes tried, ${run.failures.length} answered 503`);
    expect(alive(server)).toBe(true);
    // The drops landed on requests in flight, and each of those was told to come back, never a 500.
    for (const f of run.failures) expect(f).toEqual({ status: 503, retryAfter: "5" });
    expect(run.invoices.length).toBeGreaterThan(0);
    expect(run.parties.length).toBeGreaterThan(0);
    expect(await waitFor(async () => (await fetch(`${origin}/api/health/ready`)).status === 200, 10_000)).toBe(true);
    await everyAcknowledgedWriteKept(db.url, run.invoices, run.parties);
    // …and it goes on writing on fresh connections.
    const after = await writeThroughDrops(owner, db.name, 0);
    expect(after.failures).toEqual([]);
    expect(alive(server)).toBe(true);
  });

  it("two processes: the primary and its workers outlive five drops, and the primary replaces every worker killed with -9", async () => {
    const db = await freshDatabase();
    // A fixed port, as in production: with PORT=0 the workers that replace the last ones would pick a new one.
    const server = spawnServer({ DATABASE_URL: db.url, WEB_CONCURRENCY: "2", SIGNIN_LIMIT_PER_MIN: "1000", PORT: String(await freePort()) });
    children.push(server);
    const origin = await server.listening;
    expect(await waitFor(() => listeningLines(server) === 2, 30_000)).toBe(true);

    const owner = await signIn(origin);
    const run = await writeThroughDrops(owner, db.name, 5);
    expect(run.dropped).toBeGreaterThanOrEqual(5);
    expect(alive(server)).toBe(true);
    expect(server.output()).not.toMatch(/worker died/);
    for (const f of run.failures) expect(f.status).toBe(503);
    await everyAcknowledgedWriteKept(db.url, run.invoices, run.parties);

    // kill -9 of every worker: nothing is left serving, and the primary must bring them back.
    const pids = [...new Set(server.output().split("\n").filter((l) => l.includes("Server listening at")).map((l) => (JSON.parse(l) as { pid: number }).pid))];
    expect(pids).toHaveLength(2);
    for (const pid of pids) process.kill(pid, "SIGKILL");
    expect(await waitFor(() => listeningLines(server) === 4, 60_000)).toBe(true);
    expect(alive(server)).toBe(true);
    const ready = await waitFor(async () => (await fetch(`${origin}/api/health/ready`).catch(() => undefined))?.status === 200, 10_000);
    expect(ready, server.output().slice(-3000)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
