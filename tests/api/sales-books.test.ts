import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { istDay, rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

let s: TestServer;
let token: string;
let other: string;
const B = 1; // Sharma General Store: Maharashtra (27), Sales & Purchase ACTIVE
let customer: number; // in Maharashtra
let karnataka: number; // another state
let rice: number;
let soap: number;

const { q, one } = rawSql(() => s);
const stockOf = async (id: number) => Number((await one(`SELECT stock FROM r_products WHERE id = ${id}`)).stock);
const partyOf = async (id: number) => one(`SELECT to_receive, to_pay FROM r_parties WHERE id = ${id}`);
const api = (method: string, path: string, body?: unknown, t = token) => s.call(method, `/api/sales/${B}${path}`, { token: t, body });

const today = istDay();
const sale = (lines: object[], extra: object = {}) => ({ payment_type: "credit", date: today, party_id: customer, lines, ...extra });

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  other = await s.signIn(SECOND_OWNER_MOBILE);
  const ins = async (table: string, cols: Record<string, string | number>) =>
    Number(
      (
        await one(
          `INSERT INTO ${table} (${Object.keys(cols).join(", ")}) VALUES (${Object.values(cols)
            .map((v) => (typeof v === "number" ? v : `'${v}'`))
            .join(", ")}) RETURNING id`,
        )
      ).id,
    );
  customer = await ins("r_parties", { business_id: B, name: "Test Kirana Buyer", party_type: "Customer", state: "27 Maharashtra", phone: "9811122233", opening_balance: 0, opening_type: "To Receive" });
  karnataka = await ins("r_parties", { business_id: B, name: "Bengaluru Traders", party_type: "Both", state: "29 Karnataka", opening_balance: 10000, opening_type: "To Pay" });
  rice = await ins("r_products", { business_id: B, name: "Test Basmati 1kg", item_type: "Goods", hsn: "1006", unit: "KG", sale_price: 12000, purchase_price: 9000, gst_rate: "5", opening_stock: 100, low_stock_alert: 10 });
  soap = await ins("r_products", { business_id: B, name: "Test Soap", item_type: "Goods", hsn: "3401", unit: "PCS", sale_price: 4500, purchase_price: 3000, gst_rate: "18", opening_stock: 50, low_stock_alert: 5 });
});
afterAll(() => s?.close());

describe("sale invoices", () => {
  let id: number;

  it("computes GST on the server, takes stock out and puts the balance on the party", async () => {
    expect(await stockOf(rice)).toBe(100);
    // The party starts at its opening balance; the trigger keeps to_pay for the "To Pay" one.
    expect(Number((await partyOf(karnataka)).to_pay)).toBe(10000);
    const res = await api("POST", "/invoices", sale([
      { product_id: rice, qty: 3, rate: 120, gst_rate: 5 }, // 360 + 9 + 9
      { product_id: soap, qty: 2, rate: 45, discount: 5, gst_rate: 18 }, // 85 + 7.65 + 7.65
    ], { amount_received: 100 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inv = res.body.data;
    id = inv.id;
    expect(inv).toMatchObject({ taxable: 445, cgst: 16.65, sgst: 16.65, igst: 0, round_off: -0.3, total: 478, amount_received: 100, balance: 378 });
    expect(inv.amount_in_words).toBe("Rupees Four Hundred Seventy-Eight Only");
    expect(inv.number).toMatch(/^SGS\/\d+$/); // the demo settings' prefix
    expect(await stockOf(rice)).toBe(97);
    expect(await stockOf(soap)).toBe(48);
    expect(Number((await partyOf(customer)).to_receive)).toBe(378_00);
  });

  it("uses IGST for a buyer in another state", async () => {
    const res = await api("POST", "/invoices", { ...sale([{ product_id: soap, qty: 1, rate: 100, gst_rate: 18 }]), party_id: karnataka });
    expect(res.body.data).toMatchObject({ igst: 18, cgst: 0, sgst: 0, total: 118, place_of_supply: "29", inter_state: true });
    // Was "to pay" ₹100; now they owe us ₹118 of which ₹100 nets off.
    expect(Number((await partyOf(karnataka)).to_receive)).toBe(18_00);
    await api("DELETE", `/invoices/${res.body.data.id}`);
    expect(Number((await partyOf(karnataka)).to_pay)).toBe(100_00);
  });

  it("stock and balance follow an edit and a delete", async () => {
    const edit = await api("PUT", `/invoices/${id}`, sale([{ product_id: rice, qty: 5, rate: 120, gst_rate: 5 }], { amount_received: 0 }));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.total).toBe(630);
    expect(await stockOf(rice)).toBe(95);
    expect(await stockOf(soap)).toBe(50);
    expect(Number((await partyOf(customer)).to_receive)).toBe(630_00);
    const gone = await api("DELETE", `/invoices/${id}`);
    expect(gone.status).toBe(200);
    expect(await stockOf(rice)).toBe(100);
    expect(Number((await partyOf(customer)).to_receive)).toBe(0);
    expect((await api("GET", `/invoices/${id}`)).status).toBe(404);
  });

  it("a purchase bill brings stock in and goes to what we owe", async () => {
    const res = await api("POST", "/bills", { payment_type: "credit", date: today, party_id: karnataka, number: "BT/778", lines: [{ product_id: soap, qty: 10, rate: 30, gst_rate: 18 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ number: "BT/778", igst: 54, total: 354 });
    expect(await stockOf(soap)).toBe(60);
    expect(Number((await partyOf(karnataka)).to_pay)).toBe(454_00);
    const edit = await api("PUT", `/bills/${res.body.data.id}`, { payment_type: "credit", date: today, party_id: karnataka, number: "BT/778", lines: [{ product_id: soap, qty: 4, rate: 30, gst_rate: 18 }] });
    expect(edit.status).toBe(200);
    expect(await stockOf(soap)).toBe(54);
    await api("DELETE", `/bills/${res.body.data.id}`);
    expect(await stockOf(soap)).toBe(50);
    expect(Number((await partyOf(karnataka)).to_pay)).toBe(100_00);
  });

  it("numbers stay unique and consecutive under concurrent saves", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Loose sugar", hsn: "2106", qty: 1, rate: 44, gst_rate: 5 }] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const seqs = results.map((r) => Number(r.body.data.number.split("/").pop())).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(12);
    expect(seqs[11] - seqs[0]).toBe(11);
  });

  it("refuses bad input with a message naming the field, and changes nothing", async () => {
    const before = await one("SELECT count(*)::int AS n FROM sales_invoices");
    const cases: [object, string, RegExp][] = [
      [sale([{ product_id: rice, qty: -2, rate: 120, gst_rate: 5 }]), "lines.0.qty", /Quantity on line 1 must be more than zero/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5 }, { product_id: 999999, qty: 1, rate: 10, gst_rate: 5 }]), "lines.1.product_id", /Product on line 2 was not found/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 12 }]), "lines.0.gst_rate", /GST rate on line 1 must be one of 0, 5, 18, 40/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 7 }], { date: "2025-08-01" }), "lines.0.gst_rate", /0, 5, 12, 18, 28/],
      [sale([{ product_id: rice, qty: 1, rate: -1, gst_rate: 5 }]), "lines.0.rate", /Rate on line 1 cannot be negative/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5 }], { party_id: null }), "party_id", /credit sale needs a party/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5 }], { amount_received: 1000 }), "amount_received", /more than the total/],
      [sale([]), "lines", /at least one item/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5 }], { date: "2025-02-30" }), "date", /Date must be a date/],
      // The client's own totals are not the server's to take: a key the contract does not name is refused, by name.
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5, total: 1 }]), "lines.0.total", /lines\.0\.total is not a field/],
      [sale([{ product_id: rice, qty: 1, rate: 120, gst_rate: 5 }], { payment_type: "later" }), "payment_type", /payment_type must be one of cash, credit/],
      [sale([{ product_id: rice, qty: "1", rate: 120, gst_rate: 5 }]), "lines.0.qty", /lines\.0\.qty must be a number/],
    ];
    for (const [body, field, message] of cases) {
      const res = await api("POST", "/invoices", body);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
    expect(await one("SELECT count(*)::int AS n FROM sales_invoices")).toEqual(before);
    expect(await stockOf(rice)).toBe(100);
    // 12 % is still right for an invoice dated before 22 September 2025.
    const old = await api("POST", "/invoices", sale([{ product_id: rice, qty: 1, rate: 100, gst_rate: 12 }], { date: "2025-08-01" }));
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    await api("DELETE", `/invoices/${old.body.data.id}`);
  });

  it("another business's invoice is unreachable", async () => {
    const mine = await api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10, gst_rate: 5 }] });
    const id = mine.body.data.id;
    expect((await s.call("GET", `/api/sales/${B}/invoices/${id}`, { token: other })).status).toBe(404);
    expect((await s.call("DELETE", `/api/sales/${B}/invoices/${id}`, { token: other })).status).toBe(404);
    // Through the other owner's own business the id does not exist either.
    expect((await s.call("GET", `/api/sales/4/invoices/${id}`, { token: other })).status).toBe(404);
    expect((await s.call("PUT", `/api/sales/4/invoices/${id}`, { token: other, body: { payment_type: "cash", date: today, lines: [{ name: "x", hsn: "2106", qty: 1, rate: 1, gst_rate: 5 }] } })).status).toBe(404);
    expect((await api("GET", `/invoices/${id}`)).status).toBe(200);
  });
});

describe("payments, ledger and reports", () => {
  it("payment in settles invoices, the ledger runs, reports equal the sum of invoices", async () => {
    const a = await api("POST", "/invoices", sale([{ product_id: rice, qty: 2, rate: 120, gst_rate: 5 }])); // 252
    const b = await api("POST", "/invoices", sale([{ product_id: soap, qty: 1, rate: 45, gst_rate: 18 }])); // 53.10 → 53
    expect([a.body.data.total, b.body.data.total]).toEqual([252, 53]);
    const pay = await api("POST", "/payments/in", { party_id: customer, date: today, amount: 300, mode: "upi" });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    // Oldest first: 252 settles a, 48 goes to b.
    expect((await api("GET", `/invoices/${a.body.data.id}`)).body.data.balance).toBe(0);
    expect((await api("GET", `/invoices/${b.body.data.id}`)).body.data.balance).toBe(5);
    expect(Number((await partyOf(customer)).to_receive)).toBe(5_00);

    const ledger = (await api("GET", `/parties/${customer}/ledger`)).body.data;
    expect(ledger.balance).toBe(5);
    expect(ledger.entries.at(-1)).toMatchObject({ type: "payment_in", credit: 300, balance: 5 });

    const over = await api("POST", "/payments/in", { party_id: customer, date: today, amount: 10, mode: "cash", allocations: [{ invoice_id: b.body.data.id, amount: 6 }] });
    expect(over.status).toBe(400);
    expect(over.body.field).toBe("allocations.0.amount");
    const cheque = await api("POST", "/payments/in", { party_id: customer, date: today, amount: 5, mode: "cheque" });
    expect(cheque.body.field).toBe("reference");

    const del = await api("DELETE", `/payments/in/${pay.body.data.id}`);
    expect(del.status).toBe(200);
    expect((await api("GET", `/invoices/${a.body.data.id}`)).body.data.balance).toBe(252);

    const report = (await api("GET", `/reports/sales?from=${today}&to=${today}`)).body.data;
    const sum = await one(`SELECT count(*)::int AS n, sum(total_paise) AS total, sum(taxable_paise) AS taxable, sum(cgst_paise + sgst_paise + igst_paise) AS tax
      FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale' AND doc_date = '${today}'`);
    const lines = await one(`SELECT sum(l.total_paise) AS total FROM sales_invoice_lines l WHERE l.business_id = ${B} AND l.kind = 'sale' AND l.doc_date = '${today}'`);
    const rounds = await one(`SELECT sum(round_off_paise) AS r FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale' AND doc_date = '${today}'`);
    expect(report.totals.count).toBe(sum.n);
    expect(Math.round(report.totals.total * 100)).toBe(Number(sum.total));
    expect(Math.round(report.totals.taxable * 100)).toBe(Number(sum.taxable));
    expect(Math.round(report.totals.tax * 100)).toBe(Number(sum.tax));
    // The invoices' totals are their lines plus round-off, to the paisa.
    expect(Number(sum.total)).toBe(Number(lines.total) + Number(rounds.r));
    expect(Math.round(report.daily.reduce((x: number, d: { total: number }) => x + d.total * 100, 0))).toBe(Number(sum.total));
    expect(Math.round(report.by_rate.reduce((x: number, d: { taxable: number }) => x + d.taxable * 100, 0))).toBe(Number(sum.taxable));

    const pl = (await api("GET", `/reports/profit-loss?from=${today}&to=${today}`)).body.data;
    const cogs = await one(`SELECT sum(cost_paise) AS c FROM sales_invoice_lines WHERE business_id = ${B} AND kind = 'sale' AND doc_date = '${today}'`);
    expect(Math.round(pl.cogs * 100)).toBe(Number(cogs.c));
    expect(pl.gross_profit).toBeCloseTo(pl.revenue - pl.cogs, 2);
    const parties = (await api("GET", `/reports/party-profit?from=${today}&to=${today}`)).body.data;
    expect(parties.totals.revenue).toBe(pl.revenue);

    const dash = (await api("GET", `/reports/dashboard?from=${today}&to=${today}`)).body.data;
    expect(dash.sales).toBe(report.totals.total);
    expect(dash.receivable).toBeGreaterThanOrEqual(252 + 53);
  });

  it("a payment link carries the balance and goes out by SMS", async () => {
    const inv = await api("POST", "/invoices", sale([{ product_id: rice, qty: 1, rate: 100, gst_rate: 0, treatment: "nil" }]));
    const res = await api("POST", `/invoices/${inv.body.data.id}/payment-link`, { send_sms: true, request_key: "pay-link-sms-1" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.link).toMatch(/^upi:\/\/pay\?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&am=100\.00&tr=INV\d+&/);
    const outbox = await s.call("GET", "/api/sandbox/outbox?to=9811122233");
    expect(outbox.body.data[0].text).toContain(inv.body.data.number);
  });

  it("a cancelled invoice gets no payment link: 409 saying it is cancelled, and no SMS", async () => {
    const inv = await api("POST", "/invoices", sale([{ product_id: rice, qty: 1, rate: 70, gst_rate: 0, treatment: "nil" }]));
    expect((await api("POST", `/invoices/${inv.body.data.id}/cancel`)).status).toBe(200);
    const before = (await s.call("GET", "/api/sandbox/outbox?to=9811122233")).body.data.length;
    const res = await api("POST", `/invoices/${inv.body.data.id}/payment-link`, { send_sms: true, request_key: "pay-link-cancelled" });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toBe(`Invoice ${inv.body.data.number} is cancelled: there is nothing to collect`);
    expect((await s.call("GET", "/api/sandbox/outbox?to=9811122233")).body.data.length).toBe(before);
  });

  it("settings: next number must pass the last one used; a bad rate is refused", async () => {
    const cur = (await api("GET", "/settings")).body.data;
    const low = await api("PUT", "/settings", { ...withoutFy(cur), next_number: 1 });
    expect(low.status).toBe(400);
    expect(low.body.field).toBe("next_number");
    expect((await api("PUT", "/settings", { ...withoutFy(cur), default_gst_rate: 28 })).body.field).toBe("default_gst_rate");
    const ok = await api("PUT", "/settings", { ...withoutFy(cur), invoice_prefix: "SGS/", next_number: cur.next_number + 100 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const inv = await api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10, gst_rate: 5 }] });
    expect(inv.body.data.number).toBe(`SGS/${cur.next_number + 100}`);
  });

  it("an EXPIRED plan refuses writes with 402 but still reads", async () => {
    await q(`UPDATE subscriptions SET plan = 'yearly', expires_at = now() - interval '1 day' WHERE business_id = ${B} AND module = 'sales_and_purchase'`);
    const res = await api("POST", "/invoices", { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10, gst_rate: 5 }] });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/expired/i);
    expect((await api("GET", "/invoices")).status).toBe(200);
  });
});

const withoutFy = (v: Record<string, unknown>) => {
  const { financial_year: _fy, ...rest } = v;
  return rest;
};
