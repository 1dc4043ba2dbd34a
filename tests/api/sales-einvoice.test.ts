import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { PDFParse } from "pdf-parse";
import { startServer, type TestServer } from "./harness";
import { rawSql } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { gstinCheckChar } from "../../resources/validators";

/**
 * e-Invoice (NIC schema 1.1) and e-way bill (bulk upload) files of invoices, validated against the
 * schemas kept in modules/sales/schemas, their totals against the invoice; refusals naming the field;
 * the IRN recorded and carried by the document and its PDF.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store, GSTIN 27AAPFU0939F1ZV, Pune 411001, state 27
const schema = (name: string) => JSON.parse(readFileSync(new URL(`../../modules/sales/schemas/${name}`, import.meta.url), "utf8"));
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validEinvoice = ajv.compile(schema("einvoice-1.1.schema.json"));
const validEway = ajv.compile(schema("ewaybill-bulk.schema.json"));
const { one, ins } = rawSql(() => s);
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const paise = (r: number) => Math.round(r * 100);
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

const gstin = (head: string) => `${head}${gstinCheckChar(head)}`;
let intra: { id: number; number: string; total: number; taxable: number; cgst: number; sgst: number; igst: number };
let inter: typeof intra;
let b2c: typeof intra;
let credit: { id: number; number: string; total: number };
let services: { id: number };
let noPin: { id: number };

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  const party = (name: string, state: string, head: string | null, city: string, pincode: string | null) =>
    ins("r_parties", {
      business_id: B, name, party_type: "Customer", state, opening_balance: 0, opening_type: "To Receive", address: `12 ${name} Lane, Industrial Area`, city,
      ...(head ? { gstin: gstin(head) } : {}), ...(pincode ? { pincode } : {}),
    });
  const mumbai = await party("Einv Mumbai Traders", "27 Maharashtra", "27AAKFE1234B1Z", "Mumbai", "400001");
  const delhi = await party("Einv Delhi Wholesale", "07 Delhi", "07AAKFD5678C1Z", "New Delhi", "110001");
  const walkIn = await party("Einv Walk In", "27 Maharashtra", null, "Pune", "411002");
  const nopin = await party("Einv No Pin Co", "27 Maharashtra", "27AAKFN4321D1Z", "Nashik", null);
  const rice = await ins("r_products", { business_id: B, name: "Einv Basmati Rice", item_type: "Goods", hsn: "10063020", unit: "KG", sale_price: 12000, purchase_price: 9000, gst_rate: "5", opening_stock: 1000, low_stock_alert: 1 });
  const fan = await ins("r_products", { business_id: B, name: "Einv Ceiling Fan", item_type: "Goods", hsn: "8414", unit: "PCS", sale_price: 250000, purchase_price: 180000, gst_rate: "18", opening_stock: 100, low_stock_alert: 1 });
  const sale = async (body: object) => {
    const res = await api("POST", "/invoices", { payment_type: "credit", date: today, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const lines = [{ product_id: rice, qty: 12.5, rate: 120, gst_rate: 5, discount: 15 }, { product_id: fan, qty: 3, rate: 2499.5, gst_rate: 18 }];
  intra = await sale({ party_id: mumbai, lines });
  inter = await sale({ party_id: delhi, lines: [{ product_id: fan, qty: 40, rate: 2500, gst_rate: 18 }] });
  b2c = await sale({ party_id: walkIn, lines });
  services = await sale({ party_id: mumbai, lines: [{ name: "Fan installation", hsn: "998719", qty: 1, rate: 500, gst_rate: 18 }] });
  noPin = await sale({ party_id: nopin, lines });
  const note = await api("POST", `/invoices/${intra.id}/notes`, { date: today, reason: "Damaged", lines: [{ position: 2, qty: 1 }] });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
  credit = note.body.data;
});
afterAll(() => s?.close());

type Einv = {
  Version: string;
  DocDtls: { Typ: string; No: string };
  SellerDtls: { Pin: number; Stcd: string; Gstin: string };
  BuyerDtls: { Pin: number; Pos: string; Gstin: string };
  ItemList: { TotAmt: number; Discount: number; AssAmt: number; IgstAmt: number; CgstAmt: number; SgstAmt: number; TotItemVal: number; HsnCd: string }[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; RndOffAmt: number; TotInvVal: number };
  RefDtls?: { PrecDocDtls: { InvNo: string }[] };
};
const einvoice = async (docs: string, id: number) => {
  const res = await fetch(`${s.url}/api/sales/${B}/${docs}/${id}/einvoice`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), body: await res.json() };
};
/** Items' sums in paise, and the invoice's own figures beside them. */
function checkTotals(j: Einv, doc: { total: number; taxable: number; cgst: number; sgst: number; igst: number }) {
  const sum = (k: keyof Einv["ItemList"][number]) => j.ItemList.reduce((x, i) => x + paise(i[k] as number), 0);
  for (const i of j.ItemList) {
    expect(paise(i.TotAmt) - paise(i.Discount)).toBe(paise(i.AssAmt));
    expect(paise(i.AssAmt) + paise(i.IgstAmt) + paise(i.CgstAmt) + paise(i.SgstAmt)).toBe(paise(i.TotItemVal));
  }
  expect(sum("AssAmt")).toBe(paise(j.ValDtls.AssVal));
  expect(paise(j.ValDtls.AssVal)).toBe(paise(doc.taxable));
  expect(paise(j.ValDtls.CgstVal)).toBe(paise(doc.cgst));
  expect(paise(j.ValDtls.SgstVal)).toBe(paise(doc.sgst));
  expect(paise(j.ValDtls.IgstVal)).toBe(paise(doc.igst));
  expect(sum("TotItemVal") + paise(j.ValDtls.RndOffAmt)).toBe(paise(j.ValDtls.TotInvVal));
  expect(paise(j.ValDtls.TotInvVal)).toBe(paise(doc.total));
}

describe("e-invoice JSON", () => {
  it("an intra-state B2B invoice validates against NIC's schema 1.1 and its totals equal the invoice", async () => {
    const res = await einvoice("invoices", intra.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.type).toMatch(/application\/json/);
    expect(res.disposition).toContain(`attachment; filename="EINV_${intra.number.replace(/\//g, "-")}.json"`);
    const ok = validEinvoice(res.body);
    expect(validEinvoice.errors ?? [], JSON.stringify(validEinvoice.errors)).toEqual([]);
    expect(ok).toBe(true);
    const j = res.body as Einv;
    expect(j).toMatchObject({ Version: "1.1", TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N" }, DocDtls: { Typ: "INV", No: intra.number } });
    expect(j.SellerDtls).toMatchObject({ Gstin: "27AAPFU0939F1ZV", Pin: 411001, Stcd: "27", Loc: "Pune" });
    expect(j.BuyerDtls).toMatchObject({ Gstin: gstin("27AAKFE1234B1Z"), Pin: 400001, Pos: "27", Stcd: "27", Loc: "Mumbai" });
    expect(j.ItemList.map((i) => i.HsnCd)).toEqual(["10063020", "8414"]);
    // Rice: 12.5 kg × ₹120 = ₹1,500 less ₹15 = ₹1,485 at 5 %: CGST and SGST ₹37.13 / ₹37.12 or the like, no IGST.
    expect(j.ItemList[0]).toMatchObject({ Qty: 12.5, Unit: "KGS", UnitPrice: 120, TotAmt: 1500, Discount: 15, AssAmt: 1485, GstRt: 5, IgstAmt: 0 });
    expect(j.ValDtls.IgstVal).toBe(0);
    checkTotals(j, intra);
    // The check can fail: a lower-case number or a 5-digit PIN is not NIC's.
    expect(validEinvoice({ ...j, DocDtls: { ...j.DocDtls, No: "inv-1" } })).toBe(false);
    expect(validEinvoice({ ...j, BuyerDtls: { ...j.BuyerDtls, Pin: 40001 } })).toBe(false);
  });

  it("an inter-state B2B invoice carries IGST only, equal to the invoice's", async () => {
    const res = await einvoice("invoices", inter.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(validEinvoice(res.body), JSON.stringify(validEinvoice.errors)).toBe(true);
    const j = res.body as Einv;
    expect(j.BuyerDtls).toMatchObject({ Pos: "07", Stcd: "07", Pin: 110001 });
    expect(j.ItemList[0]).toMatchObject({ AssAmt: 100000, IgstAmt: 18000, CgstAmt: 0, SgstAmt: 0, TotItemVal: 118000 });
    expect(j.ValDtls).toMatchObject({ IgstVal: 18000, CgstVal: 0, SgstVal: 0, TotInvVal: 118000 });
    checkTotals(j, inter);
  });

  it("a credit note is a CRN naming its invoice, its totals the note's", async () => {
    const res = await einvoice("credit-notes", credit.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(validEinvoice(res.body), JSON.stringify(validEinvoice.errors)).toBe(true);
    const j = res.body as Einv;
    expect(j.DocDtls).toMatchObject({ Typ: "CRN", No: credit.number });
    expect(j.RefDtls?.PrecDocDtls[0].InvNo).toBe(intra.number);
    const note = (await api("GET", `/credit-notes/${credit.id}`)).body.data;
    checkTotals(j, note);
    expect(j.ItemList).toHaveLength(1);
    expect(j.ItemList[0]).toMatchObject({ HsnCd: "8414", AssAmt: 2499.5 });
  });

  it("is refused for a B2C invoice, naming the buyer's GSTIN", async () => {
    const res = await einvoice("invoices", b2c.id);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("party_gstin");
    expect(res.body.message).toMatch(/GSTIN/);
    expect(res.body.message).toMatch(/B2B/);
  });

  it("is refused when the buyer has no PIN code, naming it, and made once it is added", async () => {
    const res = await einvoice("invoices", noPin.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "party.pincode" });
    expect(res.body.message).toMatch(/PIN code/);
    await s.database.db.execute((await import("drizzle-orm")).sql.raw(`UPDATE r_parties SET pincode = '422001' WHERE name = 'Einv No Pin Co'`));
    const again = await einvoice("invoices", noPin.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.BuyerDtls.Pin).toBe(422001);
  });

  it("is refused for a line without a 4, 6 or 8-digit HSN, naming the line", async () => {
    const bad = await api("POST", "/invoices", { payment_type: "credit", date: today, party_id: Number((await one("SELECT id FROM r_parties WHERE name = 'Einv Mumbai Traders'")).id), lines: [{ name: "Loose item", hsn: "12345", qty: 1, rate: 100, gst_rate: 5 }] });
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    const res = await einvoice("invoices", bad.body.data.id);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("lines.1.hsn");
  });

  it("is refused when the seller has no PIN code in the business profile", async () => {
    await s.database.db.execute((await import("drizzle-orm")).sql.raw(`UPDATE businesses SET pincode = NULL WHERE id = ${B}`));
    try {
      const res = await einvoice("invoices", intra.id);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("business.pincode");
    } finally {
      await s.database.db.execute((await import("drizzle-orm")).sql.raw(`UPDATE businesses SET pincode = '411001' WHERE id = ${B}`));
    }
  });

  it("is not another business's to download", async () => {
    const other = await s.call("GET", `/api/sales/4/invoices/${intra.id}/einvoice`, { token });
    expect([403, 404]).toContain(other.status);
  });
});

/** A signed QR as the IRP makes it: a JWS whose payload's data names the IRN. */
const signedQr = (irn: string) => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ alg: "RS256", typ: "JWT" })}.${b64({ data: JSON.stringify({ SellerGstin: "27AAPFU0939F1ZV", DocNo: intra.number, Irn: irn, IrnDt: `${today} 00:00:00` }), iss: "NIC" })}.c2lnbmF0dXJl`;
};
const IRN = "a".repeat(8) + "0123456789abcdef".repeat(3) + "b".repeat(8);

describe("recording the IRN", () => {
  const put = (id: number, body: object) => api("PUT", `/invoices/${id}/irn`, body);
  // Registered five minutes into India's day: never in the future (the check allows five minutes of clock
  // skew), whatever the hour the suite runs at; a later hour failed from midnight IST until then.
  const good = () => ({ irn: IRN, ack_no: "112010036563310", ack_date: `${today} 00:05:00`, signed_qr: signedQr(IRN) });

  it("refuses an IRN that is not 64 hex characters, naming it, and keeps nothing", async () => {
    for (const irn of ["abc", "g".repeat(64), `${IRN}0`]) {
      const res = await put(intra.id, { ...good(), irn });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("irn");
    }
    expect((await api("GET", `/invoices/${intra.id}`)).body.data.einvoice).toBeNull();
  });

  it("refuses a bad Ack No, Ack Date, a QR that is not signed or names another IRN", async () => {
    expect((await put(intra.id, { ...good(), ack_no: "11-20" })).body.field).toBe("ack_no");
    expect((await put(intra.id, { ...good(), ack_date: "yesterday" })).body.field).toBe("ack_date");
    expect((await put(intra.id, { ...good(), ack_date: "2001-01-01 10:00:00" })).body.field).toBe("ack_date");
    expect((await put(intra.id, { ...good(), signed_qr: "not a jws" })).body.field).toBe("signed_qr");
    const other = await put(intra.id, { ...good(), signed_qr: signedQr("c".repeat(64)) });
    expect(other.status).toBe(400);
    expect(other.body.field).toBe("signed_qr");
  });

  it("refuses a B2C invoice", async () => {
    const res = await put(b2c.id, good());
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("party_gstin");
  });

  it("records it; the document and its PDF carry it; the same IRN on another invoice is refused", async () => {
    const res = await put(intra.id, { ...good(), irn: IRN.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ irn: IRN, ack_no: "112010036563310" });
    expect(new Date(res.body.data.ack_date).toISOString()).toBe(new Date(`${today}T00:05:00+05:30`).toISOString());
    const doc = (await api("GET", `/invoices/${intra.id}`)).body.data;
    expect(doc.einvoice).toMatchObject({ irn: IRN, signed_qr: good().signed_qr });
    const pdf = await fetch(`${s.url}/api/sales/${B}/invoices/${intra.id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, "");
    await parser.destroy();
    expect(text).toContain(`IRN:${IRN}`);
    expect(text).toContain("AckNo.:112010036563310");
    const taken = await put(inter.id, { ...good(), signed_qr: signedQr(IRN) });
    expect(taken.status).toBe(400);
    expect(taken.body.field).toBe("irn");
  });
});

describe("e-way bill JSON", () => {
  const eway = (id: number, body: object) => s.call("POST", `/api/sales/${B}/invoices/${id}/eway-bill`, { token, body });
  const road = { trans_mode: "road", distance_km: 1450, vehicle_no: "mh 12 ab 1234", transporter_id: gstin("27AAKFT9999T1Z"), transporter_name: "Sai Roadways" };

  it("an invoice of goods validates against the bulk-upload schema, its values the invoice's", async () => {
    const res = await eway(inter.id, road);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ok = validEway(res.body);
    expect(validEway.errors ?? [], JSON.stringify(validEway.errors)).toEqual([]);
    expect(ok).toBe(true);
    const bill = res.body.billLists[0];
    expect(bill).toMatchObject({
      userGstin: "27AAPFU0939F1ZV", supplyType: "O", subSupplyType: 1, docType: "INV", docNo: inter.number,
      fromPincode: 411001, fromStateCode: 27, toGstin: gstin("07AAKFD5678C1Z"), toPincode: 110001, toStateCode: 7,
      transMode: 1, transDistance: 1450, vehicleNo: "MH12AB1234", vehicleType: "R", mainHsnCode: 8414,
    });
    expect(paise(bill.totalValue)).toBe(paise(inter.taxable));
    expect(paise(bill.igstValue)).toBe(paise(inter.igst));
    expect(paise(bill.totInvValue)).toBe(paise(inter.total));
    expect(bill.itemList).toEqual([expect.objectContaining({ hsnCode: 8414, quantity: 40, qtyUnit: "PCS", taxableAmount: 100000, igstRate: 18, cgstRate: 0 })]);
    expect(validEway({ ...res.body, billLists: [{ ...bill, transMode: 5 }] })).toBe(false);
  });

  it("an intra-state sale to an unregistered buyer says URP and splits the rate", async () => {
    const res = await eway(b2c.id, road);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(validEway(res.body), JSON.stringify(validEway.errors)).toBe(true);
    const bill = res.body.billLists[0];
    expect(bill).toMatchObject({ toGstin: "URP", toPincode: 411002, toStateCode: 27 });
    expect(bill.itemList[1]).toMatchObject({ cgstRate: 9, sgstRate: 9, igstRate: 0 });
    expect(paise(bill.cgstValue)).toBe(paise(b2c.cgst));
  });

  it("refuses a bad vehicle number, distance or transporter, naming each", async () => {
    expect((await eway(inter.id, { ...road, vehicle_no: "12345" })).body.field).toBe("vehicle_no");
    expect((await eway(inter.id, { ...road, vehicle_no: undefined })).body.field).toBe("vehicle_no");
    expect((await eway(inter.id, { ...road, distance_km: 0 })).body.field).toBe("distance_km");
    expect((await eway(inter.id, { ...road, distance_km: 4001 })).body.field).toBe("distance_km");
    expect((await eway(inter.id, { ...road, transporter_id: "ABC" })).body.field).toBe("transporter_id");
    expect((await eway(inter.id, { trans_mode: "rail", distance_km: 900 })).body.field).toBe("trans_doc_no");
    const rail = await eway(inter.id, { trans_mode: "rail", distance_km: 900, trans_doc_no: "RR-4471", trans_doc_date: today });
    expect(rail.status, JSON.stringify(rail.body)).toBe(200);
    expect(validEway(rail.body), JSON.stringify(validEway.errors)).toBe(true);
    expect(rail.body.billLists[0]).toMatchObject({ transMode: 2, vehicleNo: "", transDocNo: "RR-4471" });
  });

  it("refuses an invoice of services only", async () => {
    const res = await eway(services.id, road);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("lines");
  });
});

describe("the month's returns on screen", () => {
  it("summarises GSTR-1 by section and GSTR-3B by row; an empty month has no documents", async () => {
    const fp = `${today.slice(5, 7)}${today.slice(0, 4)}`;
    const res = await s.call("GET", `/api/b/${B}/gst/summary?period=${fp}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d.documents).toBeGreaterThanOrEqual(7);
    const b2b = d.gstr1.find((x: { key: string }) => x.key === "b2b");
    const g1 = (await s.call("GET", `/api/b/${B}/gst/gstr1?period=${fp}`, { token })).body;
    const invs = g1.b2b.flatMap((b: { inv: unknown[] }) => b.inv);
    expect(b2b).toMatchObject({ count: invs.length, counts: "documents" });
    const items = invs.flatMap((i: { itms: { itm_det: { txval: number; iamt?: number } }[] }) => i.itms.map((t) => t.itm_det));
    expect(paise(b2b.txval)).toBe(items.reduce((x: number, t: { txval: number }) => x + paise(t.txval), 0));
    expect(paise(b2b.iamt)).toBe(items.reduce((x: number, t: { iamt?: number }) => x + paise(t.iamt ?? 0), 0));
    expect(d.gstr1.find((x: { key: string }) => x.key === "cdnr")).toMatchObject({ count: 1, counts: "documents" });
    expect(d.gstr1.find((x: { key: string }) => x.key === "cdnr").extra).toEqual({});
    const g3 = (await s.call("GET", `/api/b/${B}/gst/gstr3b?period=${fp}`, { token })).body.data;
    const osup = d.gstr3b.find((r: { key: string }) => r.key === "sup_details.osup_det");
    expect(paise(osup.amounts.find((a: { head: string }) => a.head === "txval").value)).toBe(paise(g3.sup_details.osup_det.txval));
    const empty = (await s.call("GET", `/api/b/${B}/gst/summary?period=012020`, { token })).body.data;
    expect(empty.documents).toBe(0);
  });
});

/**
 * Exports, supplies to an SEZ, non-GST lines and supplier's debit notes (issue 26). Kept last: the
 * summary above counts this month's documents before these are made.
 */
describe("e-invoice by GST treatment, and a supplier's debit note", () => {
  type Line = { treatment: string; taxable: number; tax: number; total: number };
  type Doc = { id: number; number: string; total: number; taxable: number; cgst: number; sgst: number; igst: number; lines: Line[] };
  const docs: Record<string, Doc> = {};
  const read = async (path: string) => (await api("GET", path)).body.data as Doc;

  beforeAll(async () => {
    const overseas = await ins("r_parties", { business_id: B, name: "Einv Dubai Imports LLC", party_type: "Customer", opening_balance: 0, opening_type: "To Receive", address: "Office 4, Al Quoz Industrial Area 3", city: "Dubai" });
    const sez = await ins("r_parties", {
      business_id: B, name: "Einv SEZ Software Unit", party_type: "Customer", state: "27 Maharashtra", gstin: gstin("27AAKFZ2468E1Z"), opening_balance: 0, opening_type: "To Receive",
      address: "Plot 7, Magarpatta SEZ, Hadapsar", city: "Pune", pincode: "411013",
    });
    const mumbai = Number((await one("SELECT id FROM r_parties WHERE name = 'Einv Mumbai Traders'")).id);
    const sale = async (name: string, body: object) => {
      const res = await api("POST", "/invoices", { payment_type: "credit", date: today, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      docs[name] = await read(`/invoices/${res.body.data.id}`);
    };
    const fan = { name: "Ceiling fan 1200 mm", hsn: "8414", qty: 4, rate: 2500 };
    await sale("expwp", { party_id: overseas, lines: [{ ...fan, gst_rate: 18, treatment: "expwp" }] });
    await sale("expwop", { party_id: overseas, lines: [{ ...fan, gst_rate: 0, treatment: "expwop" }] });
    await sale("sezwp", { party_id: sez, lines: [{ ...fan, gst_rate: 18, treatment: "sezwp" }] });
    await sale("sezwop", { party_id: sez, lines: [{ ...fan, gst_rate: 0, treatment: "sezwop" }] });
    await sale("mixed", {
      party_id: mumbai,
      lines: [
        { ...fan, gst_rate: 18 },
        { name: "Diesel for the generator", hsn: "2710", unit: "LTR", qty: 10.5, rate: 93.37, gst_rate: 0, treatment: "nongst" },
        { name: "Fresh milk", hsn: "0401", unit: "LTR", qty: 3, rate: 56, gst_rate: 0, treatment: "nil" },
        { name: "Tuition fees", hsn: "999293", qty: 1, rate: 1200.4, gst_rate: 0, treatment: "exempt" },
      ],
    });
    const debit = await api("POST", `/invoices/${intra.id}/debit-notes`, { date: today, reason: "Price revised", lines: [{ position: 2, amount: 333.33 }, { position: 1, amount: 12.5 }] });
    expect(debit.status, JSON.stringify(debit.body)).toBe(200);
    docs.sdebit = await read(`/sale-debit-notes/${debit.body.data.id}`);
  });

  const valid = async (docsPath: string, id: number) => {
    const res = await einvoice(docsPath, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ok = validEinvoice(res.body);
    expect(validEinvoice.errors ?? [], JSON.stringify(validEinvoice.errors)).toEqual([]);
    expect(ok).toBe(true);
    return res.body as Einv & { TranDtls: { SupTyp: string; IgstOnIntra: string }; ExpDtls?: Record<string, string> };
  };

  it("an export says EXPWP or EXPWOP, its buyer URP abroad (96, PIN 999999), and validates", async () => {
    const wp = await valid("invoices", docs.expwp.id);
    expect(wp.TranDtls).toMatchObject({ SupTyp: "EXPWP", IgstOnIntra: "N" });
    expect(wp.BuyerDtls).toMatchObject({ Gstin: "URP", Pos: "96", Stcd: "96", Pin: 999999, Loc: "Dubai" });
    // With payment: IGST at 18 % (refund claimed), as the invoice charged it.
    expect(wp.ItemList[0]).toMatchObject({ GstRt: 18, AssAmt: 10000, IgstAmt: 1800, CgstAmt: 0, SgstAmt: 0 });
    expect(wp.ExpDtls).toEqual({ RefClm: "Y" });
    checkTotals(wp, docs.expwp);
    const wop = await valid("invoices", docs.expwop.id);
    expect(wop.TranDtls.SupTyp).toBe("EXPWOP");
    expect(wop.BuyerDtls).toMatchObject({ Gstin: "URP", Pos: "96", Stcd: "96", Pin: 999999 });
    expect(wop.ItemList[0]).toMatchObject({ GstRt: 0, AssAmt: 10000, IgstAmt: 0 });
    expect(wop.ExpDtls).toEqual({ RefClm: "N" });
    checkTotals(wop, docs.expwop);
    // The schema holds NIC's export codes: a country code must be two capitals.
    expect(validEinvoice({ ...wop, ExpDtls: { CntCode: "ARE" } })).toBe(false);
    expect(validEinvoice({ ...wop, ExpDtls: { CntCode: "AE", Port: "INNSA1" } })).toBe(true);
  });

  it("a supply to an SEZ says SEZWP or SEZWOP, carries the unit's GSTIN and IGST even within the state", async () => {
    const wp = await valid("invoices", docs.sezwp.id);
    expect(wp.TranDtls).toMatchObject({ SupTyp: "SEZWP", IgstOnIntra: "Y" });
    expect(wp.BuyerDtls).toMatchObject({ Gstin: gstin("27AAKFZ2468E1Z"), Pos: "27", Stcd: "27", Pin: 411013 });
    expect(wp.ItemList[0]).toMatchObject({ GstRt: 18, IgstAmt: 1800, CgstAmt: 0, SgstAmt: 0 });
    expect(wp).not.toHaveProperty("ExpDtls");
    checkTotals(wp, docs.sezwp);
    const wop = await valid("invoices", docs.sezwop.id);
    expect(wop.TranDtls.SupTyp).toBe("SEZWOP");
    expect(wop.ItemList[0]).toMatchObject({ GstRt: 0, IgstAmt: 0 });
    checkTotals(wop, docs.sezwop);
  });

  it("leaves a non-GST line out; nil-rated and exempt lines stay at 0 %; totals are the GST lines'", async () => {
    const d = docs.mixed;
    const j = await valid("invoices", d.id);
    expect(j.TranDtls.SupTyp).toBe("B2B");
    expect(j.ItemList.map((i) => [i.HsnCd, (i as unknown as { GstRt: number }).GstRt])).toEqual([["8414", 18], ["0401", 0], ["999293", 0]]);
    expect(j.ItemList.map((i) => (i as unknown as { SlNo: string }).SlNo)).toEqual(["1", "2", "3"]);
    const gst = d.lines.filter((l) => l.treatment !== "nongst");
    const nonGst = d.lines.find((l) => l.treatment === "nongst")!;
    expect(paise(nonGst.total)).toBe(paise(10.5 * 93.37));
    const sum = (ls: Line[], k: "taxable" | "tax" | "total") => ls.reduce((x, l) => x + paise(l[k]), 0);
    expect(paise(j.ValDtls.AssVal)).toBe(sum(gst, "taxable"));
    expect(paise(j.ValDtls.AssVal)).toBe(paise(d.taxable) - paise(nonGst.taxable));
    expect(paise(j.ValDtls.CgstVal) + paise(j.ValDtls.SgstVal) + paise(j.ValDtls.IgstVal)).toBe(sum(gst, "tax"));
    expect(paise(j.ValDtls.CgstVal)).toBe(paise(d.cgst));
    expect(paise(j.ValDtls.SgstVal)).toBe(paise(d.sgst));
    // The invoice's total less the non-GST line's: the round-off stays the invoice's.
    expect(paise(j.ValDtls.TotInvVal)).toBe(paise(d.total) - paise(nonGst.total));
    expect(j.ItemList.reduce((x, i) => x + paise(i.TotItemVal), 0) + paise(j.ValDtls.RndOffAmt)).toBe(paise(j.ValDtls.TotInvVal));
  });

  it("a supplier's debit note is a DBN naming its invoice, validates, and its totals are the note's", async () => {
    const n = docs.sdebit;
    const j = await valid("sale-debit-notes", n.id);
    expect(j.TranDtls.SupTyp).toBe("B2B");
    expect(j.DocDtls).toMatchObject({ Typ: "DBN", No: n.number });
    expect(j.RefDtls?.PrecDocDtls[0].InvNo).toBe(intra.number);
    // Each line is one price raise: 1 × the amount, taxed at the invoice line's rate, in the invoice's line order.
    expect(j.ItemList.map((i) => [i.HsnCd, (i as unknown as { Qty: number }).Qty, (i as unknown as { UnitPrice: number }).UnitPrice, i.AssAmt])).toEqual([["10063020", 1, 12.5, 12.5], ["8414", 1, 333.33, 333.33]]);
    expect(paise(n.total)).toBeGreaterThan(0);
    checkTotals(j, n);
    expect((await einvoice("credit-notes", n.id)).status).toBe(404);
    // An invoice's own e-invoice is still an INV, a credit note's a CRN.
    expect((await valid("invoices", intra.id)).DocDtls.Typ).toBe("INV");
    expect((await valid("credit-notes", credit.id)).DocDtls.Typ).toBe("CRN");
  });
});
