import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { credit } from "../../server/wallet/ledger";

/** F3: one idempotency key per money request, stored as given in one reference the ledger and the row share. */
let server: TestServer;
let token: string;
let kirana: number;

const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await server.database.db.execute<T & Record<string, unknown>>(query)).rows as T[];
const balance = async () => (await server.call("GET", `/api/business/business_balance/${kirana}`, { token })).body.wallet as number;
const withdraw = (request_key: string, amount = "100.00") => server.call("POST", `/api/m/${kirana}/withdrawals`, { token, body: { amount, request_key } });
const upgrade = (request_key: string) =>
  server.call("POST", `/api/business/${kirana}/subscription/upgrade`, { token, body: { module: "galla", plan: "monthly", request_key } });

/** Every debit of this kind has exactly one row with its reference, and every row its debit. */
async function pairs(kind: "withdrawal" | "subscription") {
  const ledger = await rows<{ reference: string; amount_paise: number }>(
    sql`SELECT reference, amount_paise FROM wallet_ledger WHERE business_id = ${kirana} AND kind = ${kind} ORDER BY reference`,
  );
  const own =
    kind === "withdrawal"
      ? await rows<{ reference: string }>(sql`SELECT reference FROM r_withdrawals WHERE business_id = ${kirana} ORDER BY reference`)
      : await rows<{ reference: string }>(sql`SELECT reference FROM subscription_payments WHERE business_id = ${kirana} ORDER BY reference`);
  return { ledger: ledger.map((r) => r.reference), rows: own.map((r) => r.reference) };
}

beforeAll(async () => {
  server = await startServer();
  token = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
  kirana = businesses.find((b) => b.business_master_id === 5)!.id;
  await credit(server.database.db, { businessId: kirana, amountPaise: 100_000_00, kind: "topup", reference: `money-keys-topup-${kirana}` });
}, 120_000);
afterAll(() => server?.close());

describe("withdrawal request keys", () => {
  it("keys differing only in case are two requests: two debits and two rows, each pair one reference", async () => {
    const before = await balance();
    expect((await withdraw("CaseKey0001")).body.message).toBe("Withdrawal requested");
    expect((await withdraw("casekey0001")).body.message).toBe("Withdrawal requested");
    expect(await balance()).toBe(before - 200);
    const { ledger, rows: own } = await pairs("withdrawal");
    expect(own).toEqual(ledger);
    expect(own).toEqual(expect.arrayContaining([`withdrawal:${kirana}:CaseKey0001`, `withdrawal:${kirana}:casekey0001`]));
  });

  it("keys differing only after the 40th character are two requests", async () => {
    const stem = "k".repeat(40);
    const before = await balance();
    await withdraw(`${stem}A`);
    await withdraw(`${stem}B`);
    expect(await balance()).toBe(before - 200);
    const { ledger, rows: own } = await pairs("withdrawal");
    expect(own).toEqual(ledger);
    expect(own.filter((r) => r.includes(stem))).toHaveLength(2);
  });

  it("the same key with spaces around it is the same request: debited once, one row", async () => {
    const before = await balance();
    const first = await withdraw("SpaceKey0001");
    const again = await withdraw("  SpaceKey0001 ");
    expect(again.body).toMatchObject({ message: "Already requested", data: { id: first.body.data.id } });
    expect(await balance()).toBe(before - 100);
  });

  it("a key past 64 characters is refused with 400 naming request_key, never cut short", async () => {
    const before = await balance();
    const res = await withdraw("x".repeat(65));
    expect(res).toMatchObject({ status: 400, body: { field: "request_key" } });
    expect(res.body.message).toMatch(/at most 64/);
    expect(await withdraw("")).toMatchObject({ status: 400, body: { field: "request_key" } });
    expect(await withdraw("bad key with spaces")).toMatchObject({ status: 400, body: { field: "request_key" } });
    expect(await balance()).toBe(before);
  });

  it("twenty concurrent retries of one key debit once and keep one row", async () => {
    const before = await balance();
    const all = await Promise.all(Array.from({ length: 20 }, () => withdraw("RaceKey00001")));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(all.map((r) => r.body.data.id)).size).toBe(1);
    expect(await balance()).toBe(before - 100);
    const { ledger, rows: own } = await pairs("withdrawal");
    expect(own).toEqual(ledger);
  });
});

describe("subscription upgrade keys", () => {
  it("stores the ledger's reference on the payment; case-different keys are two purchases, retries one", async () => {
    const before = await balance();
    const a = await upgrade("UpKey000001");
    const b = await upgrade("upkey000001");
    const retries = await Promise.all(Array.from({ length: 8 }, () => upgrade("upkey000001")));
    expect([a.status, b.status, ...retries.map((r) => r.status)]).toEqual(Array(10).fill(200));
    expect(retries.every((r) => r.body.data.replayed)).toBe(true);
    const { ledger, rows: own } = await pairs("subscription");
    expect(own).toEqual(ledger);
    expect(own).toEqual(expect.arrayContaining([`subscription:${kirana}:UpKey000001`, `subscription:${kirana}:upkey000001`]));
    expect(before - (await balance())).toBe(2 * a.body.data.amount);
    expect(await upgrade("u".repeat(65))).toMatchObject({ status: 400, body: { field: "request_key" } });
  });
});
