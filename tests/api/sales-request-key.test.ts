import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { istDay, rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * A new invoice sent with a request_key (the console's offline sale queue) is made once however often it
 * is sent: a resend answers with the first document, another body under the same key is refused.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store, Sales & Purchase ACTIVE
let product: number;
const { q, one, ins } = rawSql(() => s);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
/** POST with the answer's headers too (the harness's call gives status and body). */
const post = async (body: unknown) => {
  const res = await fetch(`${s.url}/api/sales/${B}/invoices`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, replayed: res.headers.get("x-request-replayed"), body: (await res.json()) as any };
};
const countWithNote = async (note: string) => Number((await one(`SELECT count(*) AS n FROM sales_invoices WHERE business_id = ${B} AND notes = '${note}'`)).n);
const stock = async () => Number((await one(`SELECT stock FROM r_products WHERE id = ${product}`)).stock);
const cashSale = (note: string, qty = 2) => ({ payment_type: "cash", date: istDay(), party_name: "Walk-in", lines: [{ product_id: product, qty, rate: 50, gst_rate: 18 }], notes: note });

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  product = await ins("r_products", { business_id: B, name: "Key Test Tea", item_type: "Goods", hsn: "0902", unit: "PCS", sale_price: 5000, purchase_price: 4000, gst_rate: "18", opening_stock: 100, low_stock_alert: 1 });
});
afterAll(() => s?.close());

describe("request keys on new invoices", () => {
  it("the same key twice makes one invoice and answers the same both times", async () => {
    const body = { ...cashSale("key-twice"), request_key: "offline-sale-0001" };
    const first = await post(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The resend's fields in another order: still the same bill.
    const resend = await post(Object.fromEntries(Object.entries(body).reverse()));
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    expect(resend.replayed).toBe("true");
    expect(first.replayed).toBeNull();
    expect(resend.body.data.id).toBe(first.body.data.id);
    expect(resend.body.data.number).toBe(first.body.data.number);
    expect(resend.body.data.total).toBe(first.body.data.total);
    expect(await countWithNote("key-twice")).toBe(1);
    expect(await stock()).toBe(98); // stock moved once
  });

  it("sent twice at once, the key still makes one invoice and one number", async () => {
    const body = { ...cashSale("key-race", 1), request_key: "offline-sale-race" };
    const answers = await Promise.all([api("POST", "/invoices", body), api("POST", "/invoices", body), api("POST", "/invoices", body)]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.data.number)).size).toBe(1);
    expect(await countWithNote("key-race")).toBe(1);
  });

  it("the same key with a different bill is refused naming request_key, and nothing changes", async () => {
    const first = await api("POST", "/invoices", { ...cashSale("key-reuse"), request_key: "offline-sale-0002" });
    expect(first.status).toBe(200);
    const before = await stock();
    const other = await api("POST", "/invoices", { ...cashSale("key-reuse", 5), request_key: "offline-sale-0002" });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, field: "request_key" });
    expect(other.body.message).toContain("request_key");
    expect(await countWithNote("key-reuse")).toBe(1);
    expect(await stock()).toBe(before);
  });

  it("a refused bill leaves its key free: corrected and sent again with it, it is made", async () => {
    const bad = await api("POST", "/invoices", { ...cashSale("key-fixed"), party_id: 999999, payment_type: "credit", request_key: "offline-sale-0003" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("party_id");
    const fixed = await api("POST", "/invoices", { ...cashSale("key-fixed"), request_key: "offline-sale-0003" });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(await countWithNote("key-fixed")).toBe(1);
  });

  it("a key whose invoice was deleted since is 409, not a second invoice", async () => {
    const body = { ...cashSale("key-deleted"), request_key: "offline-sale-0004" };
    const first = await api("POST", "/invoices", body);
    expect((await api("DELETE", `/invoices/${first.body.data.id}`)).status).toBe(200);
    const resend = await api("POST", "/invoices", body);
    expect(resend.status).toBe(409);
    expect(resend.body.field).toBe("request_key");
    expect(await countWithNote("key-deleted")).toBe(0);
  });

  it("a malformed key is 400 naming request_key; without a key each request is its own invoice", async () => {
    const bad = await api("POST", "/invoices", { ...cashSale("key-bad"), request_key: "short" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("request_key");
    await api("POST", "/invoices", cashSale("key-none"));
    await api("POST", "/invoices", cashSale("key-none"));
    expect(await countWithNote("key-none")).toBe(2);
    expect(await countWithNote("key-bad")).toBe(0);
  });

  it("keys are per business: the row holds the business", async () => {
    const rows = await q(`SELECT business_id, kind FROM sales_request_keys WHERE request_key = 'offline-sale-0001'`);
    expect(rows).toEqual([{ business_id: B, kind: "sale" }]);
  });
});
