import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startServer, type TestServer } from "./harness";
import { spawnServer, type ChildServer } from "./child-server";
import { openSse, type SseStream } from "./sse";
import { staticUpiLink } from "../../resources/upi";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { LIVE_CHANNEL } from "../../server/live/announce";

/**
 * Live payments across server processes on one PostgreSQL (WEB_CONCURRENCY, several machines): a
 * payment handled by one process reaches a console whose stream is held by another, through
 * NOTIFY galla_events; and a process whose LISTEN connection is cut gets it back, catches up what
 * it missed meanwhile, and keeps running.
 */
describe.skipIf(!process.env.DATABASE_URL)("live payments on PostgreSQL, two server processes", { timeout: 120_000 }, () => {
  let server: TestServer;
  let other: ChildServer;
  let otherUrl: string;
  let token: string;
  let shop: number;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    server = await startServer();
    other = spawnServer({ DATABASE_URL: server.databaseUrl!, SEED: "false" });
    otherUrl = await other.listening;
    token = await server.signIn(DEMO_OWNER_MOBILE);
    shop = (await server.call("GET", "/api/business/getBusiness", { token })).body.data[0].id;
  }, 180_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    if (other && other.child.exitCode === null) {
      other.child.kill("SIGTERM");
      await other.exited;
    }
    await server?.close();
  });

  const openOn = async (base: string) => {
    const s = await openSse(`${base}/api/payments/events?business_id=${shop}`, { authorization: `Bearer ${token}` });
    streams.push(s);
    expect(s.status).toBe(200);
    await s.next((e) => e.event === "ready");
    return s;
  };
  /** Paid through the first process: the sandbox payer posts the webhook to it. */
  const pay = async (amount: string) => {
    const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: staticUpiLink("sharmastore@okhdfcbank", "Sharma General Store"), payer_address: "ramesh.kumar@okaxis", amount } });
    expect(paid.status).toBe(200);
  };
  const amounts = (s: SseStream) => s.events.filter((e) => e.event === "payment").map((e) => JSON.parse(e.data).amount);

  it("delivers a payment handled by one process to a stream held by the other within 2 s", async () => {
    const held = await openOn(otherUrl);
    const local = await openOn(server.url);
    const sentAt = Date.now();
    await pay("250.00");
    await held.next((e) => e.event === "payment", 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    await local.next((e) => e.event === "payment", 2000);
    expect(amounts(held)).toEqual([250]);
    expect(amounts(local)).toEqual([250]);
  });

  it("re-opens a LISTEN connection the database cut, catches up what it missed, and keeps serving", async () => {
    const held = await openOn(otherUrl);
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      const dbName = new URL(server.databaseUrl!).pathname.slice(1);
      const { rows } = await admin.query(
        // The payments channel's connections (each process also LISTENs for calendar changes, on its own one).
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%' AND query LIKE $2 AND pid <> pg_backend_pid()",
        [dbName, `%${LIVE_CHANNEL}%`],
      );
      expect(rows.length).toBe(2); // one per process
      for (const { pid } of rows) await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
    // Paid while neither process listens: no NOTIFY reaches anyone.
    await pay("31.00");
    await held.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 31, 10_000);
    await pay("32.00");
    await held.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 32, 2000);
    expect(amounts(held)).toEqual([31, 32]);
    expect(other.child.exitCode).toBeNull();
    expect((await fetch(`${otherUrl}/api/health`)).status).toBe(200);
  });
});
