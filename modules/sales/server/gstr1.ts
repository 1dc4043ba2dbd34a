import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { businesses } from "../../../server/db/schema";
import { badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { csvLine } from "../../../resources/csv";
import { isExport, isTable8, isZeroRated, treatmentOr, UQC, type GstTreatment } from "../gst-treatment";

/**
 * GSTR-1 for one month in the GST portal's offline-tool JSON (modules/sales/schemas/gstr1.schema.json says
 * where the format comes from). Sale invoices that are not cancelled, and the notes against them, dated in the
 * month; amounts in rupees with two decimals, dates DD-MM-YYYY.
 *
 * - b2b: to a GSTIN, per buyer, supplies to an SEZ as inv_typ SEWP/SEWOP; cdnr: credit notes (ntty C)
 *   and price-raise debit notes (ntty D) to a GSTIN.
 * - exp: exports, with (WPAY) or without (WOPAY) IGST paid.
 * - nil (Table 8): nil-rated, exempt and non-GST lines, per inter/intra-state and B2B/B2C; these lines
 *   are in no other table's items (an invoice of only such lines is in Table 8 alone).
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

/** The documents GSTR-1 reports: sale invoices, credit notes and price-raise debit notes (ntty D). */
type ReturnKind = "sale" | "credit" | "sdebit";
interface Doc {
  id: number;
  kind: ReturnKind;
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
  desc: string;
  unit: string;
  qty: number;
  rate: number;
  taxable: number;
  tax: number;
  inter: boolean;
  treatment: GstTreatment;
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

function byRate(lines: Line[]) {
  const m = new Map<number, Tax>();
  for (const l of lines) {
    const t = m.get(l.rate) ?? zero();
    addTax(t, l);
    m.set(l.rate, t);
  }
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/** Items of one document: one per rate, numbered like the portal (rate × 100 + 1). */
const itemsOf = (lines: Line[], inter: boolean) => byRate(lines).map(([rt, t]) => ({ num: rt * 100 + 1, itm_det: { rt, ...taxJson(t, inter) } }));

async function monthDocs(db: Db, businessId: number, p: Period) {
  const docs = (
    await db.execute<Record<string, unknown>>(sql`SELECT i.id, i.kind, i.number, i.seq, to_char(i.doc_date, 'YYYY-MM-DD') AS day, i.party_gstin,
        i.place_of_supply, i.supplier_state, i.total_paise, i.reverse_charge, i.cancelled_at IS NOT NULL AS cancelled, o.total_paise AS original_total,
        coalesce(o.party_gstin, i.party_gstin) AS note_gstin
      FROM sales_invoices i LEFT JOIN sales_invoices o ON o.id = i.original_id
      WHERE i.business_id = ${businessId} AND i.kind IN ('sale', 'credit', 'sdebit') AND i.doc_date BETWEEN ${p.from} AND ${p.to}
      ORDER BY i.doc_date, i.seq NULLS LAST, i.id`)
  ).rows.map(
    (r): Doc => ({
      id: Number(r.id),
      kind: r.kind as Doc["kind"],
      number: String(r.number),
      seq: r.seq === null ? null : Number(r.seq),
      date: String(r.day),
      gstin: ((r.kind === "sale" ? r.party_gstin : r.note_gstin) as string) || null,
      pos: String(r.place_of_supply),
      supplierState: String(r.supplier_state),
      totalPaise: Number(r.total_paise),
      reverseCharge: Boolean(r.reverse_charge),
      cancelled: Boolean(r.cancelled),
      originalTotalPaise: r.original_total === null ? null : Number(r.original_total),
    }),
  );
  // The HSN summary's description is the product's name as the catalogue has it now, else the line's.
  const lines = (
    await db.execute<Record<string, unknown>>(sql`SELECT l.invoice_id, l.hsn, coalesce(p.name, l.name) AS descr, l.unit, l.qty, l.gst_rate, l.taxable_paise,
        l.tax_paise, l.inter_state, l.treatment
      FROM sales_invoice_lines l LEFT JOIN r_products p ON p.business_id = l.business_id AND p.id = l.product_id
      WHERE l.business_id = ${businessId} AND l.kind IN ('sale', 'credit', 'sdebit') AND l.doc_date BETWEEN ${p.from} AND ${p.to} AND NOT l.cancelled
      ORDER BY l.invoice_id, l.position`)
  ).rows.map(
    (r): Line => ({
      invoiceId: Number(r.invoice_id),
      hsn: String(r.hsn ?? ""),
      desc: String(r.descr ?? ""),
      unit: String(r.unit ?? ""),
      qty: Number(r.qty),
      rate: Number(r.gst_rate),
      taxable: Number(r.taxable_paise),
      tax: Number(r.tax_paise),
      inter: Boolean(r.inter_state),
      treatment: treatmentOr(r.treatment, Number(r.gst_rate)),
    }),
  );
  return { docs, lines };
}

/** Which GSTR-1 table a live document's taxed and zero-rated lines go to. */
function sectionOf(d: Doc, zeroRated: GstTreatment | undefined): "b2b" | "b2cl" | "b2cs" | "exp" | "cdnr" | "cdnur" {
  const inter = d.pos !== d.supplierState;
  if (d.kind !== "sale") {
    if (d.gstin) return "cdnr";
    if (zeroRated && isExport(zeroRated)) return "cdnur";
    return inter && (d.originalTotalPaise ?? 0) > B2CL_LIMIT_PAISE(d.date) ? "cdnur" : "b2cs";
  }
  if (zeroRated && isExport(zeroRated)) return "exp";
  if (d.gstin) return "b2b";
  return inter && d.totalPaise > B2CL_LIMIT_PAISE(d.date) ? "b2cl" : "b2cs";
}

/** The invoice type GSTN names: regular, or a supply to an SEZ with or without IGST paid. */
const INV_TYP: Partial<Record<GstTreatment, string>> = { sezwp: "SEWP", sezwop: "SEWOP" };
const EXP_TYP: Partial<Record<GstTreatment, string>> = { expwp: "WPAY", expwop: "WOPAY" };

/** Table 8's four rows: inter- or intra-state, to a registered (B2B) or an unregistered (B2C) person. */
const NIL_TYPES = ["INTRB2B", "INTRAB2B", "INTRB2C", "INTRAB2C"] as const;
const NIL_COLUMN: Partial<Record<GstTreatment, "nil_amt" | "expt_amt" | "ngsup_amt">> = { nil: "nil_amt", exempt: "expt_amt", nongst: "ngsup_amt" };

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
  const exp = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];
  const b2cs = new Map<string, { sply_ty: string; pos: string; rt: number; t: Tax }>();
  const nil = new Map<string, { nil_amt: number; expt_amt: number; ngsup_amt: number }>();
  type HsnRow = { hsn: string; desc: string; uqc: string; rt: number; qty: number; t: Tax };
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };

  for (const d of docs) {
    if (d.cancelled) continue;
    const ls = linesOf.get(d.id) ?? [];
    const zeroRated = ls.find((l) => isZeroRated(l.treatment))?.treatment;
    // Nil-rated, exempt and non-GST lines go to Table 8 alone; the rest to the document's table.
    const taxed = ls.filter((l) => !isTable8(l.treatment));
    const inter = d.pos !== d.supplierState || zeroRated !== undefined;
    const section = sectionOf(d, zeroRated);
    const sign = d.kind === "credit" ? -1 : 1;
    const ntty = d.kind === "credit" ? "C" : "D";
    const head = { val: r2(d.totalPaise), pos: d.pos, itms: itemsOf(taxed, inter) };
    const invTyp = (zeroRated && INV_TYP[zeroRated]) || "R";
    if (taxed.length > 0) {
      if (section === "b2b") b2b.set(d.gstin!, [...(b2b.get(d.gstin!) ?? []), { inum: d.number, idt: ddmmyyyy(d.date), ...head, rchrg: d.reverseCharge ? "Y" : "N", inv_typ: invTyp }]);
      else if (section === "b2cl") b2cl.set(d.pos, [...(b2cl.get(d.pos) ?? []), { inum: d.number, idt: ddmmyyyy(d.date), val: head.val, itms: head.itms }]);
      else if (section === "exp") {
        const typ = EXP_TYP[zeroRated!]!;
        const itms = byRate(taxed).map(([rt, t]) => ({ txval: r2(t.txval), rt, iamt: r2(t.iamt), csamt: 0 }));
        exp.set(typ, [...(exp.get(typ) ?? []), { inum: d.number, idt: ddmmyyyy(d.date), val: head.val, itms }]);
      } else if (section === "cdnr") {
        cdnr.set(d.gstin!, [...(cdnr.get(d.gstin!) ?? []), { ntty, nt_num: d.number, nt_dt: ddmmyyyy(d.date), ...head, rchrg: d.reverseCharge ? "Y" : "N", inv_typ: invTyp }]);
      } else if (section === "cdnur") {
        // An export's note names no place of supply (it is outside India).
        if (zeroRated && isExport(zeroRated)) cdnur.push({ typ: zeroRated === "expwp" ? "EXPWP" : "EXPWOP", ntty, nt_num: d.number, nt_dt: ddmmyyyy(d.date), val: head.val, itms: head.itms });
        else cdnur.push({ typ: "B2CL", ntty, nt_num: d.number, nt_dt: ddmmyyyy(d.date), ...head });
      } else {
        for (const l of taxed) {
          const key = `${inter ? "INTER" : "INTRA"}|${d.pos}|${l.rate}`;
          const row = b2cs.get(key) ?? { sply_ty: inter ? "INTER" : "INTRA", pos: d.pos, rt: l.rate, t: zero() };
          addTax(row.t, { ...l, taxable: sign * l.taxable, tax: sign * l.tax });
          b2cs.set(key, row);
        }
      }
    }
    // Table 8, net of the month's notes, by inter/intra-state and registered/unregistered buyer.
    for (const l of ls) {
      const column = NIL_COLUMN[l.treatment];
      if (!column) continue;
      const key = `${d.pos !== d.supplierState ? "INTR" : "INTRA"}${d.gstin ? "B2B" : "B2C"}`;
      const row = nil.get(key) ?? { nil_amt: 0, expt_amt: 0, ngsup_amt: 0 };
      row[column] += sign * l.taxable;
      nil.set(key, row);
    }
    // HSN summary, net of notes (a price raise adds value, no quantity): from May 2025 in the B2B tab
    // when the buyer has a GSTIN. Non-GST supplies are outside GST and have no HSN row.
    const tab = split && !d.gstin ? hsn.b2c : hsn.b2b;
    for (const l of ls) {
      if (l.treatment === "nongst") continue;
      const service = l.hsn.startsWith("99");
      const uqc = service ? "NA" : (UQC[l.unit] ?? "OTH");
      const key = `${l.hsn}|${uqc}|${l.rate}`;
      const row = tab.get(key) ?? { hsn: l.hsn, desc: l.desc.slice(0, 30), uqc, rt: l.rate, qty: 0, t: zero() };
      row.qty += service || d.kind === "sdebit" ? 0 : sign * l.qty;
      addTax(row.t, { ...l, taxable: sign * l.taxable, tax: sign * l.tax });
      tab.set(key, row);
    }
  }

  const hsnRows = (m: typeof hsn.b2b) =>
    [...m.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt)
      .map((h, i) => ({ num: i + 1, hsn_sc: h.hsn, desc: h.desc, uqc: h.uqc, qty: Math.round(h.qty * 100) / 100, rt: h.rt, txval: r2(h.t.txval), iamt: r2(h.t.iamt), camt: r2(h.t.camt), samt: r2(h.t.samt), csamt: 0 }));

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
    { doc_num: 4, doc_typ: "Debit Note", docs: series("sdebit") },
    { doc_num: 5, doc_typ: "Credit Note", docs: series("credit") },
  ].filter((d) => d.docs.length > 0);
  const nilRows = NIL_TYPES.filter((t) => nil.has(t)).map((t) => {
    const r = nil.get(t)!;
    return { sply_ty: t, nil_amt: r2(r.nil_amt), expt_amt: r2(r.expt_amt), ngsup_amt: r2(r.ngsup_amt) };
  });

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
    // Exports and Table 8 only when the month has them: the portal reads an absent table as nothing to report.
    ...(exp.size ? { exp: [...exp.entries()].map(([exp_typ, inv]) => ({ exp_typ, inv })) } : {}),
    ...(nilRows.length ? { nil: { inv: nilRows } } : {}),
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
  type Note = { nt_num: string; nt_dt: string; val: number; pos?: string; itms: Itm[] };
  for (const b of g.b2b as { ctin: string; inv: Inv[] }[]) for (const i of b.inv) push("B2B", b.ctin, i.inum, i.idt, i.val, i.pos ?? "", i.itms);
  for (const b of g.b2cl as { pos: string; inv: Inv[] }[]) for (const i of b.inv) push("B2CL", "", i.inum, i.idt, i.val, b.pos, i.itms);
  for (const r of g.b2cs) rows.push(["B2CS", "", "", "", "", r.pos, r.rt, r.txval, "iamt" in r ? r.iamt : 0, "camt" in r ? r.camt : 0, "samt" in r ? r.samt : 0, 0]);
  for (const c of g.cdnr as { ctin: string; nt: Note[] }[]) for (const n of c.nt) push("CDNR", c.ctin, n.nt_num, n.nt_dt, n.val, n.pos ?? "", n.itms);
  for (const n of g.cdnur as Note[]) push("CDNUR", "", n.nt_num, n.nt_dt, n.val, n.pos ?? "96", n.itms);
  type Exp = { exp_typ: string; inv: { inum: string; idt: string; val: number; itms: { rt: number; txval: number; iamt: number }[] }[] };
  for (const e of (g.exp ?? []) as Exp[]) for (const i of e.inv) for (const t of i.itms) rows.push([`EXP ${e.exp_typ}`, "", i.inum, i.idt, i.val, "96", t.rt, t.txval, t.iamt, 0, 0, 0]);
  if (g.nil) {
    rows.push([], ["Nil-rated, exempt and non-GST (Table 8)", "Supply type", "Nil-rated", "Exempt", "Non-GST"]);
    for (const n of g.nil.inv) rows.push(["NIL", n.sply_ty, n.nil_amt, n.expt_amt, n.ngsup_amt]);
  }
  const hsn = "data" in g.hsn ? { HSN: g.hsn.data } : { "HSN B2B": g.hsn.hsn_b2b, "HSN B2C": g.hsn.hsn_b2c };
  rows.push([], ["HSN section", "HSN/SAC", "UQC", "Quantity", "Description", "", "Rate %", "Taxable value", "IGST", "CGST", "SGST", "Cess"]);
  for (const [section, list] of Object.entries(hsn)) for (const h of list ?? []) rows.push([section, h.hsn_sc, h.uqc, h.qty, h.desc, "", h.rt, h.txval, h.iamt, h.camt, h.samt, h.csamt]);
  rows.push([], ["Documents issued", "Type", "From", "To", "Total", "Cancelled", "Net issued"]);
  for (const d of g.doc_issue.doc_det) for (const x of d.docs) rows.push(["", d.doc_typ, x.from, x.to, x.totnum, x.cancel, x.net_issue]);
  return rows.map(csvLine).join("");
}
