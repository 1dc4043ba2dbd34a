import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { otpCodes } from "../../server/db/schema";
import { rateLimitedRouteKeys } from "../../server/http/rate-limits";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const askCode = (mobile: string, forwardedFor: string) =>
  server!.call("POST", "/api/auth/otp", { body: { mobile }, headers: { "x-forwarded-for": forwardedFor } });

// Each test starts its own server (a fresh database and every migration): allow for a busy machine.
const START = 120_000;

describe("per-client rate limits and the client address", () => {
  it("ignores X-Forwarded-For by default: a client cannot dodge its limit by naming other addresses", async () => {
    server = await startServer({ seed: false, env: { SIGNIN_LIMIT_PER_MIN: "2" } });
    expect((await askCode("7200000001", "1.1.1.1")).status).toBe(200);
    expect((await askCode("7200000002", "2.2.2.2")).status).toBe(200);
    const third = await askCode("7200000003", "3.3.3.3");
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests from your network\. Please try again in \d+ seconds\.$/) });
    // In the reader's language too (issue 14).
    const hindi = await server.call("POST", "/api/auth/otp", { body: { mobile: "7200000005" }, headers: { "accept-language": "hi" } });
    expect(hindi.status).toBe(429);
    expect(hindi.body.message).toMatch(/^आपके नेटवर्क से बहुत ज़्यादा अनुरोध आए। कृपया \d+ सेकंड बाद फिर कोशिश करें।$/);
    const rows = await server.database.db.select({ ip: otpCodes.ip }).from(otpCodes);
    expect(rows.map((r) => r.ip)).toEqual(["127.0.0.1", "127.0.0.1"]);
  }, START);

  it("believes X-Forwarded-For only from a TRUST_PROXY address, and limits the real client", async () => {
    server = await startServer({ seed: false, env: { SIGNIN_LIMIT_PER_MIN: "2", TRUST_PROXY: "10.0.0.0/8, 127.0.0.1", OTP_RESEND_GAP_SEC: "7" } });
    expect((await askCode("7200000001", "1.1.1.1")).status).toBe(200);
    expect((await askCode("7200000002", "2.2.2.2")).status).toBe(200);
    expect((await askCode("7200000003", "1.1.1.1")).status).toBe(200);
    expect((await askCode("7200000004", "1.1.1.1")).status).toBe(429);
    const [row] = await server.database.db.select({ ip: otpCodes.ip }).from(otpCodes).where(eq(otpCodes.mobile, "7200000002"));
    expect(row.ip).toBe("2.2.2.2");
    // The same number again, from an address with room left: the resend gap is OTP_RESEND_GAP_SEC's.
    const again = await askCode("7200000002", "3.3.3.3");
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait [67] seconds/);
  }, START);

  it("limits code checks and SMS-sending routes per client, before authentication", async () => {
    server = await startServer({ seed: false, env: { SIGNIN_LIMIT_PER_MIN: "2", SMS_LIMIT_PER_MIN: "2" } });
    for (const path of rateLimitedRouteKeys()) {
      const [method, url] = path.split(" ");
      expect(server.app.hasRoute({ method: method as "POST", url }), path).toBe(true);
    }
    const verify = () => server!.call("POST", "/api/auth/verify", { body: { mobile: "7200000009", otp: "123456" } });
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);
    // Unauthenticated sends are refused anyway (401/400); the limit counts them all the same.
    const send = () => server!.call("POST", "/api/m/1/sms/send", { body: { to: "9876543210", text: "hi", template_id: 1 } });
    expect((await send()).status).not.toBe(429);
    expect((await send()).status).not.toBe(429);
    expect((await send()).status).toBe(429);
  }, START);
});
