import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { statementsDuring } from "./statements";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Answers reused while the business's change counter stands still (migrations/0240_business_epochs.sql,
 * server/db/business-epoch.ts, server/engine/page-cache.ts): on PostgreSQL a repeated list page costs
 * only the gate's statement, yet a write from anywhere else — another connection, as another server
 * process or psql would make it — shows on the very next request; a cached page is still masked for a
 * staff member; a revoked session is still refused at once. On PGlite the same requests answer the same.
 */
let s: TestServer;
const tokens = { owner: "", writer: "" };
let businessId: number;
let staffId: number;
const ACCOUNT = "30112233445566";

/** SQL from outside the server: on PostgreSQL another connection (as another process would), on PGlite the server's own database. */
async function elsewhere(text: string): Promise<Record<string, unknown>[]> {
  if (!s.databaseUrl) {
    // A script (BEGIN; …; COMMIT) goes as one, as psql would send it.
    if (text.includes(";")) {
      await s.database.exec(text);
      return [];
    }
    return (await s.database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];
  }
  const client = new pg.Client({ connectionString: s.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const LIST = () => `/api/b/${businessId}/staff?_start=0&_end=50&_sort=id&_order=desc`;
async function list(token = tokens.owner) {
  const res = await s.call("GET", LIST(), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; full_name: string; bank_account_number: string | null }[];
}
const mine = async (token = tokens.owner) => (await list(token)).find((r) => r.id === staffId)!;

beforeAll(async () => {
  s = await startServer();
  tokens.owner = await s.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await s.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data;
  // The hotel's Staff Management subscription is active.
  businessId = businesses.find((b: { business_master_id: number }) => b.business_master_id === 147).id;
  const invited = await s.call("POST", `/api/business/${businessId}/members`, {
    token: tokens.owner,
    body: { mobile: "9000000031", permissions: { staff_management: "write" } },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  tokens.writer = await s.signIn("9000000031");
  const created = await s.call("POST", `/api/b/${businessId}/staff`, {
    token: tokens.owner,
    body: { full_name: "Epoch Cashier", phone: "9000000032", joining_date: "2024-01-01", salary_type: "monthly", salary: 15000, bank_account_number: ACCOUNT },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  staffId = created.body.id;
}, 120_000);
afterAll(() => s?.close());

describe("answers reused until the business's data changes", () => {
  it("a repeated list page costs only the gate's statement", async () => {
    const first = await list();
    await list(); // the first request may have touched the session
    const seen = await statementsDuring(s, async () => expect(await list()).toEqual(first));
    // PGlite reuses the gate's row too (write-epoch.ts); PostgreSQL runs the gate on every request, and nothing else.
    expect(seen.length).toBe(s.database.kind === "pglite" ? 0 : 1);
  });

  it("every write to a watched table moves its business's counter once per transaction, and no other business's", async () => {
    const counter = async (b: number) => Number((await elsewhere(`SELECT coalesce((SELECT n FROM business_epochs WHERE business_id = ${b}), 0) AS n`))[0].n);
    const [before, other] = [await counter(businessId), await counter(businessId + 1)];
    await elsewhere(`BEGIN; UPDATE r_staff SET designation = 'Cashier' WHERE id = ${staffId}; UPDATE r_staff SET designation = 'Head Cashier' WHERE id = ${staffId}; COMMIT`);
    expect(await counter(businessId)).toBe(before + 1);
    await elsewhere(`BEGIN; UPDATE r_staff SET designation = 'Clerk' WHERE id = ${staffId}; ROLLBACK`);
    expect(await counter(businessId)).toBe(before + 1);
    expect(await counter(businessId + 1)).toBe(other);
  });

  it("a write from another connection shows on the very next list page", async () => {
    expect((await mine()).full_name).toBe("Epoch Cashier");
    await list(); // now kept
    await elsewhere(`UPDATE r_staff SET full_name = 'Renamed Elsewhere' WHERE id = ${staffId}`);
    expect((await mine()).full_name).toBe("Renamed Elsewhere");
    await elsewhere(`INSERT INTO r_staff (business_id, full_name, phone, joining_date, salary_type, salary) VALUES (${businessId}, 'Added Elsewhere', '9000000033', '2024-01-02', 'monthly', 1000000)`);
    expect((await list()).some((r) => r.full_name === "Added Elsewhere")).toBe(true);
    await elsewhere(`DELETE FROM r_staff WHERE full_name = 'Added Elsewhere' AND business_id = ${businessId}`);
    expect((await list()).some((r) => r.full_name === "Added Elsewhere")).toBe(false);
  });

  it("a page kept from the owner's request is masked for a staff member, and whole again for the owner", async () => {
    expect((await mine()).bank_account_number).toBe(ACCOUNT);
    expect((await mine()).bank_account_number).toBe(ACCOUNT);
    expect((await mine(tokens.writer)).bank_account_number).toBe("XXXX5566");
    expect((await mine(tokens.writer)).bank_account_number).toBe("XXXX5566");
    expect((await mine()).bank_account_number).toBe(ACCOUNT);
  });

  it("the wallet balance and the plans follow writes from another connection", async () => {
    const balance = async () => (await s.call("GET", `/api/business/business_balance/${businessId}`, { token: tokens.owner })).body.wallet as number;
    const before = await balance();
    expect(await balance()).toBe(before);
    await elsewhere(`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) VALUES (${businessId}, 12345, 'topup', 'epoch-test-1')`);
    expect(await balance()).toBeCloseTo(before + 123.45, 2);

    const plans = async () =>
      (await s.call("GET", `/api/business/getBusiness?business_id=${businessId}&type=subscription`, { token: tokens.owner })).body.data.business_subscription.communication.label as string;
    await plans();
    await plans();
    await elsewhere(`UPDATE subscriptions SET plan = 'monthly', expires_at = now() - interval '1 day' WHERE business_id = ${businessId} AND module = 'communication'`);
    expect(await plans()).toBe("EXPIRED");
  });

  it("a revoked session is refused on the very next request, though its page is kept", async () => {
    await list(tokens.writer);
    await list(tokens.writer);
    await elsewhere(`UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE mobile = '9000000031')`);
    expect((await s.call("GET", LIST(), { token: tokens.writer })).status).toBe(401);
    expect((await list()).length).toBeGreaterThan(0);
  });
});
