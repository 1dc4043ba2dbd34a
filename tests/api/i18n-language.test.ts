import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { fromAcceptLanguage } from "../../locales/languages";

/** Issue 14: the user's language on their row, and the server's messages in the language the console asks for. */
let server: TestServer;
let owner: string;
let shop: number;
beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
});
afterAll(() => server.close());

const hindi = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

describe("the user's language", () => {
  it("is null until picked, then remembered on the user's row", async () => {
    expect((await server.call("GET", "/api/auth/me", { token: owner })).body.data.language).toBeNull();
    const saved = await server.call("PATCH", "/api/auth/me/language", { token: owner, body: { language: "hi" } });
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: { language: "hi" } } });
    expect((await server.call("GET", "/api/auth/me", { token: owner })).body.data.language).toBe("hi");
    await server.call("PATCH", "/api/auth/me/language", { token: owner, body: { language: "en" } });
  });

  it("refuses a language we do not speak with 400 naming the field, and keeps the old one", async () => {
    const res = await server.call("PATCH", "/api/auth/me/language", { token: owner, body: { language: "xx" } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("language");
    expect((await server.call("GET", "/api/auth/me", { token: owner })).body.data.language).toBe("en");
  });

  it("is only the signed-in user's to change", async () => {
    expect((await server.call("PATCH", "/api/auth/me/language", { body: { language: "hi" } })).status).toBe(401);
  });
});

describe("messages in the reader's language (Accept-Language)", () => {
  it("reads the header by its weights", () => {
    expect(fromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(fromAcceptLanguage("en-GB,hi;q=0.5")).toBe("en");
    expect(fromAcceptLanguage("fr;q=1, hi;q=0.4")).toBe("hi");
    expect(fromAcceptLanguage("ta-IN")).toBe("en");
    expect(fromAcceptLanguage(undefined)).toBe("en");
  });

  it("the engine's validation names the field in Hindi, with the field's Hindi label", async () => {
    const body = { name: "", duration_months: 1, price: 100, benefits: "x" };
    const hi = await server.call("POST", `/api/b/${shop}/membership_plans`, { token: owner, body, headers: hindi });
    expect(hi.status).toBe(400);
    expect(hi.body).toMatchObject({ field: "name", message: "नाम भरना ज़रूरी है" });
    const en = await server.call("POST", `/api/b/${shop}/membership_plans`, { token: owner, body });
    expect(en.body).toMatchObject({ field: "name", message: "Name is required" });
    const money = await server.call("POST", `/api/b/${shop}/membership_plans`, { token: owner, body: { ...body, name: "Gold", price: -5 }, headers: hindi });
    expect(money.body).toMatchObject({ field: "price", message: "कीमत ऋण (माइनस) में नहीं हो सकता" });
  });

  it("the onboarding's business checks in Hindi, with the wizard's Hindi labels (the form words them the same)", async () => {
    const newOwner = await server.signIn("7000000124");
    const pin = await server.call("POST", "/api/business/addBusiness", { token: newOwner, body: { business_name: "X Store", business_master_id: 12, pincode: "01234" }, headers: hindi });
    expect(pin.body).toMatchObject({ field: "pincode", message: "पिनकोड 6 अंकों का पिनकोड होना चाहिए" });
    const body = { business_name: "X Store", business_master_id: 12, gstin: "27AAPFU0939F1ZV", state_code: "29" };
    const state = await server.call("POST", "/api/business/addBusiness", { token: newOwner, body, headers: hindi });
    expect(state.body).toMatchObject({ field: "state_code", message: "आपका GSTIN 27AAPFU0939F1ZV Maharashtra (27) में रजिस्टर्ड है: व्यवसाय का राज्य 27 होना चाहिए, न कि 29 Karnataka" });
    const english = await server.call("POST", "/api/business/addBusiness", { token: newOwner, body });
    expect(english.body.message).toBe("Your GSTIN 27AAPFU0939F1ZV is registered in Maharashtra (27): the business state must be 27, not 29 Karnataka");
  });

  it("sign-in's messages too, plurals by Hindi's rules", async () => {
    const bad = await server.call("POST", "/api/auth/otp", { body: { mobile: "12345" }, headers: hindi });
    expect(bad.body).toMatchObject({ field: "mobile", message: "मोबाइल नंबर 10 अंकों का सही भारतीय नंबर होना चाहिए" });
    const mobile = "7000000123";
    expect((await server.call("POST", "/api/auth/otp", { body: { mobile }, headers: hindi })).body.message).toBe("OTP भेज दिया गया");
    const wrong = await server.call("POST", "/api/auth/verify", { body: { mobile, otp: "000000" }, headers: hindi });
    expect(wrong.body).toMatchObject({ field: "otp" });
    expect(wrong.body.message).toMatch(/^ग़लत कोड। \d कोशिशें बाकी हैं।$/);
    const again = await server.call("POST", "/api/auth/otp", { body: { mobile }, headers: hindi });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/कृपया \d+ सेकंड रुकें/);
  });
});
