import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { eq, isNotNull } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { businesses } from "../../server/db/schema";
import { qrPayments } from "../../server/db/payments-schema";

/** A real gateway configured without its secret (outside production, where start-up refuses it). */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { GATEWAY_URL: "http://127.0.0.1:9/gateway", GATEWAY_KEY: "k" } });
});
afterAll(() => server.close());

describe("gateway webhooks without GATEWAY_SECRET", () => {
  it("refuses a webhook signed with the empty key and records nothing", async () => {
    const [shop] = await server.database.db.select({ upiId: businesses.upiId }).from(businesses).where(isNotNull(businesses.upiId)).limit(1);
    const body = JSON.stringify({ merchantTranId: "FORGED000001", status: "SUCCESS", amount: "99999.00", payee_address: shop.upiId, payer_address: "thief@oksbi" });
    const res = await fetch(`${server.url}/api/gateway/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-gateway-signature": createHmac("sha256", "").update(body).digest("hex") },
      body,
    });
    expect(res.status).toBe(401);
    expect(await server.database.db.select().from(qrPayments).where(eq(qrPayments.merchantTranId, "FORGED000001"))).toHaveLength(0);
  });
});
