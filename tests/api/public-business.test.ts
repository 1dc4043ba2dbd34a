import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
/** The demo owner of the kirana and of a salon, signed in once (a second code within 30 s is refused). */
let owner: string;
beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn("9876543210");
});
afterAll(() => server?.close());

describe("GET /api/public/business/:id", () => {
  it("answers a business's public fields without sign-in, and nothing private", async () => {
    const mine = await server.call("GET", "/api/business/getBusiness", { token: owner });
    const store = mine.body.data.find((b: { business_name: string }) => b.business_name === "Sharma General Store");
    const res = await server.call("GET", `/api/public/business/${store.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: store.id,
      business_name: "Sharma General Store",
      upi_id: "sharmastore@okhdfcbank",
      city: "Pune",
      category: "General Store",
    });
    expect(Array.isArray(res.body.data.services)).toBe(true);
    const text = JSON.stringify(res.body);
    // GSTIN, bank account, phone and email of the seeded store must never leak.
    for (const secret of ["27AAPFU0939F1ZV", "50200012345678", "HDFC0001234", "accounts@sharmastores.in", "9876543210"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("says whether the business books appointments online, as its booking route answers", async () => {
    const mine = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data as { id: number; business_name: string }[];
    expect(mine.length).toBeGreaterThan(1);
    for (const b of mine) {
      const page = (await server.call("GET", `/api/public/business/${b.id}`)).body.data;
      const booking = await server.call("GET", `/api/public/book/${b.id}`);
      expect({ name: b.business_name, takes: page.takes_bookings }).toEqual({ name: b.business_name, takes: booking.status === 200 });
    }
    const kirana = mine.find((b) => b.business_name === "Sharma General Store")!;
    expect((await server.call("GET", `/api/public/business/${kirana.id}`)).body.data.takes_bookings).toBe(false);
  });

  it("lists the business's active services with prices in rupees, and hides inactive ones", async () => {
    const token = await server.signIn("9123456780");
    const [mine] = (await server.call("GET", "/api/business/getBusiness", { token })).body.data;
    const add = (body: Record<string, unknown>) => server.call("POST", `/api/b/${mine.id}/services`, { token, body });
    expect((await add({ name: "Blood pressure check", price: 49.5, active: true })).status).toBeLessThan(300);
    expect((await add({ name: "Old discontinued test", price: 10, active: false })).status).toBeLessThan(300);
    const res = await server.call("GET", `/api/public/business/${mine.id}`);
    const names = res.body.data.services.map((s: { name: string }) => s.name);
    expect(names).toContain("Blood pressure check");
    expect(names).not.toContain("Old discontinued test");
    expect(res.body.data.services.find((s: { name: string }) => s.name === "Blood pressure check").price).toBe(49.5);
  });

  it.each(["999999", "0", "abc", "1e3"])("answers 404 for unknown id %s", async (id) => {
    const res = await server.call("GET", `/api/public/business/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "No such business" });
  });

  it("answers 400 naming the id for one beyond PostgreSQL's integer range (never a 500)", async () => {
    const res = await server.call("GET", "/api/public/business/99999999999");
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("id");
  });
});
