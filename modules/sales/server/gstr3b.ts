import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { Period } from "./gstr1";

/**
 * GSTR-3B summary of a month: table 3.1 (outward supplies and inward supplies on reverse charge) and
 * table 4 (eligible input tax credit from purchase bills). Sales are net of credit notes, purchases
 * net of debit notes (purchase returns); cancelled documents count nowhere. Rupees out.
 */
const r2 = (paise: unknown) => Math.round(Number(paise ?? 0)) / 100;

export async function gstr3b(db: Db, businessId: number, p: Period) {
  // Lines from the daily rollup (cancelled lines are not in it): outward supplies by taxed / nil-rated.
  const out = (
    await db.execute<Record<string, unknown>>(sql`SELECT gst_rate = 0 AS nil,
        sum(CASE WHEN kind = 'sale' THEN taxable_paise ELSE -taxable_paise END) AS taxable,
        sum(CASE WHEN inter_state THEN (CASE WHEN kind = 'sale' THEN tax_paise ELSE -tax_paise END) ELSE 0 END) AS igst,
        sum(CASE WHEN inter_state THEN 0 ELSE (CASE WHEN kind = 'sale' THEN tax_paise ELSE -tax_paise END) END) AS intra
      FROM sales_line_daily WHERE business_id = ${businessId} AND kind IN ('sale', 'credit') AND doc_date BETWEEN ${p.from} AND ${p.to}
      GROUP BY 1`)
  ).rows;
  const taxed = out.find((r) => r.nil === false) ?? {};
  const nil = out.find((r) => r.nil === true) ?? {};
  const inward = (
    await db.execute<Record<string, unknown>>(sql`SELECT reverse_charge,
        sum(CASE WHEN kind = 'purchase' THEN taxable_paise ELSE -taxable_paise END) AS taxable,
        sum(CASE WHEN kind = 'purchase' THEN igst_paise ELSE -igst_paise END) AS igst,
        sum(CASE WHEN kind = 'purchase' THEN cgst_paise ELSE -cgst_paise END) AS cgst,
        sum(CASE WHEN kind = 'purchase' THEN sgst_paise ELSE -sgst_paise END) AS sgst
      FROM sales_invoices WHERE business_id = ${businessId} AND kind IN ('purchase', 'debit') AND cancelled_at IS NULL
        AND doc_date BETWEEN ${p.from} AND ${p.to} GROUP BY 1`)
  ).rows;
  const rcm = inward.find((r) => r.reverse_charge === true) ?? {};
  const itc = inward.find((r) => r.reverse_charge === false) ?? {};
  const heads = (r: Record<string, unknown>) => ({ txval: r2(r.taxable), iamt: r2(r.igst), camt: r2(r.cgst), samt: r2(r.sgst), csamt: 0 });
  const half = (v: unknown) => Number(v ?? 0) / 2;
  const osup = { txval: r2(taxed.taxable), iamt: r2(taxed.igst), camt: r2(half(taxed.intra)), samt: r2(half(taxed.intra)), csamt: 0 };
  const fromBills = heads(itc);
  // Tax paid on reverse charge is also input credit (4(A)(3)).
  const fromRcm = heads(rcm);
  const net = { iamt: r2(Math.round(fromBills.iamt * 100) + Math.round(fromRcm.iamt * 100)), camt: r2(Math.round(fromBills.camt * 100) + Math.round(fromRcm.camt * 100)), samt: r2(Math.round(fromBills.samt * 100) + Math.round(fromRcm.samt * 100)), csamt: 0 };
  return {
    fp: p.fp,
    sup_details: {
      osup_det: osup,
      osup_nil_exmp: { txval: r2(nil.taxable) },
      isup_rev: fromRcm,
    },
    itc_elg: {
      itc_avl: [
        { ty: "ISRC", label: "Inward supplies liable to reverse charge", iamt: fromRcm.iamt, camt: fromRcm.camt, samt: fromRcm.samt, csamt: 0 },
        { ty: "OTH", label: "All other ITC (purchase bills, net of debit notes)", iamt: fromBills.iamt, camt: fromBills.camt, samt: fromBills.samt, csamt: 0 },
      ],
      itc_net: net,
    },
  };
}
