import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { MODULE_KEYS } from "../../resources/modules";

let server: TestServer;
let owner: string;
let other: string;
let ownerBusinesses: { id: number; business_name: string; business_master_id: number }[];
let othersBusinessId: number;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  other = await server.signIn(SECOND_OWNER_MOBILE);
  ownerBusinesses = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data;
  othersBusinessId = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
});
afterAll(() => server.close());

describe("GET /api/business/getBusiness", () => {
  it("lists the caller's businesses: the demo owner has master ids 5 and 147 and a long name", () => {
    expect(ownerBusinesses.length).toBeGreaterThanOrEqual(3);
    for (const b of ownerBusinesses) {
      expect(b).toMatchObject({ id: expect.any(Number), business_name: expect.any(String), business_master_id: expect.any(Number) });
      expect(b).toHaveProperty("business_email");
      expect(b).toHaveProperty("business_logo_path");
    }
    const masterIds = ownerBusinesses.map((b) => b.business_master_id);
    expect(masterIds).toContain(5);
    expect(masterIds).toContain(147);
    expect(ownerBusinesses.some((b) => b.business_name.length > 20)).toBe(true);
    expect(ownerBusinesses.map((b) => b.id)).not.toContain(othersBusinessId);
  });

  it("answers the subscription view with one entry per module", async () => {
    const id = ownerBusinesses[0].id;
    const res = await server.call("GET", `/api/business/getBusiness?business_id=${id}&type=subscription`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data.business_master_id).toBe(ownerBusinesses[0].business_master_id);
    expect(Object.keys(res.body.data.business_subscription).sort()).toEqual([...MODULE_KEYS].sort());
    for (const view of Object.values(res.body.data.business_subscription) as Record<string, string>[]) {
      expect(view).toEqual({ label: expect.any(String), text: expect.any(String), is_upgradable: expect.stringMatching(/^[01]$/), upgradable_text: expect.any(String) });
    }
  });

  it("seeds a mix of ACTIVE, EXPIRED (upgradable) and free plans", async () => {
    const labels: string[] = [];
    for (const b of ownerBusinesses) {
      const res = await server.call("GET", `/api/business/getBusiness?business_id=${b.id}&type=subscription`, { token: owner });
      for (const view of Object.values(res.body.data.business_subscription) as { label: string; is_upgradable: string }[]) {
        labels.push(view.label);
        if (view.label === "EXPIRED") expect(view.is_upgradable).toBe("1");
      }
    }
    expect(labels).toContain("ACTIVE");
    expect(labels).toContain("EXPIRED");
    expect(labels.some((l) => l !== "ACTIVE" && l !== "EXPIRED")).toBe(true);
  });

  it("answers 404 for another owner's business, never revealing it", async () => {
    const res = await server.call("GET", `/api/business/getBusiness?business_id=${othersBusinessId}&type=subscription`, { token: owner });
    expect(res.status).toBe(404);
    const missing = await server.call("GET", `/api/business/getBusiness?business_id=999999&type=subscription`, { token: owner });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(res.body);
  });
});

describe("GET /api/business/business_balance/:id", () => {
  it("answers {success, wallet} in rupees for the caller's business", async () => {
    const res = await server.call("GET", `/api/business/business_balance/${othersBusinessId}`, { token: other });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, wallet: expect.any(Number) });
  });

  it("answers 404 for another owner's business and 401 without a token", async () => {
    expect((await server.call("GET", `/api/business/business_balance/${othersBusinessId}`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", `/api/business/business_balance/abc`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", `/api/business/business_balance/${othersBusinessId}`)).status).toBe(401);
  });
});

describe("POST /api/business/addBusiness", () => {
  let nextUser = 0;
  it("creates a business with a balance of 100 rupees and free plans", async () => {
    const token = await server.signIn("7100000001");
    const res = await server.call("POST", "/api/business/addBusiness", {
      token,
      body: { business_name: "Patel Dairy", business_master_id: 12, gstin: "27AAPFU0939F1ZV", upi_id: "pateldairy@okaxis", pincode: "411001" },
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect((await server.call("GET", `/api/business/business_balance/${id}`, { token })).body.wallet).toBe(100);
    const sub = await server.call("GET", `/api/business/getBusiness?business_id=${id}&type=subscription`, { token });
    expect(sub.body.data.business_subscription.galla.label).toBe("FREE");
  });

  it.each([
    [{ business_name: "X Store", business_master_id: 12, gstin: "27AAPFU0939F1ZA" }, "gstin"],
    [{ business_name: "X Store", business_master_id: 12, pan: "ABCDE12345" }, "pan"],
    [{ business_name: "X Store", business_master_id: 12, ifsc: "HDFC1234567" }, "ifsc"],
    [{ business_name: "X Store", business_master_id: 12, pincode: "01234" }, "pincode"],
    [{ business_name: "X Store", business_master_id: 12, phone: "12345" }, "phone"],
    [{ business_name: "X Store", business_master_id: 12, upi_id: "no-at-sign" }, "upi_id"],
    [{ business_name: "X Store", business_master_id: 9999 }, "business_master_id"],
    [{ business_name: "X Store", business_master_id: "12" }, "business_master_id"],
    [{ business_master_id: 12 }, "business_name"],
  ])("refuses %j naming %s, and creates nothing", async (body, field) => {
    const token = await server.signIn(`72000000${String(10 + nextUser++)}`);
    const res = await server.call("POST", "/api/business/addBusiness", { token, body });
    expect(res.status).toBe(400);
    expect(res.body.field ?? res.body.message).toContain(field);
    expect((await server.call("GET", "/api/business/getBusiness", { token })).body.data).toEqual([]);
  });
});

describe("business masters", () => {
  it("include ids 5 and 147", async () => {
    const res = await server.call("GET", "/api/business/masters");
    expect(res.body.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([5, 147]));
  });
});
