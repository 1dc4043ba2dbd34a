import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { statementsDuring } from "./statements";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { mayWrite } from "../../server/db/write-epoch";

/**
 * On PGlite a list page and the gate's row are answered from memory while nothing was written
 * (server/db/write-epoch.ts, page-cache.ts, admission-cache.ts); any write — through the API, a
 * trigger it fires, or SQL from outside the engine — shows on the very next request. On PostgreSQL
 * nothing is kept and the same requests must answer the same.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: Sales & Purchase ACTIVE
let party: number;

const q = async (text: string) => (await s.database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];
const page = async () => {
  const res = await s.call("GET", `/api/b/${B}/parties?_start=0&_end=20&_sort=id&_order=desc`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: number; name: string; to_receive: number }[]).find((p) => p.id === party)!;
};

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  [{ id: party }] = (await q(
    `INSERT INTO r_parties (business_id, name, party_type, state, opening_balance, opening_type) VALUES (${B}, 'Reuse Buyer', 'Customer', '27 Maharashtra', 0, 'To Receive') RETURNING id`,
  )) as { id: number }[];
});
afterAll(() => s?.close());

describe("reads reused while nothing was written", () => {
  it("a repeated page costs no statement on PGlite, and answers the same", async () => {
    const first = await page();
    await page(); // the first request may have touched the session (a write): read once more
    const seen = await statementsDuring(s, async () => expect(await page()).toEqual(first));
    if (s.database.kind === "pglite") expect(seen).toEqual([]);
  });

  it("a trigger's change from an invoice shows on the very next page", async () => {
    const before = await page();
    const res = await s.call("POST", `/api/sales/${B}/invoices`, {
      token,
      body: { payment_type: "credit", date: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10), party_id: party, lines: [{ name: "Sugar", hsn: "2106", qty: 2, rate: 50, gst_rate: 5 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await page()).to_receive).toBe(before.to_receive + 105);
  });

  it("SQL from outside the engine shows on the very next page", async () => {
    await page();
    await q(`UPDATE r_parties SET name = 'Renamed Buyer' WHERE id = ${party}`);
    expect((await page()).name).toBe("Renamed Buyer");
  });

  it("a revoked session is refused on the very next request", async () => {
    await page();
    await q(`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL`);
    expect((await s.call("GET", `/api/b/${B}/parties?_start=0&_end=20`, { token })).status).toBe(401);
  });

  it("counts as a read only statements that cannot change data", () => {
    for (const read of ['select "id" from "r_parties" where "business_id" = $1', "WITH t AS (SELECT 1) SELECT * FROM t", "  (SELECT 1)"]) expect(mayWrite(read), read).toBe(false);
    for (const write of [
      "insert into sessions values (1)",
      "WITH moved AS (DELETE FROM t RETURNING *) SELECT * FROM moved",
      "SELECT * FROM sales_invoices WHERE id = 1 FOR UPDATE",
      "SELECT nextval('s')",
      "UPDATE r_parties SET name = 'x'",
      "BEGIN",
      "CREATE TABLE t (a int)",
    ])
      expect(mayWrite(write), write).toBe(true);
  });
});
