import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { gstinCheckChar } from "../../resources/validators";

/** GSTR-1 and GSTR-3B of a month against the sales and purchase reports of the same month. */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store, GSTIN 27AAPFU0939F1ZV, state 27
let registered: number;
let delhi: number;
let rice: number;
let laptop: number;

const schema = JSON.parse(readFileSync(new URL("../../modules/sales/schemas/gstr1.schema.json", import.meta.url), "utf8"));
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

const { one, ins } = rawSql(() => s);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const gst = (path: string) => s.call("GET", `/api/b/${B}${path}`, { token });

// A whole month already past: the 5th to the 20th of the month 40 days ago.
const month = new Date(Date.now() + 5.5 * 3600_000 - 40 * 86400_000).toISOString().slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, "0")}`;
const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
const paise = (rupees: number) => Math.round(rupees * 100);


type Itm = { itm_det: { txval: number; iamt?: number; camt?: number; samt?: number } };
type Tax = { txval: number; iamt?: number; camt?: number; samt?: number };
/** Paise sums of txval, iamt, camt, samt over a list of tax rows. */
const sums = (rows: Tax[]) => ({
  txval: rows.reduce((x, r) => x + paise(r.txval), 0),
  iamt: rows.reduce((x, r) => x + paise(r.iamt ?? 0), 0),
  camt: rows.reduce((x, r) => x + paise(r.camt ?? 0), 0),
  samt: rows.reduce((x, r) => x + paise(r.samt ?? 0), 0),
});
const itemsOf = (invs: { itms: Itm[] }[]) => invs.flatMap((i) => i.itms.map((t) => t.itm_det));

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  const gstin = `27AAKFR1234B1Z${gstinCheckChar("27AAKFR1234B1Z")}`;
  registered = await ins("r_parties", { business_id: B, name: "Gstr Registered Buyer", party_type: "Customer", state: "27 Maharashtra", gstin, opening_balance: 0, opening_type: "To Receive" });
  delhi = await ins("r_parties", { business_id: B, name: "Gstr Delhi Buyer", party_type: "Both", state: "07 Delhi", opening_balance: 0, opening_type: "To Receive" });
  rice = await ins("r_products", { business_id: B, name: "Gstr Rice", item_type: "Goods", hsn: "1006", unit: "KG", sale_price: 10000, purchase_price: 8000, gst_rate: "5", opening_stock: 1000, low_stock_alert: 1 });
  laptop = await ins("r_products", { business_id: B, name: "Gstr Laptop", item_type: "Goods", hsn: "84713010", unit: "PCS", sale_price: 6000000, purchase_price: 5000000, gst_rate: "18", opening_stock: 10, low_stock_alert: 1 });
  const sale = async (body: object) => {
    const res = await api("POST", "/invoices", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  await sale({ payment_type: "credit", date: day(5), party_id: registered, lines: [{ product_id: rice, qty: 10, rate: 100, gst_rate: 5 }, { product_id: laptop, qty: 1, rate: 50000, gst_rate: 18 }] });
  await sale({ payment_type: "cash", date: day(6), lines: [{ product_id: rice, qty: 2.5, rate: 100, gst_rate: 5, discount: 10 }] });
  // Inter-state to an unregistered buyer above ₹1,00,000: B2CL.
  await sale({ payment_type: "credit", date: day(7), party_id: delhi, lines: [{ product_id: laptop, qty: 2, rate: 60000, gst_rate: 18 }] });
  // Inter-state, small: B2CS INTER.
  await sale({ payment_type: "credit", date: day(8), party_id: delhi, lines: [{ product_id: rice, qty: 3, rate: 100, gst_rate: 5 }] });
  const cancelled = await sale({ payment_type: "cash", date: day(9), lines: [{ product_id: rice, qty: 1, rate: 100, gst_rate: 5 }] });
  expect((await api("POST", `/invoices/${cancelled.id}/cancel`)).status).toBe(200);
  // A purchase for GSTR-3B's input credit, and one on reverse charge.
  expect((await api("POST", "/bills", { payment_type: "cash", date: day(10), number: "DL/77", party_id: delhi, lines: [{ product_id: rice, qty: 50, rate: 80, gst_rate: 5 }] })).status).toBe(200);
  expect((await api("POST", "/bills", { payment_type: "cash", date: day(11), number: "RC/1", party_id: registered, reverse_charge: true, lines: [{ name: "Goods transport", hsn: "9965", qty: 1, rate: 1000, gst_rate: 5 }] })).status).toBe(200);
});
afterAll(() => s?.close());

describe("GSTR-1", () => {
  it("answers the offline tool's format, valid against its JSON Schema", async () => {
    const res = await gst(`/gst/gstr1?period=${fp}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ok = validate(res.body);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
    expect(res.body).toMatchObject({ gstin: "27AAPFU0939F1ZV", fp });
    expect(res.body.b2b).toHaveLength(1);
    expect(res.body.b2b[0].inv[0]).toMatchObject({ val: 60050, pos: "27", rchrg: "N", inv_typ: "R", idt: `${day(5).slice(8)}-${month.slice(5)}-${month.slice(0, 4)}` });
    expect(res.body.b2cl).toEqual([{ pos: "07", inv: [expect.objectContaining({ val: 141600, itms: [{ num: 1801, itm_det: { rt: 18, txval: 120000, iamt: 21600, csamt: 0 } }] })] }]);
    expect(res.body.b2cs).toEqual(
      expect.arrayContaining([
        { sply_ty: "INTRA", pos: "27", typ: "OE", rt: 5, txval: 240, camt: 6, samt: 6, csamt: 0 },
        { sply_ty: "INTER", pos: "07", typ: "OE", rt: 5, txval: 300, iamt: 15, csamt: 0 },
      ]),
    );
    expect(res.body.doc_issue.doc_det[0]).toMatchObject({ doc_num: 1, docs: [{ totnum: 5, cancel: 1, net_issue: 4 }] });
    // A bad schema must fail: the check can fail.
    expect(validate({ ...res.body, b2cs: [{ ...res.body.b2cs[0], iamt: 1 }] })).toBe(false);
  });

  it("its totals per section equal the sales report of the month", async () => {
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    const report = (await api("GET", `/reports/sales?from=${month}-01&to=${lastDay}`)).body.data;
    const b2b = sums(itemsOf(g.b2b.flatMap((b: { inv: { itms: Itm[] }[] }) => b.inv)));
    const b2cl = sums(itemsOf(g.b2cl.flatMap((b: { inv: { itms: Itm[] }[] }) => b.inv)));
    const b2cs = sums(g.b2cs);
    expect(b2b).toEqual({ txval: 51_000_00, iamt: 0, camt: 4_525_00, samt: 4_525_00 });
    expect(b2cl).toEqual({ txval: 120_000_00, iamt: 21_600_00, camt: 0, samt: 0 });
    const all = { txval: b2b.txval + b2cl.txval + b2cs.txval, iamt: b2b.iamt + b2cl.iamt + b2cs.iamt, camt: b2b.camt + b2cl.camt + b2cs.camt, samt: b2b.samt + b2cl.samt + b2cs.samt };
    expect(all).toEqual({ txval: paise(report.totals.taxable), iamt: paise(report.totals.igst), camt: paise(report.totals.cgst), samt: paise(report.totals.sgst) });
    // The HSN summary holds the same tax, by HSN.
    const hsn = sums([...g.hsn.hsn_b2b, ...g.hsn.hsn_b2c]);
    expect(hsn).toEqual(all);
    expect(g.hsn.hsn_b2b.map((h: { hsn_sc: string }) => h.hsn_sc)).toEqual(["1006", "84713010"]);
    expect(g.hsn.hsn_b2c.find((h: { hsn_sc: string; rt: number }) => h.hsn_sc === "1006")).toMatchObject({ uqc: "KGS", qty: 5.5 });
  });

  it("downloads as CSV rows with the invoices' numbers", async () => {
    const res = await fetch(`${s.url}/api/b/${B}/gst/gstr1?period=${fp}&format=csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toContain(`GSTR1_27AAPFU0939F1ZV_${fp}.csv`);
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("Section,GSTIN/UIN of recipient,Number,Date,Value,Place of supply,Rate %,Taxable value,IGST,CGST,SGST,Cess");
    expect(text).toMatch(/^B2CL,,SGS\/\d+,\d{2}-\d{2}-\d{4},141600,07,18,120000,21600,0,0,0$/m);
  });

  it("refuses a period that is not MMYYYY, naming it", async () => {
    const res = await gst("/gst/gstr1?period=2026-03");
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("period");
  });
});

describe("GSTR-3B", () => {
  it("3.1 equals the month's taxed sales and 4 the input tax of its bills", async () => {
    const res = await gst(`/gst/gstr3b?period=${fp}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data;
    const report = (await api("GET", `/reports/sales?from=${month}-01&to=${lastDay}`)).body.data;
    expect(paise(b.sup_details.osup_det.txval)).toBe(paise(report.totals.taxable));
    expect(paise(b.sup_details.osup_det.iamt)).toBe(paise(report.totals.igst));
    expect(paise(b.sup_details.osup_det.camt)).toBe(paise(report.totals.cgst));
    // The Delhi bill: IGST 5 % of 4000; the transport bill is on reverse charge (CGST + SGST 25 each).
    expect(b.itc_elg.itc_avl).toEqual([
      expect.objectContaining({ ty: "IMPG", iamt: 0, camt: 0, samt: 0 }),
      expect.objectContaining({ ty: "IMPS", iamt: 0, camt: 0, samt: 0 }),
      expect.objectContaining({ ty: "ISRC", iamt: 0, camt: 25, samt: 25 }),
      expect.objectContaining({ ty: "ISD", iamt: 0, camt: 0, samt: 0 }),
      expect.objectContaining({ ty: "OTH", iamt: 200, camt: 0, samt: 0 }),
    ]);
    expect(b.sup_details.isup_rev).toMatchObject({ txval: 1000, camt: 25, samt: 25 });
    expect(b.itc_elg.itc_net).toEqual({ iamt: 200, camt: 25, samt: 25, csamt: 0 });
  });
});

describe("credit and debit notes", () => {
  it("a credit note lowers the month's GSTR-1, restores stock and the buyer's balance, in its own FY series", async () => {
    const inv = (await api("POST", "/invoices", { payment_type: "credit", date: day(12), party_id: registered, lines: [{ product_id: rice, qty: 10, rate: 100, gst_rate: 5 }, { product_id: laptop, qty: 1, rate: 1000, gst_rate: 18 }] })).body.data;
    const stock = Number((await one(`SELECT stock FROM r_products WHERE id = ${rice}`)).stock);
    const owed = Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${registered}`)).to_receive);
    const before = (await gst(`/gst/gstr1?period=${fp}`)).body;

    const res = await api("POST", `/invoices/${inv.id}/notes`, { date: day(14), reason: "Damaged bags", lines: [{ position: 1, qty: 4 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const note = res.body.data;
    expect(note).toMatchObject({ kind: "credit", taxable: 400, cgst: 10, sgst: 10, total: 420, original: { id: inv.id, number: inv.number } });
    const fy = Number(day(14).slice(0, 4)) - (Number(day(14).slice(5, 7)) < 4 ? 1 : 0);
    expect(note.number).toBe(`CN/${String(fy).slice(2)}-${String((fy + 1) % 100).padStart(2, "0")}/1`);
    expect(Number((await one(`SELECT stock FROM r_products WHERE id = ${rice}`)).stock)).toBe(stock + 4);
    expect(Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${registered}`)).to_receive)).toBe(owed - 420_00);
    expect((await api("GET", `/invoices/${inv.id}`)).body.data.notes_issued).toEqual([expect.objectContaining({ number: note.number, total: 420 })]);

    const after = (await gst(`/gst/gstr1?period=${fp}`)).body;
    expect(validate(after), JSON.stringify(validate.errors)).toBe(true);
    expect(after.cdnr).toEqual([{ ctin: after.b2b[0].ctin, nt: [expect.objectContaining({ ntty: "C", nt_num: note.number, val: 420, pos: "27", itms: [{ num: 501, itm_det: { rt: 5, txval: 400, camt: 10, samt: 10, csamt: 0 } }] })] }]);
    // Net of the note, the HSN summary and GSTR-3B are ₹400 lower at 5 %.
    const rice5 = (g: { hsn: { hsn_b2b: { hsn_sc: string; rt: number; txval: number; qty: number }[] } }) => g.hsn.hsn_b2b.find((h) => h.hsn_sc === "1006" && h.rt === 5)!;
    expect(paise(rice5(before).txval) - paise(rice5(after).txval)).toBe(400_00);
    expect(rice5(before).qty - rice5(after).qty).toBe(4);
    expect(after.doc_issue.doc_det).toEqual(expect.arrayContaining([expect.objectContaining({ doc_num: 5, docs: [expect.objectContaining({ from: note.number, to: note.number, totnum: 1 })] })]));

    // No more can come back than was sold.
    const over = await api("POST", `/invoices/${inv.id}/notes`, { date: day(14), lines: [{ position: 1, qty: 6.5 }] });
    expect(over.status).toBe(400);
    expect(over.body.field).toBe("lines.0.qty");
    expect(over.body.message).toMatch(/at most 6 of Gstr Rice is left to return/);
    // An invoice with a live note cannot be cancelled under it.
    expect((await api("POST", `/invoices/${inv.id}/cancel`)).status).toBe(409);
  });

  it("a debit note (purchase return) takes the stock out and lowers what we owe the supplier", async () => {
    const bill = (await api("POST", "/bills", { payment_type: "credit", date: day(15), number: "DL/90", party_id: delhi, lines: [{ product_id: rice, qty: 20, rate: 80, gst_rate: 5 }] })).body.data;
    const stock = Number((await one(`SELECT stock FROM r_products WHERE id = ${rice}`)).stock);
    const res = await api("POST", `/bills/${bill.id}/notes`, { date: day(16), lines: [{ position: 1, qty: 5 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: "debit", taxable: 400, igst: 20, total: 420 });
    expect(res.body.data.number).toMatch(/^DN\/\d{2}-\d{2}\/1$/);
    expect(Number((await one(`SELECT stock FROM r_products WHERE id = ${rice}`)).stock)).toBe(stock - 5);
    const g3b = (await gst(`/gst/gstr3b?period=${fp}`)).body.data;
    // Input tax: the Delhi bills' IGST (200 + 80) less the return's 20.
    expect(g3b.itc_elg.itc_avl[4]).toMatchObject({ ty: "OTH", iamt: 260 });
  });
});
