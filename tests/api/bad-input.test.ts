import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { istDate } from "../../resources/ist";

/**
 * Issue #11: bad input is a 400 naming the field, never a 500 — ids beyond PostgreSQL's integer,
 * huge numbers, NUL bytes, dates JavaScript accepts but PostgreSQL does not, exponent notation.
 * Each case is sent to a real route: the engine (list, show, create), a sales invoice and the wallet.
 */
let server: TestServer;
let owner: string;
const shop = 1; // Sharma General Store: sales ACTIVE

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn("9876543210");
}, 180_000);
afterAll(() => server?.close());

async function expect400(method: string, path: string, field: string, body?: unknown) {
  const res = await server.call(method, path, { token: owner, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.field, JSON.stringify(res.body)).toBe(field);
  expect(res.body.message).toEqual(expect.any(String));
}

describe("the resource engine", () => {
  it("ids beyond the integer range", async () => {
    await expect400("GET", `/api/b/${shop}/parties/99999999999`, "id");
    await expect400("GET", `/api/b/99999999999/parties`, "businessId");
    await expect400("GET", `/api/b/${shop}/parties?id=99999999999`, "id");
  });

  it("NUL bytes in a query, a filter and a body", async () => {
    await expect400("GET", `/api/b/${shop}/parties?q=ab%00cd`, "q");
    await expect400("GET", `/api/b/${shop}/parties?name_like=%00`, "name_like");
    await expect400("POST", `/api/b/${shop}/parties`, "name", { name: "Gupta\u0000Traders", party_type: "Customer" });
  });

  it("dates JavaScript takes and PostgreSQL refuses", async () => {
    await expect400("GET", `/api/b/${shop}/parties?created_at_gte=${encodeURIComponent("2026-11-22 (x)")}`, "created_at_gte");
    await expect400("GET", `/api/b/${shop}/parties?created_at_lte=${encodeURIComponent("2026-02-30T10:00:00Z")}`, "created_at_lte");
  });

  it("exponent notation and huge numbers", async () => {
    await expect400("POST", `/api/b/${shop}/parties`, "opening_balance", { name: "Exp Traders", party_type: "Customer", opening_balance: 1e-7 });
    await expect400("POST", `/api/b/${shop}/parties`, "opening_balance", { name: "Exp Traders", party_type: "Customer", opening_balance: 1e300 });
    await expect400("POST", `/api/b/${shop}/products`, "opening_stock", { name: "Exp soap", item_type: "Goods", unit: "PCS", sale_price: 10, opening_stock: 1e-7 });
  });
});

describe("a sales invoice", () => {
  const line = { name: "Loose sugar", hsn: "2106", qty: 1, rate: 44, gst_rate: 5 };
  const invoice = (extra: object, lines: object[] = [line]) => ({ payment_type: "cash", date: istDate(), lines, ...extra });

  it("a date with trailing text, an out-of-range party, exponent rates, NUL in a line", async () => {
    await expect400("POST", `/api/sales/${shop}/invoices`, "date", invoice({ date: "2026-11-22 (x)" }));
    await expect400("POST", `/api/sales/${shop}/invoices`, "party_id", invoice({ payment_type: "credit", party_id: 99999999999 }));
    await expect400("POST", `/api/sales/${shop}/invoices`, "lines.0.rate", invoice({}, [{ ...line, rate: 1e-7 }]));
    await expect400("POST", `/api/sales/${shop}/invoices`, "lines.0.qty", invoice({}, [{ ...line, qty: 1e-7 }]));
    await expect400("POST", `/api/sales/${shop}/invoices`, "lines.0.name", invoice({}, [{ ...line, name: "Sugar\u0000" }]));
    await expect400("GET", `/api/sales/${shop}/invoices/99999999999`, "id");
  });
});

describe("the wallet", () => {
  const form = (fields: Record<string, string>) => ({
    token: owner,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const good = { amount: "500", business_id: String(shop), transaction_id: "FORGEDforged1234", status: "success", payment_response: "{}" };

  it.each([
    ["amount", { amount: "1e-7" }],
    ["amount", { amount: "500.001" }],
    ["amount", { amount: "1".repeat(40) }],
    ["payment_response", { payment_response: "{\u0000}" }],
  ])("%s: %j", async (field, change) => {
    const res = await server.call("POST", "/api/business/updateWalletAmount", form({ ...good, ...change }));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("a business id beyond the integer range in the form is a business the caller cannot reach: 404 from the gate", async () => {
    const res = await server.call("POST", "/api/business/updateWalletAmount", form({ ...good, business_id: "99999999999" }));
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });

  it("a balance for a business id beyond the integer range", async () => {
    await expect400("GET", "/api/business/business_balance/99999999999", "id");
  });
});
