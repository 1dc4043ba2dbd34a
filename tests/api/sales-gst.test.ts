import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql, istDay } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { gstinCheckChar } from "../../resources/validators";

/** Issue 13: the defects D1–D6 and the three more, cancelling, period locks. */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: GSTIN 27…, state 27, Sales & Purchase ACTIVE
let buyer: number;
let supplier: number;
let rice: number;

const { q, one, ins } = rawSql(() => s);
const stockOf = async (id: number) => Number((await one(`SELECT stock FROM r_products WHERE id = ${id}`)).stock);
const owes = async (id: number) => Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${id}`)).to_receive);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const count = async (table: string) => Number((await one(`SELECT count(*)::int AS n FROM ${table}`)).n);

const today = istDay();
const sale = (lines: object[], extra: object = {}) => ({ payment_type: "credit", date: today, party_id: buyer, lines, ...extra });
const riceLine = (qty = 1) => ({ product_id: rice, qty, rate: 100, gst_rate: 5 });


beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  buyer = await ins("r_parties", { business_id: B, name: "Gst Test Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
  supplier = await ins("r_parties", { business_id: B, name: "Gst Test Supplier", party_type: "Supplier", state: "29 Karnataka", opening_balance: 0, opening_type: "To Pay" });
  rice = await ins("r_products", { business_id: B, name: "Gst Test Rice", item_type: "Goods", hsn: "1006", unit: "KG", sale_price: 10000, purchase_price: 8000, gst_rate: "5", opening_stock: 100, low_stock_alert: 1 });
});
afterAll(() => s?.close());

describe("D1: amounts too small to exist", () => {
  it("a quantity of 1e-7 is refused naming the line's quantity, and uses no number", async () => {
    const before = await count("sales_invoices");
    const res = await api("POST", "/invoices", sale([riceLine(1e-7)]));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("lines.0.qty");
    expect(res.body.message).toMatch(/Quantity on line 1 can have at most three decimals/);
    expect(await count("sales_invoices")).toBe(before);
  });
  it("a payment of 1e-7 is a 400 naming the amount, not a 500", async () => {
    const res = await api("POST", "/payments/in", { party_id: buyer, date: today, amount: 1e-7, mode: "cash" });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("amount");
    expect(res.body.message).toMatch(/^Amount /);
  });
});

describe("D2: moving an invoice with settled payments to another party", () => {
  it("is refused (409 naming the party) and both ledgers stay right", async () => {
    const other = await ins("r_parties", { business_id: B, name: "Gst Other Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
    const inv = (await api("POST", "/invoices", sale([riceLine(10)]))).body.data; // 1050
    expect((await api("POST", "/payments/in", { party_id: buyer, date: today, amount: 400, mode: "cash" })).status).toBe(200);
    const moved = await api("PUT", `/invoices/${inv.id}`, sale([riceLine(10)], { party_id: other }));
    expect(moved.status).toBe(409);
    expect(moved.body.field).toBe("party_id");
    expect(moved.body.message).toMatch(/Payments of ₹400.00 from Gst Test Buyer are settled against/);
    expect(await owes(buyer)).toBe(650_00);
    expect(await owes(other)).toBe(0);
    // Without payments the move is fine.
    const free = (await api("POST", "/invoices", sale([riceLine(1)]))).body.data;
    expect((await api("PUT", `/invoices/${free.id}`, sale([riceLine(1)], { party_id: other }))).status).toBe(200);
    expect(await owes(other)).toBe(105_00);
  });
});

describe("D3: a party that documents name cannot be deleted", () => {
  it("answers 409 naming what holds it, and the party stays", async () => {
    const res = await s.call("DELETE", `/api/b/${B}/parties/${buyer}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Gst Test Buyer cannot be deleted: \d+ invoice\(s\), bill\(s\) or note\(s\) and \d+ payment\(s\) are recorded/);
    expect((await api("GET", `/parties/${buyer}/ledger`)).status).toBe(200);
    // A party with nothing recorded still goes.
    const spare = await ins("r_parties", { business_id: B, name: "Gst Spare", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
    expect((await s.call("DELETE", `/api/b/${B}/parties/${spare}`, { token })).status).toBe(200);
  });
});

describe("D4 and D5: the business's GST state", () => {
  it("with no GST state an invoice is refused, not charged CGST + SGST", async () => {
    const saved = await one(`SELECT state_code FROM sales_settings WHERE business_id = ${B}`);
    await q(`UPDATE sales_settings SET state_code = NULL WHERE business_id = ${B}`);
    await q(`UPDATE businesses SET state_code = NULL WHERE id = ${B}`);
    try {
      const res = await api("POST", "/invoices", sale([riceLine(1)], { party_id: supplier }));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("state_code");
      expect(res.body.message).toMatch(/Set your business's GST state/);
    } finally {
      await q(`UPDATE businesses SET state_code = '27' WHERE id = ${B}`);
      if (saved) await q(`UPDATE sales_settings SET state_code = '${saved.state_code}' WHERE business_id = ${B}`);
    }
  });
  it("sales settings refuse a state other than the GSTIN's", async () => {
    const cur = (await api("GET", "/settings")).body.data;
    const { financial_year: _fy, ...body } = cur;
    const res = await api("PUT", "/settings", { ...body, state_code: "29" });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("state_code");
    expect(res.body.message).toMatch(/GSTIN 27AAPFU0939F1ZV is registered in Maharashtra \(27\): the business state must be 27, not 29 Karnataka/);
    expect((await api("PUT", "/settings", { ...body, state_code: "27" })).status).toBe(200);
  });
  it("the profile's address and tax sections and onboarding refuse it too", async () => {
    const address = await s.call("PUT", `/api/m/${B}/profile/address`, { token, body: { address: "12 MG Road", city: "Bengaluru", state_code: "29", pincode: "560001" } });
    expect(address.status).toBe(400);
    expect(address.body.field).toBe("state_code");
    expect(address.body.message).toMatch(/registered in Maharashtra \(27\)/);
    const tax = await s.call("PUT", `/api/m/${B}/profile/tax`, { token, body: { gstin: `29AAPFU0939F1Z${gstinCheckChar("29AAPFU0939F1Z")}`, pan: "AAPFU0939F" } });
    expect(tax.status).toBe(400);
    expect(tax.body.field).toBe("gstin");
    expect(tax.body.message).toMatch(/registered in Karnataka \(29\): the business state must be 29, not 27/);
    const master = Number((await one("SELECT id FROM business_masters LIMIT 1")).id);
    const onboard = await s.call("POST", "/api/business/addBusiness", { token, body: { business_name: "Gst Mismatch Shop", business_master_id: master, state_code: "29", gstin: "27AAPFU0939F1ZV" } });
    expect(onboard.status).toBe(400);
    expect(onboard.body.field).toBe("state_code");
    expect(onboard.body.message).toMatch(/registered in Maharashtra \(27\)/);
    expect(await one(`SELECT state_code FROM businesses WHERE id = ${B}`)).toEqual({ state_code: "27" });
  });
});

describe("D6 and the three more", () => {
  it("an invoice says whether tax is payable on reverse charge (No by default)", async () => {
    const plain = (await api("POST", "/invoices", sale([riceLine(1)]))).body.data;
    expect(plain.reverse_charge).toBe(false);
    const rcm = await api("POST", "/invoices", sale([riceLine(1)], { reverse_charge: true }));
    expect(rcm.body.data.reverse_charge).toBe(true);
    expect((await api("POST", "/invoices", sale([riceLine(1)], { reverse_charge: "yes" }))).body.field).toBe("reverse_charge");
  });
  it("the same supplier bill number is refused the second time, whatever its case", async () => {
    const bill = { payment_type: "credit", date: today, party_id: supplier, number: "KA/501", lines: [riceLine(2)] };
    const first = await api("POST", "/bills", bill);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await api("POST", "/bills", { ...bill, number: "ka/501" });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe("number");
    expect(again.body.message).toMatch(/Bill ka\/501 from Gst Test Supplier is already entered/);
    // Editing the bill itself keeps its number.
    expect((await api("PUT", `/bills/${first.body.data.id}`, bill)).status).toBe(200);
  });
  it("an invoice or bill dated after today is refused", async () => {
    const res = await api("POST", "/invoices", sale([riceLine(1)], { date: istDay(1) }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("date");
    expect(res.body.message).toMatch(/cannot be after today/);
  });
  it("the GST summary splits CGST, SGST and IGST per rate", async () => {
    await api("POST", "/invoices", sale([{ product_id: rice, qty: 1, rate: 200, gst_rate: 18 }], { party_id: supplier })); // IGST 36
    const report = (await api("GET", `/reports/sales?from=${today}&to=${today}`)).body.data;
    const r18 = report.by_rate.find((r: { gst_rate: number }) => r.gst_rate === 18);
    const r5 = report.by_rate.find((r: { gst_rate: number }) => r.gst_rate === 5);
    expect(r18).toMatchObject({ cgst: 0, sgst: 0, igst: 36, tax: 36 });
    expect(r5.igst).toBe(0);
    expect(r5.cgst).toBe(r5.sgst);
    expect(Math.round((r5.cgst + r5.sgst) * 100)).toBe(Math.round(r5.tax * 100));
    const sum = (k: string) => Math.round(report.by_rate.reduce((x: number, r: Record<string, number>) => x + r[k] * 100, 0));
    expect(sum("cgst")).toBe(Math.round(report.totals.cgst * 100));
    expect(sum("igst")).toBe(Math.round(report.totals.igst * 100));
  });
});

describe("cancelling an invoice", () => {
  it("keeps it, marks it cancelled, takes it out of every total and never reuses its number", async () => {
    const fresh = await ins("r_parties", { business_id: B, name: "Gst Cancel Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
    const report = async () => (await api("GET", `/reports/sales?from=${today}&to=${today}`)).body.data;
    const dash = async () => (await api("GET", `/reports/dashboard?from=${today}&to=${today}`)).body.data;
    const [r0, d0, stock0] = [await report(), await dash(), await stockOf(rice)];
    const inv = (await api("POST", "/invoices", sale([riceLine(4)], { party_id: fresh }))).body.data; // 420
    expect(await stockOf(rice)).toBe(stock0 - 4);
    expect(await owes(fresh)).toBe(420_00);

    const res = await api("POST", `/invoices/${inv.id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: "cancelled", number: inv.number, balance: 0 });
    expect(await stockOf(rice)).toBe(stock0);
    expect(await owes(fresh)).toBe(0);
    const [r1, d1] = [await report(), await dash()];
    expect(r1.totals).toEqual(r0.totals);
    expect(r1.by_rate).toEqual(r0.by_rate);
    expect(d1.sales).toBe(d0.sales);
    expect(d1.receivable).toBe(d0.receivable);
    expect((await api("GET", `/parties/${fresh}/ledger`)).body.data.entries).toEqual([]);
    const listed = (await api("GET", `/invoices?q=${encodeURIComponent(inv.number)}`)).body;
    expect(listed.data[0]).toMatchObject({ number: inv.number, status: "Cancelled", balance: 0 });

    const next = (await api("POST", "/invoices", sale([riceLine(1)]))).body.data;
    expect(next.number).not.toBe(inv.number);
    expect((await api("PUT", `/invoices/${inv.id}`, sale([riceLine(1)]))).status).toBe(409);
    expect((await api("POST", `/invoices/${inv.id}/cancel`)).status).toBe(409);
  });
  it("is refused while payments are settled against it", async () => {
    const inv = (await api("POST", "/invoices", sale([riceLine(1)], { payment_type: "credit" }))).body.data;
    await api("POST", "/payments/in", { party_id: buyer, date: today, amount: 5000, mode: "cash" });
    const res = await api("POST", `/invoices/${inv.id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/delete those payments before cancelling/);
  });
});

describe("period lock", () => {
  const lastMonth = istDay(-40).slice(0, 7);
  const inLocked = `${lastMonth}-15`;
  let inv: { id: number };

  it("a locked month refuses a new invoice, an edit, a delete, a cancel and a payment dated in it", async () => {
    inv = (await api("POST", "/invoices", sale([riceLine(1)], { date: inLocked }))).body.data;
    const lock = await api("PUT", `/locks/${lastMonth}`, { locked: true });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    const before = await count("sales_invoices");
    const writes = [
      await api("POST", "/invoices", sale([riceLine(1)], { date: inLocked })),
      await api("PUT", `/invoices/${inv.id}`, sale([riceLine(2)], { date: inLocked })),
      await api("PUT", `/invoices/${inv.id}`, sale([riceLine(2)], { date: today })), // moving it out is a change too
      await api("POST", `/invoices/${inv.id}/cancel`),
      await api("DELETE", `/invoices/${inv.id}`),
      await api("POST", "/payments/in", { party_id: buyer, date: inLocked, amount: 10, mode: "cash" }),
      await api("POST", "/bills", { payment_type: "cash", date: inLocked, lines: [riceLine(1)] }),
    ];
    for (const res of writes) {
      expect(res.status).toBe(409);
      expect(res.body.field).toBe("date");
      expect(res.body.message).toMatch(/is locked because its GST return was filed/);
    }
    expect(await count("sales_invoices")).toBe(before);
    // Other months carry on.
    expect((await api("POST", "/invoices", sale([riceLine(1)]))).status).toBe(200);
  });
  it("unlocking is recorded with who and when, and then writes go through", async () => {
    const res = await api("PUT", `/locks/${lastMonth}`, { locked: false });
    expect(res.status).toBe(200);
    expect(res.body.data.locked).toEqual([]);
    expect(res.body.data.history.map((h: { action: string }) => h.action)).toEqual(["unlock", "lock"]);
    expect(res.body.data.history[0].by).toBeTruthy();
    expect(res.body.data.history[0].at).toBeTruthy();
    expect((await api("DELETE", `/invoices/${inv.id}`)).status).toBe(200);
    expect((await api("PUT", `/locks/2026-13`, { locked: true })).body.field).toBe("period");
  });
});
