import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { walletLedger } from "../../server/db/schema";
import { walletTopups } from "../../server/wallet/schema";

let server: TestServer;
let owner: string;
let other: string;
let shop: number; // Sharma General Store
let otherShop: number; // Mehta Medicals, the second owner's
const previousInterval = process.env.WALLET_RECONCILE_MS;

beforeAll(async () => {
  // No background reconciler during these tests: they are about what the post itself does.
  process.env.WALLET_RECONCILE_MS = String(3600_000);
  server = await startServer();
  owner = await server.signIn("9876543210");
  other = await server.signIn("9123456780");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  otherShop = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
  // Migrating and seeding a fresh database can take a while on a busy 2-core machine.
}, 180_000);
afterAll(async () => {
  if (previousInterval === undefined) delete process.env.WALLET_RECONCILE_MS;
  else process.env.WALLET_RECONCILE_MS = previousInterval;
  await server?.close();
});

const balance = async (id = shop, token = owner) => (await server.call("GET", `/api/business/business_balance/${id}`, { token })).body.wallet as number;
const gateway = (op: string, body: object, token = owner) => server.call("POST", `/api/gateway/${op}`, { token, body });
const postWallet = (fields: Record<string, string | number>, token = owner) =>
  server.call("POST", "/api/business/updateWalletAmount", {
    token,
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

async function waitForStatus(txn: string, want: string, businessId = shop) {
  for (let i = 0; i < 60; i++) {
    const res = await gateway("getTransaction", { txn_id: txn, business_id: businessId });
    if (res.body.status === want) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${txn} never became ${want}`);
}

async function collect(payer: string, amount: string, businessId = shop) {
  const res = await gateway("collectpay", { payer_address: payer, amount, note: "Wallet top-up", business_id: businessId });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  expect(res.body.merchantTranId).toMatch(/^[A-Za-z0-9]{16}$/);
  return res.body.merchantTranId as string;
}

describe("gateway calls", () => {
  it("validates a UPI id: masked name for a well-formed one, the provider's message otherwise", async () => {
    const ok = await gateway("validateUPI", { virtual_address: "ramesh.sharma@okhdfc", business_id: shop });
    expect(ok.body).toMatchObject({ success: true, maskName: "RA**** SH****" });
    for (const bad of ["ramesh", "a@b", "ramesh@@okhdfc", ".ramesh@okhdfc", "ram esh@okhdfc", "ramesh@ok1"]) {
      const res = await gateway("validateUPI", { virtual_address: bad, business_id: shop });
      expect(res.body.success, bad).toBe(false);
      expect(res.body.message).toMatch(/Invalid UPI id/);
    }
  });

  it("makes a dynamic QR that encodes a standard UPI intent for the amount and order", async () => {
    const res = await gateway("qrcode", { amount: "250.50", business_id: shop });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const id = res.body.merchantTranId;
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(res.body.qr_code).toBe(`upi://pay?pa=gallawallet%40sandbox&pn=Galla%20Wallet&am=250.50&tr=${id}&cu=INR`);
  });

  it("keeps the provider key and secret on the server", async () => {
    const res = await gateway("qrcode", { amount: "10", business_id: shop });
    expect(JSON.stringify(res.body)).not.toMatch(/sandbox-gateway-(key|secret)/);
    const direct = await server.call("POST", "/api/sandbox/gateway/qrcode", { body: { order_id: "ABCDEFGH12345678", amount: "10" } });
    expect(direct.status).toBe(401);
  });

  it("answers 404 for another owner's business and 401 without a token", async () => {
    for (const op of ["qrcode", "validateUPI", "collectpay", "getTransaction", "cancelTransaction"]) {
      const res = await gateway(op, { amount: "10", virtual_address: "a.b@okaxis", payer_address: "a.b@okaxis", txn_id: "ABCDEFGH12345678", business_id: otherShop });
      expect(res.status, op).toBe(404);
      expect((await server.call("POST", `/api/gateway/${op}`, { body: { business_id: shop } })).status).toBe(401);
    }
    // Another business's order is not reachable through one's own business either.
    const theirs = await collect("someone@okaxis", "10", otherShop).catch(() => "");
    expect(theirs).toBe("");
    const mine = await collect("someone@okaxis", "10");
    expect((await gateway("getTransaction", { txn_id: mine, business_id: otherShop }, other)).status).toBe(404);
  });

  it("refuses bad amounts with 400 naming the field", async () => {
    for (const amount of ["-5", "0", "0.00", "NaN", "abc", "10.123", "1e5", "100000000000", ""]) {
      const res = await gateway("qrcode", { amount, business_id: shop });
      expect(res.status, amount).toBe(400);
      expect(res.body.field).toBe("amount");
    }
  });

  it("cancels a pending collect request", async () => {
    const txn = await collect("waiting.payer@okaxis", "20");
    const res = await gateway("cancelTransaction", { txn_id: txn, business_id: shop });
    expect(res.body).toMatchObject({ success: true, status: "FAILURE" });
    expect((await server.call("POST", `/api/sandbox/upi/requests/${txn}/approve`)).status).toBe(409);
  });
});

describe("updateWalletAmount", () => {
  it("credits a payment the provider confirms, once", async () => {
    const before = await balance();
    const txn = await collect("success@sandbox", "500");
    expect((await gateway("getTransaction", { txn_id: txn, business_id: shop })).body.status).toBe("PENDING");
    await waitForStatus(txn, "SUCCESS");
    const res = await postWallet({ amount: "500", business_id: shop, transaction_id: txn, status: "success", payment_response: '{"status":"SUCCESS"}' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "₹500.00 added to your wallet" });
    expect(await balance()).toBeCloseTo(before + 500, 2);
    const again = await postWallet({ amount: "500", business_id: shop, transaction_id: txn, status: "success", payment_response: "{}" });
    expect(again.body.success).toBe(true);
    expect(await balance()).toBeCloseTo(before + 500, 2);
  });

  it("refuses a forged success claim and credits nothing", async () => {
    const before = await balance();
    // An id the provider never saw.
    const forged = await postWallet({ amount: "1000", business_id: shop, transaction_id: "FORGEDforged1234", status: "success", payment_response: "{}" });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/no record of this payment/);
    // A real order that nobody paid.
    const unpaid = (await gateway("qrcode", { amount: "1000", business_id: shop })).body.merchantTranId;
    const early = await postWallet({ amount: "1000", business_id: shop, transaction_id: unpaid, status: "success", payment_response: "{}" });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not confirmed/);
    // A paid order claimed for more than was paid.
    const paid = await collect("success@sandbox", "1");
    await waitForStatus(paid, "SUCCESS");
    const inflated = await postWallet({ amount: "1000", business_id: shop, transaction_id: paid, status: "success", payment_response: "{}" });
    expect(inflated.status).toBe(400);
    expect(inflated.body.field).toBe("amount");
    // A declined payment claimed as a success.
    const declined = await collect("failure@sandbox", "300");
    const failed = await waitForStatus(declined, "FAILURE");
    expect(failed.message).toMatch(/declined/);
    const claim = await postWallet({ amount: "300", business_id: shop, transaction_id: declined, status: "success", payment_response: "{}" });
    expect(claim.status).toBe(400);
    expect(claim.body.message).toMatch(/Nothing was added/);
    const refs = (await server.database.db.select().from(walletLedger).where(eq(walletLedger.businessId, shop))).map((e) => e.reference);
    for (const id of ["FORGEDforged1234", unpaid, declined, paid]) expect(refs).not.toContain(`topup:${id}`);
    expect(await balance()).toBeCloseTo(before, 2);
  });

  it("refuses a claim for a payment of another business, even one's own other business", async () => {
    const before = await balance();
    const hotel = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[1].id;
    const txn = await collect("success@sandbox", "75", hotel);
    await waitForStatus(txn, "SUCCESS", hotel);
    const res = await postWallet({ amount: "75", business_id: shop, transaction_id: txn, status: "success", payment_response: "{}" });
    expect(res.status).toBe(400);
    expect(await balance()).toBeCloseTo(before, 2);
    // And the other owner cannot post to this owner's business at all.
    const foreign = await postWallet({ amount: "75", business_id: shop, transaction_id: txn, status: "success", payment_response: "{}" }, other);
    expect(foreign.status).toBe(404);
  });

  it("records a failed payment without crediting it", async () => {
    const before = await balance();
    const txn = await collect("failure@sandbox", "40");
    await waitForStatus(txn, "FAILURE");
    const res = await postWallet({ amount: "40", business_id: shop, transaction_id: txn, status: "fail", payment_response: '{"status":"FAILURE"}' });
    expect(res.body).toMatchObject({ success: true });
    const [row] = await server.database.db.select().from(walletTopups).where(eq(walletTopups.merchantTranId, txn));
    expect(row.status).toBe("FAILED");
    expect(row.paymentResponse).toBe('{"status":"FAILURE"}');
    expect(await balance()).toBeCloseTo(before, 2);
  });

  it("credits once when 50 posts of one transaction arrive together", async () => {
    const before = await balance();
    const txn = await collect("paying.customer@okicici", "123.45");
    const approved = await server.call("POST", `/api/sandbox/upi/requests/${txn}/approve`);
    expect(approved.status).toBe(200);
    const posts = await Promise.all(
      Array.from({ length: 50 }, () => postWallet({ amount: "123.45", business_id: shop, transaction_id: txn, status: "success", payment_response: "{}" })),
    );
    expect(posts.every((p) => p.status === 200 && p.body.success)).toBe(true);
    expect(await balance()).toBeCloseTo(before + 123.45, 2);
    const entries = await server.database.db.select().from(walletLedger).where(and(eq(walletLedger.businessId, shop), eq(walletLedger.reference, `topup:${txn}`)));
    expect(entries).toHaveLength(1);
    expect(entries[0].amountPaise).toBe(12345);
  });

  it("refuses bad fields with 400 naming the field, changing nothing", async () => {
    const before = await balance();
    const base = { amount: "10", business_id: shop, transaction_id: "ABCDEFGH12345678", status: "success", payment_response: "{}" };
    for (const amount of ["-10", "0", "NaN", "abc", "10.999", "99999999999"]) {
      const res = await postWallet({ ...base, amount });
      expect(res.status, amount).toBe(400);
      expect(res.body.field).toBe("amount");
    }
    expect((await postWallet({ ...base, transaction_id: "short" })).body.field).toBe("transaction_id");
    expect((await postWallet({ ...base, status: "maybe" })).body.field).toBe("status");
    expect((await postWallet({ ...base, business_id: otherShop })).status).toBe(404);
    expect(await balance()).toBeCloseTo(before, 2);
  });

  it("settles a dynamic QR paid in the payer's app through the signed webhook", async () => {
    const before = await balance();
    const qr = (await gateway("qrcode", { amount: "60", business_id: shop })).body;
    const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: qr.qr_code, payer_address: "neha.k@okaxis" } });
    expect(paid.status).toBe(200);
    let now = before;
    for (let i = 0; i < 40 && now === before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = await balance();
    }
    expect(now).toBeCloseTo(before + 60, 2);
    const forged = await server.call("POST", "/api/gateway/webhook", { body: { merchantTranId: qr.merchantTranId, status: "SUCCESS" }, headers: { "x-gateway-signature": "00" } });
    expect(forged.status).toBe(401);
  });
});
