import { afterAll, beforeAll, expect, it } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { startServer, type TestServer } from "./harness";

/** A stand-in for a real provider at GATEWAY_URL: records what it is sent, answers what the test says. */
let provider: Server;
let providerUrl: string;
const seen: { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
let answer: (path: string, body: Record<string, unknown>) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

let server: TestServer;
let owner: string;
let shop: number;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      seen.push({ path: req.url ?? "", headers: req.headers, body });
      const out = answer(req.url ?? "", body);
      res.writeHead(out.status, { "content-type": "application/json" }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => provider.listen(0, "127.0.0.1", r));
  providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}/v1`;
  server = await startServer({ env: { GATEWAY_URL: providerUrl, GATEWAY_KEY: "live-key", GATEWAY_SECRET: "live-secret" } });
  owner = await server.signIn("9876543210");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  // Migrating and seeding a fresh database can take a while on a busy 2-core machine.
}, 180_000);
afterAll(async () => {
  await server?.close();
  provider?.close();
});

it("forwards to GATEWAY_URL with the key and secret as headers, and serves no sandbox", async () => {
  answer = (path) => (path === "/v1/validateUPI" ? { status: 200, body: { success: true, maskName: "PR*** ME***" } } : { status: 404, body: {} });
  const res = await server.call("POST", "/api/gateway/validateUPI", { token: owner, body: { virtual_address: "priya.mehta@okicici", business_id: shop } });
  expect(res.body).toEqual({ success: true, maskName: "PR*** ME***" });
  const call = seen.at(-1)!;
  expect(call.path).toBe("/v1/validateUPI");
  expect(call.headers["x-api-key"]).toBe("live-key");
  expect(call.headers["x-api-secret"]).toBe("live-secret");
  expect(call.body).toEqual({ virtual_address: "priya.mehta@okicici" });
  expect(JSON.stringify(res.body)).not.toContain("live-secret");
  expect((await server.call("POST", "/api/sandbox/gateway/qrcode", { body: {} })).status).toBe(404);
  expect((await server.call("GET", "/api/sandbox/upi/requests")).status).toBe(404);
});

it("turns a provider outage into 502 and credits nothing on a claim it cannot confirm", async () => {
  answer = (path, body) =>
    path === "/v1/collectpay"
      ? { status: 200, body: { success: true, merchantTranId: body.order_id } }
      : { status: 503, body: { error: "maintenance" } };
  const collect = await server.call("POST", "/api/gateway/collectpay", { token: owner, body: { payer_address: "priya.mehta@okicici", amount: "100", business_id: shop } });
  expect(collect.body.success).toBe(true);
  expect(seen.at(-1)!.body).toMatchObject({ payer_address: "priya.mehta@okicici", amount: "100.00", order_id: collect.body.merchantTranId });
  const validate = await server.call("POST", "/api/gateway/validateUPI", { token: owner, body: { virtual_address: "x.y@okaxis", business_id: shop } });
  expect(validate.status).toBe(502);
  const before = (await server.call("GET", `/api/business/business_balance/${shop}`, { token: owner })).body.wallet;
  const form = new URLSearchParams({ amount: "100", business_id: String(shop), transaction_id: collect.body.merchantTranId, status: "success", payment_response: "{}" });
  const claim = await server.call("POST", "/api/business/updateWalletAmount", { token: owner, body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(claim.status).toBe(502);
  expect(claim.body.message).toMatch(/could not reach the bank/);
  expect((await server.call("GET", `/api/business/business_balance/${shop}`, { token: owner })).body.wallet).toBe(before);
  // Once the provider confirms it, for that amount, the same claim credits.
  answer = (path, body) => (path === "/v1/getTransaction" ? { status: 200, body: { success: true, status: "SUCCESS", amount: "100.00", merchantTranId: body.txn_id } } : { status: 404, body: {} });
  const retry = await server.call("POST", "/api/business/updateWalletAmount", { token: owner, body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(retry.body).toEqual({ success: true, message: "₹100.00 added to your wallet" });
  expect((await server.call("GET", `/api/business/business_balance/${shop}`, { token: owner })).body.wallet).toBe(before + 100);
});
