import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { businesses } from "../../../server/db/schema";
import { badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { csvLine } from "../../../resources/csv";

/**
 * GSTR-1 for one month in the GST portal's offline-tool JSON (tests/fixtures/gstr1.schema.json says
 * where the format comes from). Sale invoices that are not cancelled, and credit notes, dated in the
 * month; amounts in rupees with two decimals, dates DD-MM-YYYY.
 *
 * - b2b: to a GSTIN, per buyer; cdnr: credit notes to a GSTIN.
 * - b2cl: inter-state to an unregistered buyer above ₹1,00,000 (from 1 Aug 2024; ₹2,50,000 before);
 *   cdnur: credit notes against those.
 * - b2cs: every other B2C supply, net of its credit notes, per supply type, place of supply and rate.
 * - hsn: HSN summary (from May 2025 split into B2B and B2C tabs, before that one `data` list).
 * - doc_issue: invoice and credit-note series with the cancelled ones counted.
 */

export interface Period {
  /** MMYYYY as the portal writes it. */
  fp: string;
  from: string;
  to: string;
}

export function periodOf(raw: unknown): Period {
  if (typeof raw !== "string" || !/^(0[1-9]|1[0-2])\d{4}$/.test(raw)) throw badRequest(phrase("sales.gstr1Period"), "period");
  const mm = raw.slice(0, 2);
  const yyyy = raw.slice(2);
  const last = new Date(Date.UTC(Number(yyyy), Number(mm), 0)).getUTCDate();
  return { fp: raw, from: `${yyyy}-${mm}-01`, to: `${yyyy}-${mm}-${String(last).padStart(2, "0")}` };
}

const B2CL_LIMIT_PAISE = (date: string) => (date >= "2024-08-01" ? 1_00_000_00 : 2_50_000_00);
const HSN_SPLIT_FROM = "2025-05-01";
const r2 = (paise: number) => Math.round(paise) / 100;
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Our units to the portal's Unit Quantity Codes. */
const UQC: Record<string, string> = {
  PCS: "PCS", NOS: "NOS", KG: "KGS", GM: "GMS", LTR: "LTR", ML: "MLT", MTR: "MTR", BOX: "BOX", PACK: "PAC", DOZ: "DOZ", BAG: "BAG", SET: "SET", PAIR: "PRS", HRS: "OTH",
};

interface Doc {
  id: number;
  kind: "sale" | "credit";
  number: string;
  seq: number | null;
  date: string;
  gstin: string | null;
  pos: string;
  supplierState: string;
  totalPaise: number;
  reverseCharge: boolean;
  cancelled: boolean;
  originalTotalPaise: number | null;
}
interface Line {
  invoiceId: number;
  hsn: string;
  unit: string;
  qty: number;
  rate: number;
  taxable: number;
  tax: number;
  inter: boolean;
}

interface Tax {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const addTax = (t: Tax, l: Line) => {
  t.txval += l.taxable;
  if (l.inter) t.iamt += l.tax;
  else {
    t.camt += l.tax / 2;
    t.samt += l.tax / 2;
  }
};
const zero = (): Tax => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
const taxJson = (t: Tax, inter: boolean) =>
  inter ? { txval: r2(t.txval), iamt: r2(t.iamt), csamt: 0 } : { txval: r2(t.txval), camt: r2(t.camt), samt: r2(t.samt), csamt: 0 };

/** Items of one document: one per rate, numbered like the portal (rate × 100 + 1). */
function itemsOf(lines: Line[], inter: boolean) {
  const byRate = new Map<number, Tax>();
  for (const l of lines) {
    const t = byRate.get(l.rate) ?? zero();
    addTax(t, l);
    byRate.set(l.rate, t);
  }
  return [...byRate.entries()].sort((a, b) => a[0] - b[0]).map(([rt, t]) => ({ num: rt * 100 + 1, itm_det: { rt, ...taxJson(t, inter) } }));
}

async function monthDocs(db: Db, businessId: number, p: Period) {
  const docs = (
    await db.execute<Record<string, unknown>>(sql`SELECT i.id, i.kind, i.number, i.seq, to_char(i.doc_date, 'YYYY-MM-DD') AS day, i.party_gstin,
        i.place_of_supply, i.supplier_state, i.total_paise, i.reverse_charge, i.cancelled_at IS NOT NULL AS cancelled, o.total_paise AS original_total,
        coalesce(o.party_gstin, i.party_gstin) AS note_gstin
      FROM sales_invoices i LEFT JOIN sales_invoices o ON o.id = i.original_id
      WHERE i.business_id = ${businessId} AND i.kind IN ('sale', 'credit') AND i.doc_date BETWEEN ${p.from} AND ${p.to}
      ORDER BY i.doc_date, i.seq NULLS LAST, i.id`)
  ).rows.map(
    (r): Doc => ({
      id: Number(r.id),
      kind: r.kind as Doc["kind"],
      number: String(r.number),
      seq: r.seq === null ? null : Number(r.seq),
      date: String(r.day),
      gstin: ((r.kind === "credit" ? r.note_gstin : r.party_gstin) as string) || null,
      pos: String(r.place_of_supply),
      supplierState: String(r.supplier_state),
      totalPaise: Number(r.total_paise),
      reverseCharge: Boolean(r.reverse_charge),
      cancelled: Boolean(r.cancelled),
      originalTotalPaise: r.original_total === null ? null : Number(r.original_total),
    }),
  );
  const lines = (
    await db.execute<Record<string, unknown>>(sql`SELECT l.invoice_id, l.hsn, l.unit, l.qty, l.gst_rate, l.taxable_paise, l.tax_paise, l.inter_state
      FROM sales_invoice_lines l WHERE l.business_id = ${businessId} AND l.kind IN ('sale', 'credit') AND l.doc_date BETWEEN ${p.from} AND ${p.to} AND NOT l.cancelled`)
  ).rows.map(
    (r): Line => ({
      invoiceId: Number(r.invoice_id),
      hsn: String(r.hsn ?? ""),
      unit: String(r.unit ?? ""),
      qty: Number(r.qty),
      rate: Number(r.gst_rate),
      taxable: Number(r.taxable_paise),
      tax: Number(r.tax_paise),
      inter: Boolean(r.inter_state),
    }),
  );
  return { docs, lines };
}

/** Which GSTR-1 table a live document goes to. */
function sectionOf(d: Doc): "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" {
  const inter = d.pos !== d.supplierState;
  if (d.kind === "credit") {
    if (d.gstin) return "cdnr";
    return inter && (d.originalTotalPaise ?? 0) > B2CL_LIMIT_PAISE(d.date) ? "cdnur" : "b2cs";
  }
  if (d.gstin) return "b2b";
  return inter && d.totalPaise > B2CL_LIMIT_PAISE(d.date) ? "b2cl" : "b2cs";
}

export async function gstr1(db: Db, businessId: number, p: Period) {
  const [business] = await db.select({ gstin: businesses.gstin }).from(businesses).where(eq(businesses.id, businessId));
  if (!business?.gstin) throw badRequest(phrase("sales.gstinFirst"), "gstin");
  const split = p.from >= HSN_SPLIT_FROM;
  const { docs, lines } = await monthDocs(db, businessId, p);
  const linesOf = new Map<number, Line[]>();
  for (const l of lines) linesOf.set(l.invoiceId, [...(linesOf.get(l.invoiceId) ?? []), l]);

  const b2b = new Map<string, unknown[]>();
  const cdnr = new Map<string, unknown[]>();
  const b2cl = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];
  const b2cs = new Map<string, { sply_ty: string; pos: string; rt: number; t: Tax }>();
  const hsn = { b2b: new Map<string, { hsn: string; uqc: string; rt: number; qty: number; t: Tax }>(), b2c: new Map<string, { hsn: string; uqc: string; rt: number; qty: number; t: Tax }>() };

  for (const d of docs) {
    if (d.cancelled) continue;
    const ls = linesOf.get(d.id) ?? [];
    const inter = d.pos !== d.supplierState;
    const section = sectionOf(d);
    const sign = d.kind === "credit" ? -1 : 1;
    const head = { val: r2(d.totalPaise), pos: d.pos, itms: itemsOf(ls, inter) };
    if (section === "b2b") b2b.set(d.gstin!, [...(b2b.get(d.gstin!) ?? []), { inum: d.number, idt: ddmmyyyy(d.date), ...head, rchrg: d.reverseCharge ? "Y" : "N", inv_typ: "R" }]);
    else if (section === "b2cl") b2cl.set(d.pos, [...(b2cl.get(d.pos) ?? []), { inum: d.number, idt: ddmmyyyy(d.date), val: head.val, itms: head.itms }]);
    else if (section === "cdnr") {
      cdnr.set(d.gstin!, [...(cdnr.get(d.gstin!) ?? []), { ntty: "C", nt_num: d.number, nt_dt: ddmmyyyy(d.date), ...head, rchrg: d.reverseCharge ? "Y" : "N", inv_typ: "R" }]);
    } else if (section === "cdnur") cdnur.push({ typ: "B2CL", ntty: "C", nt_num: d.number, nt_dt: ddmmyyyy(d.date), ...head });
    else {
      for (const l of ls) {
        const key = `${inter ? "INTER" : "INTRA"}|${d.pos}|${l.rate}`;
        const row = b2cs.get(key) ?? { sply_ty: inter ? "INTER" : "INTRA", pos: d.pos, rt: l.rate, t: zero() };
        addTax(row.t, { ...l, taxable: sign * l.taxable, tax: sign * l.tax });
        b2cs.set(key, row);
      }
    }
    // HSN summary, net of credit notes: from May 2025 in the B2B tab when the buyer has a GSTIN.
    const tab = split && !d.gstin ? hsn.b2c : hsn.b2b;
    for (const l of ls) {
      const service = l.hsn.startsWith("99");
      const uqc = service ? "NA" : (UQC[l.unit] ?? "OTH");
      const key = `${l.hsn}|${uqc}|${l.rate}`;
      const row = tab.get(key) ?? { hsn: l.hsn, uqc, rt: l.rate, qty: 0, t: zero() };
      row.qty += service ? 0 : sign * l.qty;
      addTax(row.t, { ...l, taxable: sign * l.taxable, tax: sign * l.tax });
      tab.set(key, row);
    }
  }

  const hsnRows = (m: typeof hsn.b2b) =>
    [...m.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt)
      .map((h, i) => ({ num: i + 1, hsn_sc: h.hsn, desc: "", uqc: h.uqc, qty: Math.round(h.qty * 1000) / 1000, rt: h.rt, txval: r2(h.t.txval), iamt: r2(h.t.iamt), camt: r2(h.t.camt), samt: r2(h.t.samt), csamt: 0 }));

  // Table 13: each series from its first to its last number, with the cancelled ones counted.
  const series = (kind: Doc["kind"]) => {
    const ds = docs.filter((d) => d.kind === kind);
    if (ds.length === 0) return [];
    const sorted = [...ds].sort((a, b) => (a.seq ?? a.id) - (b.seq ?? b.id));
    const cancelled = ds.filter((d) => d.cancelled).length;
    return [{ num: 1, from: sorted[0].number, to: sorted.at(-1)!.number, totnum: ds.length, cancel: cancelled, net_issue: ds.length - cancelled }];
  };
  const docDet = [
    { doc_num: 1, doc_typ: "Invoices for outward supply", docs: series("sale") },
    { doc_num: 5, doc_typ: "Credit Note", docs: series("credit") },
  ].filter((d) => d.docs.length > 0);

  return {
    gstin: business.gstin,
    fp: p.fp,
    version: "GST3.2.1",
    hash: "hash",
    b2b: [...b2b.entries()].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl.entries()].map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()]
      .filter((r) => r.t.txval !== 0 || r.t.iamt !== 0 || r.t.camt !== 0)
      .map((r) => ({ sply_ty: r.sply_ty, pos: r.pos, typ: "OE", rt: r.rt, ...taxJson(r.t, r.sply_ty === "INTER") })),
    cdnr: [...cdnr.entries()].map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: split ? { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) } : { data: hsnRows(hsn.b2b) },
    doc_issue: { doc_det: docDet },
  };
}

/** The same return as rows for a spreadsheet: one row per invoice or note rate, per B2C summary row, per HSN row. */
export function gstr1Csv(g: Awaited<ReturnType<typeof gstr1>>): string {
  type Itm = { itm_det: { rt: number; txval: number; iamt?: number; camt?: number; samt?: number } };
  const rows: unknown[][] = [["Section", "GSTIN/UIN of recipient", "Number", "Date", "Value", "Place of supply", "Rate %", "Taxable value", "IGST", "CGST", "SGST", "Cess"]];
  const push = (section: string, party: string, number: string, date: string, val: number | string, pos: string, itms: Itm[]) => {
    for (const { itm_det: t } of itms) rows.push([section, party, number, date, val, pos, t.rt, t.txval, t.iamt ?? 0, t.camt ?? 0, t.samt ?? 0, 0]);
  };
  type Inv = { inum: string; idt: string; val: number; pos?: string; itms: Itm[] };
  type Note = { nt_num: string; nt_dt: string; val: number; pos: string; itms: Itm[] };
  for (const b of g.b2b as { ctin: string; inv: Inv[] }[]) for (const i of b.inv) push("B2B", b.ctin, i.inum, i.idt, i.val, i.pos ?? "", i.itms);
  for (const b of g.b2cl as { pos: string; inv: Inv[] }[]) for (const i of b.inv) push("B2CL", "", i.inum, i.idt, i.val, b.pos, i.itms);
  for (const r of g.b2cs) rows.push(["B2CS", "", "", "", "", r.pos, r.rt, r.txval, "iamt" in r ? r.iamt : 0, "camt" in r ? r.camt : 0, "samt" in r ? r.samt : 0, 0]);
  for (const c of g.cdnr as { ctin: string; nt: Note[] }[]) for (const n of c.nt) push("CDNR", c.ctin, n.nt_num, n.nt_dt, n.val, n.pos, n.itms);
  for (const n of g.cdnur as Note[]) push("CDNUR", "", n.nt_num, n.nt_dt, n.val, n.pos, n.itms);
  const hsn = "data" in g.hsn ? { HSN: g.hsn.data } : { "HSN B2B": g.hsn.hsn_b2b, "HSN B2C": g.hsn.hsn_b2c };
  rows.push([], ["HSN section", "HSN/SAC", "UQC", "Quantity", "", "", "Rate %", "Taxable value", "IGST", "CGST", "SGST", "Cess"]);
  for (const [section, list] of Object.entries(hsn)) for (const h of list ?? []) rows.push([section, h.hsn_sc, h.uqc, h.qty, "", "", h.rt, h.txval, h.iamt, h.camt, h.samt, h.csamt]);
  rows.push([], ["Documents issued", "Type", "From", "To", "Total", "Cancelled", "Net issued"]);
  for (const d of g.doc_issue.doc_det) for (const x of d.docs) rows.push(["", d.doc_typ, x.from, x.to, x.totnum, x.cancel, x.net_issue]);
  return rows.map(csvLine).join("");
}
