import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { readConfig } from "../../server/config";
import type { AppContext } from "../../server/context";
import { gatewayProviderFor } from "../../server/gateway/config";
import { reconcileOnce } from "../../server/wallet/reconciler";
import { ORDER_VALIDITY_MS, RECHECK_AFTER_MS } from "../../server/wallet/topups";

/**
 * M4: the reconciler may ask about an order before its collect request has reached the provider, which
 * answers "transaction not found". That is "not yet" while the order could still be paid; past that the
 * order fails, is looked at once more, and a late success is credited exactly once.
 */
let server: TestServer;
let shop: number;
let userId: number;
const saved = process.env.WALLET_RECONCILE_MS;
const MIN = 60_000;

const rows = async <T>(q: ReturnType<typeof sql>) => (await server.database.db.execute<T & Record<string, unknown>>(q)).rows as T[];
const context = () =>
  ({ database: server.database, config: readConfig({ NODE_ENV: "test" }), selfUrl: () => server.url, sandbox: { sms: true, gateway: true } }) as unknown as AppContext;
/** The sandbox provider over HTTP, as the reconciler uses it; `asked` counts its status questions. */
let asked = 0;
const provider = () => {
  const real = gatewayProviderFor(context());
  return { ...real, getTransaction: (q: { txn_id: string }) => (asked++, real.getTransaction(q)) };
};
/** One pass at `at` (ms from now), claiming even orders checked a moment ago. */
const pass = (at = 0) => reconcileOnce(context(), provider(), { now: Date.now() + at, minGapMs: 0 });

/** A top-up order written `ageMs` ago that the provider has not (yet) heard of. */
async function orderUnknownToBank(id: string, ageMs: number) {
  await server.database.db.execute(sql`
    INSERT INTO wallet_topups (merchant_tran_id, business_id, user_id, mode, amount_paise, payer_vpa, status, created_at)
    VALUES (${id}, ${shop}, ${userId}, 'COLLECT', 12300, 'late@okaxis', 'PENDING', now() - ${`${ageMs} milliseconds`}::interval)`);
}
/** The bank now knows the order, and the payer has paid it. */
async function bankSaysPaid(id: string) {
  await server.database.db.execute(sql`
    INSERT INTO sandbox_gateway_txns (merchant_tran_id, kind, amount_paise, payer_vpa, payee_vpa, payee_name, status, rrn, expires_at, decided_at)
    VALUES (${id}, 'COLLECT', 12300, 'late@okaxis', 'galla@sandbox', 'Galla', 'SUCCESS', '123456789012', now() + interval '1 day', now())`);
}
const topup = async (id: string) =>
  (await rows<{ status: string; recheck: boolean }>(sql`SELECT status, recheck_at IS NOT NULL AS recheck FROM wallet_topups WHERE merchant_tran_id = ${id}`))[0];
const credits = async (id: string) =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE reference = ${`topup:${id}`}`))[0].n;

beforeAll(async () => {
  process.env.WALLET_RECONCILE_MS = "3600000"; // only this file's passes
  server = await startServer();
  const owner = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  userId = (await rows<{ id: number }>(sql`SELECT id FROM users WHERE mobile = ${DEMO_OWNER_MOBILE}`))[0].id;
}, 120_000);
afterAll(async () => {
  if (saved === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = saved;
  await server?.close();
});

describe("a top-up the provider has not heard of", () => {
  it("stays pending while the order is valid, and is credited once the bank has it paid", async () => {
    await orderUnknownToBank("UNSEEN0000000001", 5_000);
    await pass();
    expect(await topup("UNSEEN0000000001")).toEqual({ status: "PENDING", recheck: false });
    await bankSaysPaid("UNSEEN0000000001");
    await pass(1000);
    expect((await topup("UNSEEN0000000001")).status).toBe("SUCCESS");
    expect(await credits("UNSEEN0000000001")).toBe(1);
  });

  it("fails past its validity, is asked once more later, and a late success is credited exactly once", async () => {
    await orderUnknownToBank("UNSEEN0000000002", ORDER_VALIDITY_MS + 5 * MIN);
    await pass();
    expect(await topup("UNSEEN0000000002")).toEqual({ status: "FAILED", recheck: true });
    // Before its recheck comes, passes leave it alone.
    asked = 0;
    await pass(RECHECK_AFTER_MS - MIN);
    expect(asked).toBe(0);
    await bankSaysPaid("UNSEEN0000000002");
    await pass(RECHECK_AFTER_MS + MIN);
    expect(await topup("UNSEEN0000000002")).toEqual({ status: "SUCCESS", recheck: false });
    expect(await credits("UNSEEN0000000002")).toBe(1);
    await pass(RECHECK_AFTER_MS + 2 * MIN);
    expect(await credits("UNSEEN0000000002")).toBe(1);
  });

  it("gives up after that one more look when the bank still does not know it", async () => {
    await orderUnknownToBank("UNSEEN0000000003", ORDER_VALIDITY_MS + 5 * MIN);
    await pass();
    await pass(RECHECK_AFTER_MS + MIN);
    expect(await topup("UNSEEN0000000003")).toEqual({ status: "FAILED", recheck: false });
    asked = 0;
    await pass(3 * RECHECK_AFTER_MS);
    expect(asked).toBe(0);
    expect(await credits("UNSEEN0000000003")).toBe(0);
  });

  it("an order the bank declined is final: never asked again", async () => {
    await orderUnknownToBank("UNSEEN0000000004", 5_000);
    await server.database.db.execute(sql`
      INSERT INTO sandbox_gateway_txns (merchant_tran_id, kind, amount_paise, payer_vpa, payee_vpa, payee_name, status, message, expires_at, decided_at)
      VALUES ('UNSEEN0000000004', 'COLLECT', 12300, 'late@okaxis', 'galla@sandbox', 'Galla', 'FAILURE', 'Declined by the payer', now() + interval '1 day', now())`);
    await pass();
    expect(await topup("UNSEEN0000000004")).toEqual({ status: "FAILED", recheck: false });
  });
});
