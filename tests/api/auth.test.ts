import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const latestCode = async (mobile: string) => {
  const outbox = await server.call("GET", `/api/sandbox/outbox?to=${mobile}`);
  return /\b(\d{6})\b/.exec(outbox.body.data[0].text)![1];
};

describe("sign-in by one-time code", () => {
  it("sends a 6-digit code by SMS and signs in an existing owner", async () => {
    const sent = await server.call("POST", "/api/auth/otp", { body: { mobile: "+91 98765 43210" } });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const code = await latestCode(DEMO_OWNER_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await server.call("POST", "/api/auth/verify", { body: { mobile: DEMO_OWNER_MOBILE, otp: code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      data: { role: "ADMIN", user: { mobile: DEMO_OWNER_MOBILE, name: "Ramesh Sharma" }, is_new_user: false },
    });
    expect(verified.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The businesses come with the session, exactly as getBusiness lists them, so the device keeps the chosen one's name.
    const listed = await server.call("GET", "/api/business/getBusiness", { token: verified.body.data.token });
    expect(listed.body.data.length).toBeGreaterThan(1);
    expect(verified.body.data.businesses).toEqual(listed.body.data);
  });

  it("marks a first-time number as a new user", async () => {
    await server.call("POST", "/api/auth/otp", { body: { mobile: "7000000001" } });
    const verified = await server.call("POST", "/api/auth/verify", { body: { mobile: "7000000001", otp: await latestCode("7000000001") } });
    expect(verified.body.data.is_new_user).toBe(true);
    expect(verified.body.data.businesses).toEqual([]);
  });

  it("refuses an invalid Indian mobile number with 400 naming the field", async () => {
    for (const mobile of ["12345", "5876543210", "98765432100", "abcdefghij"]) {
      const res = await server.call("POST", "/api/auth/otp", { body: { mobile } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/mobile/);
    }
  });

  it("answers malformed JSON and wrong types with 400", async () => {
    const malformed = await server.call("POST", "/api/auth/otp", { body: "{mobile:", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    const wrongType = await server.call("POST", "/api/auth/otp", { body: { mobile: 9876543210 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/mobile/);
  });

  it("limits resends per number", async () => {
    const mobile = "7000000002";
    expect((await server.call("POST", "/api/auth/otp", { body: { mobile } })).status).toBe(200);
    const again = await server.call("POST", "/api/auth/otp", { body: { mobile } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/wait/);
  });

  it("locks a code after 5 wrong tries, even when the right code comes next", async () => {
    const mobile = "7000000003";
    await server.call("POST", "/api/auth/otp", { body: { mobile } });
    const code = await latestCode(mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await server.call("POST", "/api/auth/verify", { body: { mobile, otp: wrong } });
      expect(res.status).toBe(400);
    }
    const right = await server.call("POST", "/api/auth/verify", { body: { mobile, otp: code } });
    expect(right.status).toBe(429);
  });

  it("does not accept a code twice", async () => {
    const mobile = "7000000004";
    await server.call("POST", "/api/auth/otp", { body: { mobile } });
    const code = await latestCode(mobile);
    expect((await server.call("POST", "/api/auth/verify", { body: { mobile, otp: code } })).status).toBe(200);
    expect((await server.call("POST", "/api/auth/verify", { body: { mobile, otp: code } })).status).toBe(400);
  });

  it("revokes the token on logOut; a missing or revoked token gets 401", async () => {
    const token = await server.signIn("7000000005");
    expect((await server.call("GET", "/api/business/getBusiness", { token })).status).toBe(200);
    expect((await server.call("GET", "/api/logOut", { token })).body).toMatchObject({ success: true });
    expect((await server.call("GET", "/api/business/getBusiness", { token })).status).toBe(401);
    expect((await server.call("GET", "/api/business/getBusiness")).status).toBe(401);
  });
});
