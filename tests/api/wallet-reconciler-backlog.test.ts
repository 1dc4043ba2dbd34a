import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import type { AppContext } from "../../server/context";
import { gatewayProviderFor } from "../../server/gateway/config";
import type { GatewayProvider } from "../../server/gateway/provider";
import { reconcileOnce } from "../../server/wallet/reconciler";
import { MAX_UNPAID_TOPUPS_PER_USER } from "../../server/wallet/topups";

/** F8: a backlog of one user's unpaid orders cannot starve a paid top-up, and processes share the work. */
let server: TestServer;
let owner: string;
let shop: number;
let ownerId: number;
const saved = process.env.WALLET_RECONCILE_MS;
/** A pass asks the provider about 400+ orders over HTTP: seconds when the machine is quiet, more on a busy one. */
const PASS_TIMEOUT = 120_000;

const rows = async <T>(q: ReturnType<typeof sql>) => (await server.database.db.execute<T & Record<string, unknown>>(q)).rows as T[];
const context = (database = server.database) =>
  ({ database, config: readConfig({ NODE_ENV: "test" }), selfUrl: () => server.url, sandbox: { sms: true, gateway: true } }) as unknown as AppContext;
/** The real (sandbox) gateway over HTTP, counting how often each order is asked about. */
function counting(asked: Map<string, number>): GatewayProvider {
  const real = gatewayProviderFor(context());
  return { ...real, getTransaction: async (q) => (asked.set(q.txn_id, (asked.get(q.txn_id) ?? 0) + 1), real.getTransaction(q)) };
}
const gateway = (token: string, action: string, body: object) => server.call("POST", `/api/gateway/${action}`, { token, body });

beforeAll(async () => {
  // Only the passes this file runs: the background reconciler waits an hour.
  process.env.WALLET_RECONCILE_MS = "3600000";
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  ownerId = (await rows<{ id: number }>(sql`SELECT id FROM users WHERE mobile = ${DEMO_OWNER_MOBILE}`))[0].id;
}, 120_000);
afterAll(async () => {
  if (saved === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = saved;
  await server?.close();
});

/** Unpaid orders the sandbox bank also holds as pending, as if the user had opened and abandoned them. */
async function backlog(n: number, userId: number, businessId: number, tag: string) {
  await server.database.db.execute(sql`
    INSERT INTO sandbox_gateway_txns (merchant_tran_id, kind, amount_paise, payer_vpa, payee_vpa, payee_name, status, expires_at)
    SELECT ${tag} || lpad(g::text, 12, '0'), 'COLLECT', 100, 'someone@okaxis', 'galla@sandbox', 'Galla', 'PENDING', now() + interval '1 day'
    FROM generate_series(1, ${n}) g`);
  await server.database.db.execute(sql`
    INSERT INTO wallet_topups (merchant_tran_id, business_id, user_id, mode, amount_paise, payer_vpa, status, created_at)
    SELECT ${tag} || lpad(g::text, 12, '0'), ${businessId}, ${userId}, 'COLLECT', 100, 'someone@okaxis', 'PENDING', now() - interval '1 hour' + g * interval '1 second'
    FROM generate_series(1, ${n}) g`);
}

describe("the reconciler under a backlog", () => {
  it(`caps one user's unpaid orders at ${MAX_UNPAID_TOPUPS_PER_USER}: the next one is 429 naming the amount`, async () => {
    for (let i = 0; i < MAX_UNPAID_TOPUPS_PER_USER; i++) {
      expect((await gateway(owner, "collectpay", { payer_address: "waits@okaxis", amount: "10", business_id: shop })).body.success).toBe(true);
    }
    const over = await gateway(owner, "collectpay", { payer_address: "waits@okaxis", amount: "10", business_id: shop });
    expect(over).toMatchObject({ status: 429, body: { field: "amount" } });
    expect((await gateway(owner, "qrcode", { amount: "10", business_id: shop })).status).toBe(429);
  });

  it("credits a paid top-up behind 400 unpaid orders of one user in the next pass", async () => {
    const other = await server.signIn(SECOND_OWNER_MOBILE);
    const mehta = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
    const before = (await server.call("GET", `/api/business/business_balance/${mehta}`, { token: other })).body.wallet;
    // One paid order older than the backlog and one newer: newest first, and every page, reach both.
    const older = await gateway(other, "collectpay", { payer_address: "payer.one@okaxis", amount: "11", business_id: mehta });
    await backlog(400, ownerId, shop, "BKLG");
    const newer = await gateway(other, "collectpay", { payer_address: "payer.two@okaxis", amount: "13", business_id: mehta });
    // The payers paid and the bank's webhooks were lost: only the reconciler can find out.
    await server.database.db.execute(
      sql`UPDATE sandbox_gateway_txns SET status = 'SUCCESS', message = 'Transaction successful', rrn = '612345678901', decided_at = now()
          WHERE merchant_tran_id IN (${older.body.merchantTranId}, ${newer.body.merchantTranId})`,
    );
    const asked = new Map<string, number>();

    const pass = await reconcileOnce(context(), counting(asked), { minGapMs: 0 });
    expect(pass.credited).toBe(2);
    expect(asked.get(older.body.merchantTranId)).toBe(1);
    expect((await server.call("GET", `/api/business/business_balance/${mehta}`, { token: other })).body.wallet).toBeCloseTo(before + 24, 2);
  }, PASS_TIMEOUT);

  it("two reconcilers on one database (two processes) ask about each pending order once", async () => {
    // As if no process had checked them for a while.
    await server.database.db.execute(sql`UPDATE wallet_topups SET checked_at = NULL`);
    const pending = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_topups WHERE status = 'PENDING'`))[0].n;
    expect(pending).toBeGreaterThanOrEqual(400);
    const asked = new Map<string, number>();
    // On PostgreSQL the second reconciler has its own connection pool, as a second server process would.
    const second = server.databaseUrl ? await openDatabase({ url: server.databaseUrl, dataDir: "" }) : server.database;
    try {
      const [a, b] = await Promise.all([
        reconcileOnce(context(), counting(asked), { minGapMs: 60_000 }),
        reconcileOnce(context(second), counting(asked), { minGapMs: 60_000 }),
      ]);
      expect(a.checked + b.checked).toBe(Number(pending));
      expect(asked.size).toBe(Number(pending));
      expect([...asked.values()].every((n) => n === 1)).toBe(true);
      if (second !== server.database) expect(Math.min(a.checked, b.checked)).toBeGreaterThan(0);
    } finally {
      if (second !== server.database) await second.close();
    }
  }, PASS_TIMEOUT);
});
