import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { businesses } from "../../../server/db/schema";
import type { Period } from "./gstr1";
import { isTable8, isZeroRated, treatmentOr } from "../gst-treatment";

/**
 * GSTR-3B of a month in the GST portal's JSON (modules/sales/schemas/gstr3b.schema.json says where the
 * format comes from). Table 3.1 from the month's sale lines by GST treatment, net of credit notes and
 * with price-raise debit notes added, so it agrees line for line with GSTR-1: (a) taxable, (b)
 * zero-rated (exports, SEZ), (c) nil-rated and exempt, (d) inward supplies on reverse charge, (e)
 * non-GST. Table 4 from purchase bills net of purchase returns; table 5 the bills' nil-rated, exempt
 * and non-GST lines. Cancelled documents count nowhere. Rupees out.
 */
const r2 = (paise: unknown) => Math.round(Number(paise ?? 0)) / 100;

/** What each `itc_avl` row of table 4(A) holds, for the screen. */
const ITC_LABELS = {
  IMPG: "Import of goods",
  IMPS: "Import of services",
  ISRC: "Inward supplies liable to reverse charge",
  ISD: "Inward supplies from an Input Service Distributor",
  OTH: "All other ITC (purchase bills, net of debit notes)",
} as const;

interface Heads {
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
const zeroHeads = (): Heads => ({ iamt: 0, camt: 0, samt: 0, csamt: 0 });

async function outward(db: Db, businessId: number, p: Period) {
  const rows = (
    await db.execute<Record<string, unknown>>(sql`SELECT treatment, gst_rate = 0 AS zero_rate, inter_state,
        sum(CASE WHEN kind = 'credit' THEN -taxable_paise ELSE taxable_paise END) AS taxable,
        sum(CASE WHEN kind = 'credit' THEN -tax_paise ELSE tax_paise END) AS tax
      FROM sales_invoice_lines WHERE business_id = ${businessId} AND kind IN ('sale', 'credit', 'sdebit') AND doc_date BETWEEN ${p.from} AND ${p.to} AND NOT cancelled
      GROUP BY 1, 2, 3`)
  ).rows;
  const taxed = { txval: 0, iamt: 0, intra: 0 };
  const zero = { txval: 0, iamt: 0 };
  let nilExempt = 0;
  let nonGst = 0;
  for (const r of rows) {
    const t = treatmentOr(r.treatment, r.zero_rate ? 0 : 1);
    const taxable = Number(r.taxable ?? 0);
    const tax = Number(r.tax ?? 0);
    if (t === "nongst") nonGst += taxable;
    else if (isTable8(t)) nilExempt += taxable;
    else if (isZeroRated(t)) {
      zero.txval += taxable;
      zero.iamt += tax;
    } else {
      taxed.txval += taxable;
      if (r.inter_state) taxed.iamt += tax;
      else taxed.intra += tax;
    }
  }
  return {
    osup_det: { txval: r2(taxed.txval), iamt: r2(taxed.iamt), camt: r2(taxed.intra / 2), samt: r2(taxed.intra / 2), csamt: 0 },
    osup_zero: { txval: r2(zero.txval), iamt: r2(zero.iamt), csamt: 0 },
    osup_nil_exmp: { txval: r2(nilExempt) },
    osup_nongst: { txval: r2(nonGst) },
  };
}

async function inward(db: Db, businessId: number, p: Period) {
  const bills = (
    await db.execute<Record<string, unknown>>(sql`SELECT reverse_charge,
        sum(CASE WHEN kind = 'purchase' THEN taxable_paise ELSE -taxable_paise END) AS taxable,
        sum(CASE WHEN kind = 'purchase' THEN igst_paise ELSE -igst_paise END) AS igst,
        sum(CASE WHEN kind = 'purchase' THEN cgst_paise ELSE -cgst_paise END) AS cgst,
        sum(CASE WHEN kind = 'purchase' THEN sgst_paise ELSE -sgst_paise END) AS sgst
      FROM sales_invoices WHERE business_id = ${businessId} AND kind IN ('purchase', 'debit') AND cancelled_at IS NULL
        AND doc_date BETWEEN ${p.from} AND ${p.to} GROUP BY 1`)
  ).rows;
  // Table 5: inward nil-rated and exempt supplies ("GST") and non-GST ones, inter- and intra-state.
  const untaxed = (
    await db.execute<Record<string, unknown>>(sql`SELECT treatment = 'nongst' AS nongst, inter_state,
        sum(CASE WHEN kind = 'purchase' THEN taxable_paise ELSE -taxable_paise END) AS taxable
      FROM sales_invoice_lines WHERE business_id = ${businessId} AND kind IN ('purchase', 'debit') AND doc_date BETWEEN ${p.from} AND ${p.to}
        AND NOT cancelled AND treatment IN ('nil', 'exempt', 'nongst') GROUP BY 1, 2`)
  ).rows;
  const heads = (r: Record<string, unknown> = {}) => ({ txval: r2(r.taxable), iamt: r2(r.igst), camt: r2(r.cgst), samt: r2(r.sgst), csamt: 0 });
  const amount = (nongst: boolean, inter: boolean) => r2(untaxed.find((r) => Boolean(r.nongst) === nongst && Boolean(r.inter_state) === inter)?.taxable);
  return {
    rcm: heads(bills.find((r) => r.reverse_charge === true)),
    bills: heads(bills.find((r) => r.reverse_charge === false)),
    isup_details: [
      { ty: "GST", inter: amount(false, true), intra: amount(false, false) },
      { ty: "NONGST", inter: amount(true, true), intra: amount(true, false) },
    ],
  };
}

/** The return as the portal's JSON: `gstin`, `ret_period` MMYYYY, 3.1, 4 and 5. */
export async function gstr3b(db: Db, businessId: number, p: Period) {
  const [business] = await db.select({ gstin: businesses.gstin }).from(businesses).where(eq(businesses.id, businessId));
  const [out, inn] = await Promise.all([outward(db, businessId, p), inward(db, businessId, p)]);
  const { txval: _rcmValue, ...rcmTax } = inn.rcm;
  const { txval: _billValue, ...billTax } = inn.bills;
  // Tax paid on reverse charge is also input credit (4(A)(3)); nothing is imported, distributed or reversed.
  const itcAvl = [
    { ty: "IMPG" as const, ...zeroHeads() },
    { ty: "IMPS" as const, ...zeroHeads() },
    { ty: "ISRC" as const, ...rcmTax },
    { ty: "ISD" as const, ...zeroHeads() },
    { ty: "OTH" as const, ...billTax },
  ];
  const sumOf = (k: keyof Heads) => r2(itcAvl.reduce((s, r) => s + Math.round(r[k] * 100), 0));
  return {
    gstin: business?.gstin ?? "",
    ret_period: p.fp,
    sup_details: {
      osup_det: out.osup_det,
      osup_zero: out.osup_zero,
      osup_nil_exmp: out.osup_nil_exmp,
      isup_rev: inn.rcm,
      osup_nongst: out.osup_nongst,
    },
    itc_elg: {
      itc_avl: itcAvl,
      itc_rev: [
        { ty: "RUL", ...zeroHeads() },
        { ty: "OTH", ...zeroHeads() },
      ],
      itc_net: { iamt: sumOf("iamt"), camt: sumOf("camt"), samt: sumOf("samt"), csamt: 0 },
      itc_inelg: [
        { ty: "RUL", ...zeroHeads() },
        { ty: "OTH", ...zeroHeads() },
      ],
    },
    inward_sup: { isup_details: inn.isup_details },
  };
}

/** The screen's reading: the same return, with `fp` kept for older readers and each 4(A) row named. */
export function gstr3bScreen(file: Awaited<ReturnType<typeof gstr3b>>) {
  return {
    ...file,
    fp: file.ret_period,
    itc_elg: { ...file.itc_elg, itc_avl: file.itc_elg.itc_avl.map((r) => ({ ...r, label: ITC_LABELS[r.ty] })) },
  };
}
