import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { walletBalances } from "../../server/db/schema";
import { credit, debit } from "../../server/wallet/ledger";
import { HttpError } from "../../server/http/errors";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

// business_balance reads one wallet_balances row per business; statement triggers on wallet_ledger keep
// that row equal to the ledger sum, whoever writes the ledger (migrations/0011_wallet_balance.sql).

let server: TestServer;
let owner: string;
let other: string;
/** Every business and a token of a member who may read its balance. */
const tokenOf = new Map<number, string>();
let shop: number; // Sharma General Store
let otherShop: number; // the second owner's
const previousInterval = process.env.WALLET_RECONCILE_MS;

beforeAll(async () => {
  // No background reconciler: nothing but these tests writes the ledger.
  process.env.WALLET_RECONCILE_MS = String(3600_000);
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  other = await server.signIn(SECOND_OWNER_MOBILE);
  const mine = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data as { id: number; business_name: string }[];
  const theirs = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data as { id: number }[];
  for (const b of mine) tokenOf.set(b.id, owner);
  for (const b of theirs) tokenOf.set(b.id, other);
  shop = mine.find((b) => b.business_name === "Sharma General Store")!.id;
  otherShop = theirs[0].id;
}, 180_000);
afterAll(async () => {
  if (previousInterval === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = previousInterval;
  await server?.close();
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await server.database.db.execute<T>(query)).rows;

/** What business_balance answers, in paise. */
async function apiBalance(id: number, token = tokenOf.get(id)!): Promise<number> {
  const res = await server.call("GET", `/api/business/business_balance/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Math.round(res.body.wallet * 100);
}

async function ledgerSums(): Promise<Map<number, number>> {
  const found = await rows<{ business_id: number; total: string | number }>(
    sql`SELECT business_id, sum(amount_paise) AS total FROM wallet_ledger GROUP BY business_id`,
  );
  return new Map(found.map((r) => [Number(r.business_id), Number(r.total)]));
}

async function balanceRows(): Promise<Map<number, number>> {
  const found = await server.database.db.select().from(walletBalances);
  return new Map(found.map((r) => [r.businessId, Number(r.balancePaise)]));
}

/** The books: every balance row equals its ledger sum (and there is no row without entries), and business_balance says the same. */
async function expectBooksBalance() {
  const sums = await ledgerSums();
  expect(Object.fromEntries(await balanceRows())).toEqual(Object.fromEntries(sums));
  for (const [id, token] of tokenOf) expect(await apiBalance(id, token), `business ${id}`).toBe(sums.get(id) ?? 0);
}

/** A new business of the demo owner: it starts with the ₹100 opening entry only. */
async function newBusiness(name: string): Promise<number> {
  const res = await server.call("POST", "/api/business/addBusiness", { token: owner, body: { business_name: name, business_master_id: 1 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.id as number;
  tokenOf.set(id, owner);
  return id;
}

describe("the balance row", () => {
  it("is in place for every business after migrating, and equals its ledger sum", async () => {
    const sums = await ledgerSums();
    expect(sums.size).toBeGreaterThan(1);
    await expectBooksBalance();
  });

  it("is kept by statement-level triggers with transition tables, not row triggers", async () => {
    const triggers = await rows<{ name: string; row_level: boolean; old_table: string | null; new_table: string | null }>(
      sql`SELECT tgname AS name, (tgtype & 1) = 1 AS row_level, tgoldtable AS old_table, tgnewtable AS new_table
            FROM pg_trigger WHERE tgrelid = 'wallet_ledger'::regclass AND NOT tgisinternal ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual(["wallet_balances_del", "wallet_balances_ins", "wallet_balances_trunc", "wallet_balances_upd"]);
    for (const t of triggers) expect(t.row_level, t.name).toBe(false);
    expect(triggers.filter((t) => t.new_table).map((t) => t.name)).toEqual(["wallet_balances_ins", "wallet_balances_upd"]);
    expect(triggers.filter((t) => t.old_table).map((t) => t.name)).toEqual(["wallet_balances_del", "wallet_balances_upd"]);
  });

  it("moves business_balance when the ledger is written by raw SQL", async () => {
    const before = await apiBalance(otherShop);
    await server.database.exec(
      `INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference, note) VALUES (${otherShop}, 12345, 'topup', 'raw-trigger-check', 'by hand')`,
    );
    expect(await apiBalance(otherShop)).toBe(before + 12345);
  });

  it("is what business_balance reads (one row, not a sum over the ledger)", async () => {
    const [row] = await rows<{ balance_paise: string | number }>(sql`SELECT balance_paise FROM wallet_balances WHERE business_id = ${shop}`);
    const real = Number(row.balance_paise);
    try {
      // Knock the row off the ledger for a moment: the API must report the row.
      await server.database.exec(`UPDATE wallet_balances SET balance_paise = balance_paise + 777 WHERE business_id = ${shop}`);
      expect(await apiBalance(shop)).toBe(real + 777);
    } finally {
      await server.database.exec(`UPDATE wallet_balances SET balance_paise = ${real} WHERE business_id = ${shop}`);
    }
    expect(await apiBalance(shop)).toBe(real);
  });
});

describe("every way the ledger is written keeps the row equal to the ledger sum", () => {
  it("credits, debits, a refused debit and multi-row raw inserts", async () => {
    const fresh = await newBusiness("Balance Check Traders");
    expect(await apiBalance(fresh)).toBe(100_00); // the opening entry, through the trigger inside createBusiness's transaction

    expect(await credit(server.database.db, { businessId: shop, amountPaise: 2500_00, kind: "topup", reference: "wb-credit-1" })).toBe(true);
    // A retried credit is one entry and moves nothing.
    expect(await credit(server.database.db, { businessId: shop, amountPaise: 2500_00, kind: "topup", reference: "wb-credit-1" })).toBe(false);
    expect(await debit(server.database.db, { businessId: shop, amountPaise: 120_50, kind: "sms", reference: "wb-debit-1" })).toBe(true);
    expect(await debit(server.database.db, { businessId: shop, amountPaise: 120_50, kind: "sms", reference: "wb-debit-1" })).toBe(false);
    await expectBooksBalance();

    // A debit through the API (a plan bought from the wallet) …
    const shopBefore = await apiBalance(shop);
    const bought = await server.call("POST", `/api/business/${shop}/subscription/upgrade`, {
      token: owner,
      body: { module: "galla", plan: "monthly", request_key: "wb-upgrade-1" },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await apiBalance(shop)).toBeLessThan(shopBefore);
    // … and one refused with 402: nothing moves.
    const rowsBefore = await balanceRows();
    const refused = await server.call("POST", `/api/business/${fresh}/subscription/upgrade`, {
      token: owner,
      body: { module: "sales_and_purchase", plan: "yearly", request_key: "wb-upgrade-short" },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/Not enough balance/);
    await expect(debit(server.database.db, { businessId: fresh, amountPaise: 100_01, kind: "withdrawal", reference: "wb-short" })).rejects.toMatchObject({ statusCode: 402 });
    expect(await balanceRows()).toEqual(rowsBefore);
    expect(await apiBalance(fresh)).toBe(100_00);

    // One statement, many rows, several businesses (the way bench/seed-big.ts loads the ledger).
    await server.database.exec(
      `INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) VALUES
         (${shop}, 100, 'topup', 'wb-raw-1'), (${fresh}, 250, 'topup', 'wb-raw-2'), (${shop}, -40, 'sms', 'wb-raw-3'), (${otherShop}, 9, 'refund', 'wb-raw-4')`,
    );
    await server.database.exec(
      `INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference)
       SELECT CASE WHEN g % 2 = 0 THEN ${shop} ELSE ${fresh} END, g, 'topup', 'wb-series-' || g FROM generate_series(1, 5000) g`,
    );
    const sums = await ledgerSums();
    expect(await apiBalance(fresh)).toBe(100_00 + 250 + 2500 * 2500); // odd 1..4999 sum to 2500²
    expect(sums.get(fresh)).toBe(100_00 + 250 + 2500 * 2500);
    await expectBooksBalance();
  });

  it("updates and deletes by hand, a business deleted with its entries, and a truncate in a rolled-back transaction", async () => {
    const gone = await newBusiness("Short Lived Stores");
    await server.database.exec(
      `INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) SELECT ${gone}, 10 * g, 'topup', 'wb-gone-' || g FROM generate_series(1, 20) g`,
    );
    // Amounts changed, an entry moved to another business, a change that moves nothing, entries deleted.
    await server.database.exec(`UPDATE wallet_ledger SET amount_paise = amount_paise * 2 WHERE reference LIKE 'wb-gone-%'`);
    await server.database.exec(`UPDATE wallet_ledger SET business_id = ${shop} WHERE reference = 'wb-gone-20'`);
    await server.database.exec(`UPDATE wallet_ledger SET note = 'checked' WHERE business_id = ${otherShop}`);
    await server.database.exec(`DELETE FROM wallet_ledger WHERE reference IN ('wb-gone-1', 'wb-gone-2', 'wb-raw-1')`);
    await expectBooksBalance();

    // Deleting the business cascades to its entries and its balance row, whichever goes first.
    await server.database.exec(`DELETE FROM businesses WHERE id = ${gone}`);
    tokenOf.delete(gone);
    expect((await balanceRows()).has(gone)).toBe(false);
    await expectBooksBalance();

    // TRUNCATE fires no delete triggers; the balances are emptied with it (then rolled back here).
    await server.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE wallet_ledger`);
        const [left] = (await tx.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM wallet_balances`)).rows;
        expect(Number(left.n)).toBe(0);
        throw new Error("rollback");
      })
      .catch((err: Error) => {
        if (err.message !== "rollback") throw err;
      });
    await expectBooksBalance();
  });
});

describe("concurrent debits", () => {
  it("20 debits at once against a balance that covers 6 of them: 6 pass, 14 get 402, no overdraft", async () => {
    const id = await newBusiness("Concurrent Debit Mart");
    expect(await apiBalance(id)).toBe(100_00);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        debit(server.database.db, { businessId: id, amountPaise: 15_00, kind: "withdrawal", reference: `wb-concurrent-${i}` }),
      ),
    );
    const passed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    for (const r of refused) expect(r.reason instanceof HttpError && r.reason.statusCode === 402, String(r.reason)).toBe(true);
    expect(passed).toHaveLength(6);
    expect(refused).toHaveLength(14);
    expect(await apiBalance(id)).toBe(100_00 - 6 * 15_00);
    expect((await ledgerSums()).get(id)).toBe(100_00 - 6 * 15_00);
    await expectBooksBalance();
  });

  it("20 plan purchases at once through the API against a balance that covers 3: never below zero", async () => {
    const id = await newBusiness("Concurrent Upgrade Mart");
    const plans = await server.call("GET", `/api/business/${id}/subscription`, { token: owner });
    const galla = plans.body.data.modules.find((m: { type: string }) => m.type === "galla");
    const pricePaise = Math.round(galla.plans.find((p: { plan: string }) => p.plan === "monthly").price * 100);
    // Enough for three and a bit, with the ₹100 opening balance.
    await credit(server.database.db, { businessId: id, amountPaise: 3 * pricePaise + 50_00 - 100_00, kind: "topup", reference: `wb-upgrade-topup-${id}` });
    expect(await apiBalance(id)).toBe(3 * pricePaise + 50_00);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.call("POST", `/api/business/${id}/subscription/upgrade`, { token: owner, body: { module: "galla", plan: "monthly", request_key: `wb-many-${i}-abc` } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(402)]);
    expect(await apiBalance(id)).toBe(50_00);
    expect((await ledgerSums()).get(id)).toBe(50_00);
    await expectBooksBalance();
  });
});
