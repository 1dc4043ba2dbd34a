import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { startServer, type TestServer } from "./harness";
import { openSse, type SseStream } from "./sse";
import { MODULE_KEYS } from "../../resources/modules";
import { staticUpiLink } from "../../resources/upi";
import { upiPaymentLink } from "../../modules/sales/resources";
import { SANDBOX_GATEWAY_SECRET } from "../../server/gateway/config";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Live payments (issue 23): money landing for a business reaches every open stream of that business
 * within 2 s, once; a reconnect gets what it missed; the stream is for those who may read Payments.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let shop: number;
let otherShop: number;
const streams: SseStream[] = [];
const previous = { heartbeat: process.env.LIVE_HEARTBEAT_MS, reconcile: process.env.WALLET_RECONCILE_MS };

beforeAll(async () => {
  process.env.LIVE_HEARTBEAT_MS = "300";
  // Credits come from the webhook, not from the background reconciler.
  process.env.WALLET_RECONCILE_MS = String(3600_000);
  server = await startServer();
  tokens.owner = await server.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await server.signIn(SECOND_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: tokens.owner })).body.data[0].id;
  otherShop = (await server.call("GET", "/api/business/getBusiness", { token: tokens.other })).body.data[0].id;
  const staff = (galla: "none" | "read") => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), galla });
  for (const [who, mobile, galla] of [["staffNone", "9000000031", "none"], ["staffRead", "9000000032", "read"]] as const) {
    const invited = await server.call("POST", `/api/business/${shop}/members`, { token: tokens.owner, body: { mobile, permissions: staff(galla) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens[who] = await server.signIn(mobile);
  }
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  for (const [key, value] of [["LIVE_HEARTBEAT_MS", previous.heartbeat], ["WALLET_RECONCILE_MS", previous.reconcile]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await server?.close();
});

const open = async (businessId: number, token: string | undefined, lastEventId?: string) => {
  const s = await openSse(`${server.url}/api/payments/events?business_id=${businessId}`, {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(lastEventId ? { "last-event-id": lastEventId } : {}),
  });
  streams.push(s);
  return s;
};
const ready = async (s: SseStream) => (await s.next((e) => e.event === "ready")).id!;
const payments = (s: SseStream) => s.events.filter((e) => e.event === "payment").map((e) => JSON.parse(e.data));

/** A customer pays the business's printed QR in the sandbox payer app. */
async function payQr(upiId: string, name: string, amount: string, payer = "ramesh.kumar@okaxis") {
  const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: staticUpiLink(upiId, name), payer_address: payer, amount } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.data.merchantTranId as string;
}
const SHOP = { upi: "sharmastore@okhdfcbank", name: "Sharma General Store" };

describe("live payments stream", () => {
  it("delivers a payment to the business's QR to its open stream within 2 s", async () => {
    const s = await open(shop, tokens.owner);
    expect(s.status).toBe(200);
    expect(s.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(s.headers.get("cache-control")).toBe("no-store");
    const start = Number(await ready(s));
    const sentAt = Date.now();
    await payQr(SHOP.upi, SHOP.name, "250.00");
    const event = await s.next((e) => e.event === "payment", 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(Number(event.id)).toBeGreaterThan(start);
    expect(JSON.parse(event.data)).toMatchObject({ id: Number(event.id), kind: "qr", amount: 250, payer: "RA**** KU***" });
  });

  it("delivers a wallet top-up once it is credited, and only then", async () => {
    const s = await open(shop, tokens.owner);
    await ready(s);
    const started = await server.call("POST", "/api/gateway/collectpay", { token: tokens.owner, body: { payer_address: "sunita.rao@okicici", amount: "1200", note: "Wallet top-up", business_id: shop } });
    expect(started.body.success).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(payments(s)).toEqual([]); // asked for, not paid: nothing landed
    const sentAt = Date.now();
    const approved = await server.call("POST", `/api/sandbox/upi/requests/${started.body.merchantTranId}/approve`);
    expect(approved.status).toBe(200);
    const event = await s.next((e) => e.event === "payment", 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(JSON.parse(event.data)).toMatchObject({ kind: "topup", amount: 1200, payer: "SU**** RA*" });
  });

  it("announces a payment once however often the gateway reports it", async () => {
    const s = await open(shop, tokens.owner);
    await ready(s);
    const body = JSON.stringify({ event: "payment", success: true, merchantTranId: "LIVEDUP000000001", status: "SUCCESS", amount: "75.00", payer_address: "asha@okaxis", payer_name: "Asha", payee_address: SHOP.upi, rrn: "123456789012" });
    const signature = createHmac("sha256", SANDBOX_GATEWAY_SECRET).update(body).digest("hex");
    const post = () => server.call("POST", "/api/gateway/webhook", { body, headers: { "content-type": "application/json", "x-gateway-signature": signature } });
    await Promise.all([post(), post(), post()]);
    await s.next((e) => e.event === "payment");
    await post();
    await new Promise((r) => setTimeout(r, 700));
    expect(payments(s).map((p) => p.payer)).toEqual(["Asha"]);
  });

  it("delivers an invoice paid by its payment link (paid to the business's UPI id, like its QR)", async () => {
    const s = await open(shop, tokens.owner);
    await ready(s);
    // The link POST /api/sales/:businessId/invoices/:id/payment-link hands out, for an invoice's balance.
    const link = upiPaymentLink({ vpa: SHOP.upi, payee: SHOP.name, amountPaise: 53_100, reference: "INV7", note: "Invoice INV-0007" });
    const sentAt = Date.now();
    const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: link, payer_address: "meena.shah@okhdfc" } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const event = await s.next((e) => e.event === "payment", 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(JSON.parse(event.data)).toMatchObject({ kind: "qr", amount: 531, payer: "ME*** SH**" });
  });

  it("replays what a reconnecting stream missed (Last-Event-ID), then live ones, none twice", async () => {
    const first = await open(shop, tokens.owner);
    const lastSeen = await ready(first);
    first.close();
    // Tells when both are recorded (the webhook is asynchronous), before the reconnect.
    const watcher = await open(shop, tokens.owner);
    await ready(watcher);
    // One after the other: the sandbox's webhooks race, and the stream rightly replays payments in the
    // order the server recorded them (a CI run on PostgreSQL saw 20 recorded before 10).
    await payQr(SHOP.upi, SHOP.name, "10.00", "missed.one@okaxis");
    await watcher.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 10, 3000);
    await payQr(SHOP.upi, SHOP.name, "20.00", "missed.two@okaxis");
    await watcher.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 20, 3000);

    const again = await open(shop, tokens.owner, lastSeen);
    await again.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 20);
    expect(payments(again).map((p) => p.amount)).toEqual([10, 20]);
    await payQr(SHOP.upi, SHOP.name, "30.00", "live.three@okaxis");
    await again.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 30);
    await new Promise((r) => setTimeout(r, 500));
    const ids = again.events.filter((e) => e.event === "payment").map((e) => e.id);
    expect(payments(again).map((p) => p.amount)).toEqual([10, 20, 30]);
    expect(new Set(ids).size).toBe(ids.length);

    // ?after= does the same for a client that cannot send the header.
    const viaQuery = await openSse(`${server.url}/api/payments/events?business_id=${shop}&after=${lastSeen}`, { authorization: `Bearer ${tokens.owner}` });
    streams.push(viaQuery);
    await viaQuery.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 30);
    expect(payments(viaQuery).map((p) => p.amount)).toEqual([10, 20, 30]);
  });

  it("is for those who may read Payments: STAFF without it 403, another business 404, signed out 401", async () => {
    expect((await open(shop, tokens.staffNone)).status).toBe(403);
    expect((await open(otherShop, tokens.owner)).status).toBe(404);
    expect((await open(shop, tokens.other)).status).toBe(404);
    expect((await open(shop, undefined)).status).toBe(401);

    const staff = await open(shop, tokens.staffRead);
    expect(staff.status).toBe(200);
    await ready(staff);
    const stranger = await open(otherShop, tokens.other);
    expect(stranger.status).toBe(200);
    await ready(stranger);
    await payQr(SHOP.upi, SHOP.name, "44.00", "staff.sees@okaxis");
    await staff.next((e) => e.event === "payment" && JSON.parse(e.data).amount === 44);
    await new Promise((r) => setTimeout(r, 500));
    expect(payments(stranger)).toEqual([]);
  });

  it("sends heartbeats and ends the stream once its session is signed out", async () => {
    const token = tokens.staffRead;
    const s = await open(shop, token);
    await ready(s);
    await expect.poll(() => s.comments, { timeout: 2000, interval: 20 }).toContain("ping");
    expect((await server.call("GET", "/api/logOut", { token })).status).toBe(200);
    await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("stream still open")), 2000))]);
  });

  it("ends open streams when the server closes, without holding it up", async () => {
    const s = await open(shop, tokens.owner);
    await ready(s);
    const before = Date.now();
    await server.app.close();
    expect(Date.now() - before).toBeLessThan(3000);
    await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("stream still open")), 2000))]);
  });
});
