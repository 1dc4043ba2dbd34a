import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { statementsDuring } from "./statements";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { createSession } from "../../server/auth/sessions";

/**
 * A session's first request in a minute records its use (so it does not go idle). On PostgreSQL the
 * record rides in the statement that reads the session — the gate's, or a signed-in route's — so that
 * request costs no round trip more than any other (server/auth/sessions.ts, touchRides); on PGlite it
 * is a statement of its own. Either way the use is recorded once a minute, not on every request. The
 * clock is faked in this process, which runs the server too.
 */
let s: TestServer;
let token: string;
const B = 1;
const onPostgres = () => Boolean(s.databaseUrl);
let clock = Date.now();

beforeAll(async () => {
  s = await startServer();
  const [owner] = (await s.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE mobile = ${DEMO_OWNER_MOBILE}`)).rows;
  // The access token outlives the test's clock; the session goes idle after 30 minutes, as a real one.
  token = (await createSession(s.database.db, owner.id, { accessMs: 24 * 3600_000, idleMs: 30 * 60_000, absoluteMs: 24 * 3600_000 }, new Date(clock))).token;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
});
afterAll(async () => {
  vi.useRealTimers();
  await s?.close();
});
const advance = (ms: number) => vi.setSystemTime((clock += ms));

/** When the session was last recorded as seen. */
async function lastSeen(): Promise<number> {
  const [row] = (await s.database.db.execute<{ ms: string }>(sql`SELECT (extract(epoch FROM max(last_seen_at)) * 1000)::bigint::text AS ms FROM sessions`)).rows;
  return Number(row.ms);
}
const touches = (seen: string[]) => seen.filter((t) => /^\s*update\s+"?sessions"?/i.test(t));

describe.each([
  ["a business's route (the gate)", `/api/business/business_balance/${B}`],
  ["a signed-in route", "/api/business/getBusiness"],
])("the session's use, recorded from %s", (_name, path) => {
  const ask = () => statementsDuring(s, async () => expect((await s.call("GET", path, { token })).status).toBe(200));

  it("in the statement that reads the session on PostgreSQL, in one of its own on PGlite; once a minute", async () => {
    advance(5 * 60_000);
    const first = await ask();
    expect(await lastSeen()).toBe(clock);
    if (onPostgres()) {
      expect(touches(first)).toHaveLength(0);
      expect(first.filter((t) => t.includes("session_touch"))).toHaveLength(1);
    } else expect(touches(first)).toHaveLength(1);

    advance(30_000); // within the minute: not recorded again
    const again = await ask();
    expect(touches(again)).toHaveLength(0);
    expect(again.filter((t) => t.includes("session_touch"))).toHaveLength(0);
    expect(await lastSeen()).toBe(clock - 30_000);

    advance(30_000); // a minute on: recorded again
    await ask();
    expect(await lastSeen()).toBe(clock);
  });

  it("never writes a session that is no longer live", async () => {
    const before = await lastSeen();
    advance(31 * 60_000); // idle for more than 30 minutes
    expect((await s.call("GET", path, { token })).status).toBe(401);
    expect(await lastSeen()).toBe(before);
    await s.database.db.execute(sql`UPDATE sessions SET last_seen_at = ${new Date(clock).toISOString()}::timestamptz`); // alive again for the next route's turn
  });
});
