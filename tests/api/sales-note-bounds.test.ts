import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql, istDay } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/** Issue 22, M2: a credit note never returns more than was sold, and what it returned stays sold. */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store, Sales & Purchase ACTIVE
let buyer: number;
let tea: number;

const { q, one, ins } = rawSql(() => s);
const stockOf = async (id: number) => Number((await one(`SELECT stock FROM r_products WHERE id = ${id}`)).stock);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const today = istDay();
const teaLine = (qty: number) => ({ product_id: tea, qty, rate: 100, gst_rate: 5 });
const sale = (qty: number) => ({ payment_type: "credit", date: today, party_id: buyer, lines: [teaLine(qty)] });
const creditNote = (invoice: number, lines: { position: number; qty: number }[]) => api("POST", `/invoices/${invoice}/notes`, { date: today, reason: "returned", lines });

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  buyer = await ins("r_parties", { business_id: B, name: "Note Bounds Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
  tea = await ins("r_products", { business_id: B, name: "Note Bounds Tea", item_type: "Goods", hsn: "0902", unit: "PCS", sale_price: 10000, purchase_price: 8000, gst_rate: "5", opening_stock: 50, low_stock_alert: 1 });
});
afterAll(() => s?.close());

describe("credit notes bounded by what was sold", () => {
  it("one note listing a line twice cannot return more than was sold, and stock stays true", async () => {
    const invoice = (await api("POST", "/invoices", sale(3))).body.data.id as number;
    const stock = await stockOf(tea);
    const res = await creditNote(invoice, [
      { position: 1, qty: 2 },
      { position: 1, qty: 2 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "lines.1.qty", message: "Quantity on line 2: at most 1 of Note Bounds Tea is left to return" });
    expect(await stockOf(tea)).toBe(stock);
    // Within the bound, the same line twice is fine: 2 + 1 of 3.
    expect((await creditNote(invoice, [{ position: 1, qty: 2 }, { position: 1, qty: 1 }])).status).toBe(200);
    expect(await stockOf(tea)).toBe(stock + 3);
  });

  it("an invoice cannot be edited below what its notes returned, nor change the returned line, naming the note", async () => {
    const invoice = (await api("POST", "/invoices", sale(3))).body.data.id as number;
    const note = (await creditNote(invoice, [{ position: 1, qty: 3 }])).body.data;
    const stock = await stockOf(tea);
    const down = await api("PUT", `/invoices/${invoice}`, sale(1));
    expect(down.status).toBe(409);
    expect(down.body.message).toBe(
      `Note ${note.number} returns 3 of Note Bounds Tea on line 1: that line must keep its item, rate and GST rate and at least that quantity; cancel the note first to change it`,
    );
    const cheaper = await api("PUT", `/invoices/${invoice}`, { ...sale(3), lines: [{ ...teaLine(3), rate: 1 }] });
    expect(cheaper.status).toBe(409);
    expect(await stockOf(tea)).toBe(stock);
    // Raising the quantity keeps the note whole and is allowed.
    expect((await api("PUT", `/invoices/${invoice}`, sale(4))).status).toBe(200);
    expect(await stockOf(tea)).toBe(stock - 1);
  });

  it("an invoice with a note, even a cancelled one, is refused deletion with 409 naming the note (not 500)", async () => {
    const invoice = (await api("POST", "/invoices", sale(2))).body.data.id as number;
    const note = (await creditNote(invoice, [{ position: 1, qty: 1 }])).body.data;
    const refused = await api("DELETE", `/invoices/${invoice}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Note ${note.number} was issued against ${(await one(`SELECT number FROM sales_invoices WHERE id = ${invoice}`)).number}: it cannot be deleted; cancel it instead`);
    // Notes have no cancel route of their own yet; one cancelled as the books would mark it.
    await q(`UPDATE sales_invoices SET cancelled_at = now() WHERE id = ${note.id}`);
    expect((await api("DELETE", `/invoices/${invoice}`)).status).toBe(409);
    expect(Number((await one(`SELECT count(*)::int AS n FROM sales_invoices WHERE id = ${invoice}`)).n)).toBe(1);
  });
});
