import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { gstinCheckChar } from "../../resources/validators";

/**
 * GST treatments in the returns (issue 26): nil-rated, exempt and non-GST lines in GSTR-1 Table 8 and
 * GSTR-3B 3.1(c)/(e); exports and SEZ supplies zero-rated; supplier debit notes; HSN/SAC required; and
 * a month of mixed documents whose GSTR-1 adds up to GSTR-3B's 3.1 row by row. Both files are checked
 * against the JSON Schemas kept in modules/sales/schemas.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store, GSTIN 27AAPFU0939F1ZV, state 27
const ids: Record<string, number> = {};
const docs: Record<string, { id: number; number: string; total: number }> = {};

const schemaOf = (name: string) => JSON.parse(readFileSync(new URL(`../../modules/sales/schemas/${name}.schema.json`, import.meta.url), "utf8"));
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6, strict: false });
const validate1 = ajv.compile(schemaOf("gstr1"));
const validate3b = ajv.compile(schemaOf("gstr3b"));

const { one, ins } = rawSql(() => s);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const gst = (path: string) => s.call("GET", `/api/b/${B}${path}`, { token });

// A whole month already past, apart from the other GSTR test's (each file has its own database anyway).
const month = new Date(Date.now() + 5.5 * 3600_000 - 40 * 86400_000).toISOString().slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, "0")}`;
const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

type Tax = { txval: number; iamt?: number; camt?: number; samt?: number };
type Itm = { itm_det: Tax };
const add = (into: Record<string, number>, t: Tax, sign = 1) => {
  into.txval += sign * paise(t.txval);
  into.iamt += sign * paise(t.iamt);
  into.camt += sign * paise(t.camt);
  into.samt += sign * paise(t.samt);
};
const zero = () => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

/** GSTR-1's tables added up the way GSTR-3B's 3.1 reads them (paise). */
function gstr1Totals(g: Record<string, any>) {
  const taxed = zero();
  const zeroRated = zero();
  const zeroTyp = new Set(["SEWP", "SEWOP"]);
  for (const b of g.b2b) for (const i of b.inv) for (const t of i.itms as Itm[]) add(zeroTyp.has(i.inv_typ) ? zeroRated : taxed, t.itm_det);
  for (const b of g.b2cl) for (const i of b.inv) for (const t of i.itms as Itm[]) add(taxed, t.itm_det);
  for (const r of g.b2cs) add(taxed, r);
  for (const e of g.exp ?? []) for (const i of e.inv) for (const t of i.itms) add(zeroRated, t);
  for (const c of g.cdnr) for (const n of c.nt) for (const t of n.itms as Itm[]) add(zeroTyp.has(n.inv_typ) ? zeroRated : taxed, t.itm_det, n.ntty === "C" ? -1 : 1);
  for (const n of g.cdnur) for (const t of n.itms as Itm[]) add(n.typ === "B2CL" ? taxed : zeroRated, t.itm_det, n.ntty === "C" ? -1 : 1);
  const nil = { nilExempt: 0, nonGst: 0 };
  for (const r of g.nil?.inv ?? []) {
    nil.nilExempt += paise(r.nil_amt) + paise(r.expt_amt);
    nil.nonGst += paise(r.ngsup_amt);
  }
  return { taxed, zeroRated, ...nil };
}

async function sale(name: string, body: object) {
  const res = await api("POST", "/invoices", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  docs[name] = res.body.data;
  return res.body.data;
}

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  const gstin = (pan: string) => `27${pan}1Z${gstinCheckChar(`27${pan}1Z`)}`;
  ids.registered = await ins("r_parties", { business_id: B, name: "Treat Registered", party_type: "Customer", state: "27 Maharashtra", gstin: gstin("AAKFT1234B"), opening_balance: 0, opening_type: "To Receive" });
  ids.sez = await ins("r_parties", { business_id: B, name: "Treat SEZ Unit", party_type: "Customer", state: "27 Maharashtra", gstin: gstin("AAKFS4321C"), opening_balance: 0, opening_type: "To Receive" });
  ids.delhi = await ins("r_parties", { business_id: B, name: "Treat Delhi Buyer", party_type: "Customer", state: "07 Delhi", opening_balance: 0, opening_type: "To Receive" });
  ids.overseas = await ins("r_parties", { business_id: B, name: "Treat Overseas Buyer", party_type: "Customer", opening_balance: 0, opening_type: "To Receive" });
  const product = (name: string, hsn: string, unit: string, rate: string, treatment: string) =>
    ins("r_products", { business_id: B, name, item_type: "Goods", hsn, unit, sale_price: 10000, purchase_price: 5000, gst_rate: rate, gst_treatment: treatment, opening_stock: 1000, low_stock_alert: 1 });
  ids.rice = await product("Treat Rice", "1006", "KG", "5", "taxable");
  ids.laptop = await product("Treat Laptop", "84713010", "PCS", "18", "taxable");
  ids.milk = await product("Treat Fresh Milk", "0401", "LTR", "0", "nil");
  ids.fees = await product("Treat Coaching", "999293", "NOS", "0", "exempt");
  ids.petrol = await product("Treat Petrol", "2710", "LTR", "0", "nongst");

  await sale("b2b", { payment_type: "credit", date: day(5), party_id: ids.registered, lines: [
    { product_id: ids.rice, qty: 10, rate: 100, gst_rate: 5 },
    { product_id: ids.milk, qty: 4, rate: 50, gst_rate: 0 },
    { product_id: ids.laptop, qty: 1, rate: 50000, gst_rate: 18 },
  ] });
  await sale("cash", { payment_type: "cash", date: day(6), lines: [{ product_id: ids.rice, qty: 2.125, rate: 100, gst_rate: 5 }, { product_id: ids.petrol, qty: 3, rate: 100, gst_rate: 0 }] });
  await sale("b2cl", { payment_type: "credit", date: day(7), party_id: ids.delhi, lines: [{ product_id: ids.laptop, qty: 2, rate: 60000, gst_rate: 18 }] });
  await sale("b2csInter", { payment_type: "credit", date: day(8), party_id: ids.delhi, lines: [{ product_id: ids.rice, qty: 3, rate: 100, gst_rate: 5 }, { product_id: ids.fees, qty: 1, rate: 1000, gst_rate: 0 }] });
  await sale("expwp", { payment_type: "credit", date: day(9), party_id: ids.overseas, lines: [{ product_id: ids.laptop, qty: 1, rate: 10000, gst_rate: 18, treatment: "expwp" }] });
  await sale("expwop", { payment_type: "credit", date: day(9), party_id: ids.overseas, lines: [{ product_id: ids.rice, qty: 10, rate: 100, gst_rate: 0, treatment: "expwop" }] });
  await sale("sezwop", { payment_type: "credit", date: day(10), party_id: ids.sez, lines: [{ product_id: ids.laptop, qty: 1, rate: 20000, gst_rate: 0, treatment: "sezwop" }] });
  const note = async (of: string, body: object, path = "notes") => {
    const res = await api("POST", `/invoices/${docs[of].id}/${path}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  docs.creditB2b = await note("b2b", { date: day(12), lines: [{ position: 1, qty: 4 }, { position: 2, qty: 2 }] });
  docs.debitB2b = await note("b2b", { date: day(13), reason: "Price revised", lines: [{ position: 1, amount: 100 }] }, "debit-notes");
  docs.debitCash = await note("cash", { date: day(13), lines: [{ position: 1, amount: 50 }] }, "debit-notes");
  docs.creditB2cl = await note("b2cl", { date: day(14), lines: [{ position: 1, qty: 1 }] });
  docs.creditExport = await note("expwp", { date: day(14), lines: [{ position: 1, qty: 1 }] });
  // Inward: a nil-rated bill from another state and a non-GST one from ours (GSTR-3B table 5).
  expect((await api("POST", "/bills", { payment_type: "cash", date: day(11), number: "NIL/1", party_id: ids.delhi, lines: [{ product_id: ids.milk, qty: 10, rate: 40, gst_rate: 0 }] })).status).toBe(200);
  expect((await api("POST", "/bills", { payment_type: "cash", date: day(11), number: "FUEL/1", lines: [{ product_id: ids.petrol, qty: 5, rate: 100, gst_rate: 0 }] })).status).toBe(200);
});
afterAll(() => s?.close());

describe("nil-rated, exempt and non-GST supplies", () => {
  it("land in GSTR-1 Table 8 by supply type, in no taxable table, and in GSTR-3B 3.1(c) and (e)", async () => {
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    // Milk: ₹200 to a registered buyer in our state, ₹100 of it returned; coaching: ₹1,000 to Delhi; petrol: ₹300 cash.
    expect(g.nil).toEqual({
      inv: [
        { sply_ty: "INTRAB2B", nil_amt: 100, expt_amt: 0, ngsup_amt: 0 },
        { sply_ty: "INTRB2C", nil_amt: 0, expt_amt: 1000, ngsup_amt: 0 },
        { sply_ty: "INTRAB2C", nil_amt: 0, expt_amt: 0, ngsup_amt: 300 },
      ],
    });
    // No 0 % row stands in for them any more.
    const b2bRates = g.b2b.flatMap((b: { inv: { inv_typ: string; itms: { itm_det: { rt: number } }[] }[] }) => b.inv.filter((i) => i.inv_typ === "R").flatMap((i) => i.itms.map((t) => t.itm_det.rt)));
    expect(b2bRates).toEqual([5, 18]);
    expect(g.b2cs.map((r: { rt: number }) => r.rt)).not.toContain(0);
    // Petrol is outside GST: no HSN row; milk and coaching keep theirs, described by the product.
    const hsn = [...g.hsn.hsn_b2b, ...g.hsn.hsn_b2c];
    expect(hsn.map((h: { hsn_sc: string }) => h.hsn_sc)).not.toContain("2710");
    expect(g.hsn.hsn_b2b.find((h: { hsn_sc: string }) => h.hsn_sc === "0401")).toMatchObject({ desc: "Treat Fresh Milk", uqc: "LTR", qty: 2, rt: 0, txval: 100 });

    const b = (await gst(`/gst/gstr3b?period=${fp}`)).body.data;
    expect(b.sup_details.osup_nil_exmp).toEqual({ txval: 1100 });
    expect(b.sup_details.osup_nongst).toEqual({ txval: 300 });
    // Table 5: the nil-rated bill came from Delhi, the fuel from our own state.
    expect(b.inward_sup.isup_details).toEqual([
      { ty: "GST", inter: 400, intra: 0 },
      { ty: "NONGST", inter: 0, intra: 500 },
    ]);
  });

  it("refuses a 0 % line that does not say which, and a rate on an untaxed line, naming the field", async () => {
    const zeroTaxable = await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ name: "Loose salt", hsn: "2501", qty: 1, rate: 10, gst_rate: 0 }] });
    expect(zeroTaxable.status).toBe(400);
    expect(zeroTaxable.body.field).toBe("lines.0.treatment");
    expect(zeroTaxable.body.message).toMatch(/nil-rated, exempt or non-GST/);
    const ratedNil = await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ product_id: ids.milk, qty: 1, rate: 10, gst_rate: 5 }] });
    expect(ratedNil.status).toBe(400);
    expect(ratedNil.body.field).toBe("lines.0.gst_rate");
    const unknown = await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ product_id: ids.rice, qty: 1, rate: 10, gst_rate: 5, treatment: "zero" }] });
    expect(unknown.body.field).toBe("lines.0.treatment");
    const mixedExport = await api("POST", "/invoices", { payment_type: "cash", date: day(15), party_id: ids.overseas, lines: [{ product_id: ids.rice, qty: 1, rate: 10, gst_rate: 0, treatment: "expwop" }, { product_id: ids.rice, qty: 1, rate: 10, gst_rate: 5 }] });
    expect(mixedExport.status).toBe(400);
    expect(mixedExport.body.field).toBe("lines.1.treatment");
    // A product form says the same: an untaxed item carries no rate.
    const product = await s.call("POST", `/api/b/${B}/products`, { token, body: { name: "Treat Bad Milk", item_type: "Goods", hsn: "0401", unit: "LTR", sale_price: 50, gst_rate: "5", gst_treatment: "nil" } });
    expect(product.status).toBe(400);
    expect(JSON.stringify(product.body)).toContain("gst_rate");
  });
});

describe("zero-rated supplies", () => {
  it("go to exp (WPAY/WOPAY) and b2b SEWOP, with IGST only when paid, and to GSTR-3B 3.1(b)", async () => {
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    expect(g.exp).toEqual([
      { exp_typ: "WPAY", inv: [{ inum: docs.expwp.number, idt: expect.any(String), val: 11800, itms: [{ txval: 10000, rt: 18, iamt: 1800, csamt: 0 }] }] },
      { exp_typ: "WOPAY", inv: [{ inum: docs.expwop.number, idt: expect.any(String), val: 1000, itms: [{ txval: 1000, rt: 0, iamt: 0, csamt: 0 }] }] },
    ]);
    const sez = g.b2b.find((b: { inv: { inum: string }[] }) => b.inv.some((i) => i.inum === docs.sezwop.number));
    expect(sez.inv[0]).toMatchObject({ inv_typ: "SEWOP", pos: "27", itms: [{ num: 1, itm_det: { rt: 0, txval: 20000, iamt: 0, csamt: 0 } }] });
    expect(g.cdnur).toEqual(expect.arrayContaining([expect.objectContaining({ typ: "EXPWP", ntty: "C", nt_num: docs.creditExport.number })]));
    const b = (await gst(`/gst/gstr3b?period=${fp}`)).body.data;
    // 10,000 + 1,000 + 20,000 exported or to the SEZ, 10,000 (IGST 1,800) of it returned.
    expect(b.sup_details.osup_zero).toEqual({ txval: 21000, iamt: 0, csamt: 0 });
  });

  it("a supply to an SEZ needs the unit's GSTIN, naming the party", async () => {
    const res = await api("POST", "/invoices", { payment_type: "credit", date: day(15), party_id: ids.delhi, lines: [{ product_id: ids.laptop, qty: 1, rate: 100, gst_rate: 18, treatment: "sezwp" }] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("party_id");
  });
});

describe("a month of mixed documents", () => {
  it("GSTR-1's tables add up to GSTR-3B's 3.1 row by row, and both files pass their schemas", async () => {
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    expect(validate1(g), JSON.stringify(validate1.errors)).toBe(true);
    const file = await fetch(`${s.url}/api/b/${B}/gst/gstr3b/file?period=${fp}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/application\/json/);
    expect(file.headers.get("content-disposition")).toContain(`GSTR3B_27AAPFU0939F1ZV_${fp}.json`);
    const b = await file.json();
    expect(validate3b(b), JSON.stringify(validate3b.errors)).toBe(true);
    expect(b).toMatchObject({ gstin: "27AAPFU0939F1ZV", ret_period: fp });
    expect(b.itc_elg.itc_avl.map((r: { ty: string }) => r.ty)).toEqual(["IMPG", "IMPS", "ISRC", "ISD", "OTH"]);

    const t = gstr1Totals(g);
    const d = b.sup_details;
    expect(t.taxed).toEqual({ txval: paise(d.osup_det.txval), iamt: paise(d.osup_det.iamt), camt: paise(d.osup_det.camt), samt: paise(d.osup_det.samt) });
    expect({ txval: t.zeroRated.txval, iamt: t.zeroRated.iamt }).toEqual({ txval: paise(d.osup_zero.txval), iamt: paise(d.osup_zero.iamt) });
    expect(t.nilExempt).toBe(paise(d.osup_nil_exmp.txval));
    expect(t.nonGst).toBe(paise(d.osup_nongst.txval));
    // And the figures themselves, worked by hand: b2b 1,000 + 50,000; cash 212.50; b2cl 1,20,000; Delhi 300;
    // less the notes (400 rice, 60,000 laptop), plus the price raises (100 + 50).
    expect(paise(d.osup_det.txval)).toBe(paise(1000 + 50000 + 212.5 + 120000 + 300 - 400 - 60000 + 100 + 50));

    // The schemas can fail: a 3B without its ISD row, a GSTR-1 with Table 8 in a fifth supply type.
    expect(validate3b({ ...b, itc_elg: { ...b.itc_elg, itc_avl: b.itc_elg.itc_avl.filter((r: { ty: string }) => r.ty !== "ISD") } })).toBe(false);
    expect(validate1({ ...g, nil: { inv: [{ sply_ty: "EXPT", nil_amt: 0, expt_amt: 0, ngsup_amt: 0 }] } })).toBe(false);
  });

  it("the HSN summary keeps two decimals of quantity and the product's description", async () => {
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    // Rice sold to unregistered buyers at 5 %: 2.125 kg cash + 3 kg to Delhi.
    expect(g.hsn.hsn_b2c.find((h: { hsn_sc: string; rt: number }) => h.hsn_sc === "1006" && h.rt === 5)).toMatchObject({ desc: "Treat Rice", uqc: "KGS", qty: 5.13 });
    expect(g.hsn.hsn_b2c.find((h: { hsn_sc: string }) => h.hsn_sc === "999293")).toMatchObject({ uqc: "NA", qty: 0 });
  });
});

describe("HSN/SAC on every line of a registered business", () => {
  it("a sale line without it is refused naming the line's hsn; the 6-digit setting asks for six; a bill is not asked", async () => {
    const none = await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ name: "Loose item", qty: 1, rate: 10, gst_rate: 5 }] });
    expect(none.status).toBe(400);
    expect(none.body.field).toBe("lines.0.hsn");
    expect(none.body.message).toMatch(/HSN\/SAC on line 1 is required/);
    const settings = (await api("GET", "/settings")).body.data;
    const { next_number: _n, financial_year: _f, ...body } = settings;
    expect((await api("PUT", "/settings", { ...body, next_number: settings.next_number, hsn_digits: 6 })).status).toBe(200);
    const four = await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ name: "Loose item", hsn: "1006", qty: 1, rate: 10, gst_rate: 5 }] });
    expect(four.status).toBe(400);
    expect(four.body.message).toMatch(/at least 6 digits/);
    expect((await api("POST", "/invoices", { payment_type: "cash", date: day(15), lines: [{ name: "Loose item", hsn: "100630", qty: 1, rate: 10, gst_rate: 5 }] })).status).toBe(200);
    const bad = await api("PUT", "/settings", { ...body, next_number: settings.next_number + 1, hsn_digits: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("hsn_digits");
    expect((await api("PUT", "/settings", { ...body, next_number: settings.next_number + 1, hsn_digits: 4 })).status).toBe(200);
    expect((await api("POST", "/bills", { payment_type: "cash", date: day(15), number: "NOHSN/1", lines: [{ name: "Sundry", qty: 1, rate: 10, gst_rate: 5 }] })).status).toBe(200);
  });
});

describe("a supplier's debit note", () => {
  it("raises the month's liability and the buyer's balance in its own series, and leaves with its cancel", async () => {
    const before = (await gst(`/gst/gstr3b?period=${fp}`)).body.data.sup_details.osup_det;
    const owed = Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${ids.registered}`)).to_receive);
    const stock = Number((await one(`SELECT stock FROM r_products WHERE id = ${ids.laptop}`)).stock);
    const res = await api("POST", `/invoices/${docs.b2b.id}/debit-notes`, { date: day(16), lines: [{ position: 3, amount: 1000 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const note = res.body.data;
    expect(note).toMatchObject({ kind: "sdebit", taxable: 1000, cgst: 90, sgst: 90, total: 1180, original: { id: docs.b2b.id } });
    expect(note.number).toMatch(/^SDN\/\d{2}-\d{2}\/3$/);
    const after = (await gst(`/gst/gstr3b?period=${fp}`)).body.data.sup_details.osup_det;
    expect(paise(after.txval) - paise(before.txval)).toBe(1000_00);
    expect(paise(after.camt) - paise(before.camt)).toBe(90_00);
    expect(Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${ids.registered}`)).to_receive)).toBe(owed + 1180_00);
    // A price raise moves no goods.
    expect(Number((await one(`SELECT stock FROM r_products WHERE id = ${ids.laptop}`)).stock)).toBe(stock);
    const g = (await gst(`/gst/gstr1?period=${fp}`)).body;
    const nt = g.cdnr.flatMap((c: { nt: { nt_num: string }[] }) => c.nt).find((n: { nt_num: string }) => n.nt_num === note.number);
    expect(nt).toMatchObject({ ntty: "D", val: 1180, inv_typ: "R", itms: [{ num: 1801, itm_det: { rt: 18, txval: 1000, camt: 90, samt: 90, csamt: 0 } }] });
    expect(g.doc_issue.doc_det).toEqual(expect.arrayContaining([expect.objectContaining({ doc_num: 4, doc_typ: "Debit Note" })]));

    // The invoice cannot be cancelled under its notes; the note can be, and everything goes back.
    expect((await api("POST", `/invoices/${docs.b2b.id}/cancel`)).status).toBe(409);
    const cancelled = await api("POST", `/sale-debit-notes/${note.id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(paise((await gst(`/gst/gstr3b?period=${fp}`)).body.data.sup_details.osup_det.txval)).toBe(paise(before.txval));
    expect(Number((await one(`SELECT to_receive FROM r_parties WHERE id = ${ids.registered}`)).to_receive)).toBe(owed);
  });

  it("leaves its invoice editable: a price raise returned no goods", async () => {
    const same = { payment_type: "credit", date: day(5), party_id: ids.registered, lines: [
      { product_id: ids.rice, qty: 10, rate: 100, gst_rate: 5 },
      { product_id: ids.milk, qty: 4, rate: 50, gst_rate: 0 },
      { product_id: ids.laptop, qty: 1, rate: 50000, gst_rate: 18 },
    ], notes: "Edited after the debit note" };
    const res = await api("PUT", `/invoices/${docs.b2b.id}`, same);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("refuses an amount that is not more than ₹0, naming it", async () => {
    const res = await api("POST", `/invoices/${docs.b2b.id}/debit-notes`, { date: day(16), lines: [{ position: 1, amount: 0 }] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("lines.0.amount");
    const line = await api("POST", `/invoices/${docs.b2b.id}/debit-notes`, { date: day(16), lines: [{ position: 9, amount: 10 }] });
    expect(line.body.field).toBe("lines.0.position");
  });

  it("a credit note can be cancelled too, putting its stock back out", async () => {
    const stock = Number((await one(`SELECT stock FROM r_products WHERE id = ${ids.laptop}`)).stock);
    const res = await api("POST", `/credit-notes/${docs.creditB2cl.id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number((await one(`SELECT stock FROM r_products WHERE id = ${ids.laptop}`)).stock)).toBe(stock - 1);
    expect((await api("POST", `/credit-notes/${docs.creditB2cl.id}/cancel`)).status).toBe(409);
  });
});
