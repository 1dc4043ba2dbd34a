import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { walletTopups } from "../../server/wallet/schema";

let server: TestServer;
let owner: string;
let shop: number;
const previousInterval = process.env.WALLET_RECONCILE_MS;

beforeAll(async () => {
  // The reconciler buildApp starts runs every 300 ms here instead of every 20 s.
  process.env.WALLET_RECONCILE_MS = "300";
  server = await startServer();
  owner = await server.signIn("9876543210");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  // Migrating and seeding a fresh database can take a while on a busy 2-core machine.
}, 180_000);
afterAll(async () => {
  if (previousInterval === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = previousInterval;
  await server?.close();
});

const balance = async () => (await server.call("GET", `/api/business/business_balance/${shop}`, { token: owner })).body.wallet as number;

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 80 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

it("credits a paid top-up nobody posted, and closes a declined one, without any browser", async () => {
  const before = await balance();
  const paid = await server.call("POST", "/api/gateway/collectpay", { token: owner, body: { payer_address: "success@sandbox", amount: "42", note: "top-up", business_id: shop } });
  const declined = await server.call("POST", "/api/gateway/collectpay", { token: owner, body: { payer_address: "failure@sandbox", amount: "58", note: "top-up", business_id: shop } });
  expect(paid.body.success && declined.body.success).toBe(true);
  // Nobody polls or posts from here on: the payers decide after ~3 s and the reconciler asks the provider.
  expect(await waitFor(balance, (b) => b !== before)).toBeCloseTo(before + 42, 2);
  const row = async (id: string) => (await server.database.db.select().from(walletTopups).where(eq(walletTopups.merchantTranId, id)))[0];
  const credited = await row(paid.body.merchantTranId);
  expect(credited.status).toBe("SUCCESS");
  expect(credited.creditedAt).not.toBeNull();
  expect((await waitFor(() => row(declined.body.merchantTranId), (r) => r.status !== "PENDING")).status).toBe("FAILED");
  // Running on and on never credits it twice.
  await new Promise((r) => setTimeout(r, 1000));
  expect(await balance()).toBeCloseTo(before + 42, 2);
});
