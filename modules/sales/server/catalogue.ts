import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { stateCodeOf } from "../resources";
import { containsPattern } from "../../../server/db/like";
import { treatmentOr, type GstTreatment } from "../gst-treatment";

/**
 * Reads and the few writes this module makes on the resource engine's tables (r_parties, r_products).
 * Always scoped by business_id; the column names are the field names of modules/sales/resources.ts.
 */

export interface PartyRow {
  id: number;
  name: string;
  partyType: string;
  phone: string | null;
  gstin: string | null;
  stateCode: string;
  address: string | null;
  toReceivePaise: number;
  toPayPaise: number;
}

export interface ProductRow {
  id: number;
  name: string;
  itemType: string;
  hsn: string;
  unit: string;
  salePricePaise: number;
  purchasePricePaise: number;
  gstRate: number;
  /** How GST treats it (modules/sales/gst-treatment.ts); a product saved before treatments: by its rate. */
  treatment: GstTreatment;
  stock: number;
  lowStockAlert: number;
  stockStatus: string;
}

const partyOf = (r: Record<string, unknown>): PartyRow => ({
  id: Number(r.id),
  name: String(r.name ?? ""),
  partyType: String(r.party_type ?? "Customer"),
  phone: (r.phone as string) || null,
  gstin: (r.gstin as string) || null,
  // The GSTIN's first two digits are the state when the party record names none.
  stateCode: stateCodeOf(r.state as string) || (r.gstin ? String(r.gstin).slice(0, 2) : ""),
  address: (r.address as string) || null,
  toReceivePaise: Number(r.to_receive ?? 0),
  toPayPaise: Number(r.to_pay ?? 0),
});

const productOf = (r: Record<string, unknown>): ProductRow => ({
  id: Number(r.id),
  name: String(r.name ?? ""),
  itemType: String(r.item_type ?? "Goods"),
  hsn: String(r.hsn ?? ""),
  unit: String(r.unit ?? "PCS"),
  salePricePaise: Number(r.sale_price ?? 0),
  purchasePricePaise: Number(r.purchase_price ?? 0),
  gstRate: Number(r.gst_rate ?? 0),
  treatment: treatmentOr(r.gst_treatment, Number(r.gst_rate ?? 0)),
  stock: Number(r.stock ?? 0),
  lowStockAlert: Number(r.low_stock_alert ?? 0),
  stockStatus: String(r.stock_status ?? ""),
});

export async function partyById(db: Db, businessId: number, id: number): Promise<PartyRow | undefined> {
  const res = await db.execute<Record<string, unknown>>(sql`SELECT * FROM r_parties WHERE business_id = ${businessId} AND id = ${id}`);
  return res.rows[0] ? partyOf(res.rows[0]) : undefined;
}

export async function searchParties(db: Db, businessId: number, q: string, limit = 20): Promise<PartyRow[]> {
  const like = containsPattern(q);
  const res = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM r_parties WHERE business_id = ${businessId} AND (${q} = '' OR name ILIKE ${like} OR phone LIKE ${like} OR gstin ILIKE ${like})
        ORDER BY name LIMIT ${limit}`,
  );
  return res.rows.map(partyOf);
}

export async function productsByIds(db: Db, businessId: number, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const res = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM r_products WHERE business_id = ${businessId} AND id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
  );
  return new Map(res.rows.map((r) => [Number(r.id), productOf(r)]));
}

export async function searchProducts(db: Db, businessId: number, q: string, limit = 20): Promise<ProductRow[]> {
  const like = containsPattern(q);
  const res = await db.execute<Record<string, unknown>>(
    sql`SELECT * FROM r_products WHERE business_id = ${businessId} AND (${q} = '' OR name ILIKE ${like} OR hsn LIKE ${like})
        ORDER BY name LIMIT ${limit}`,
  );
  return res.rows.map(productOf);
}

/** Adds signed quantities to products' stock; ids in order so two saves lock rows in the same order. */
export async function moveStock(db: Db, businessId: number, deltas: Map<number, number>): Promise<void> {
  for (const [productId, delta] of [...deltas.entries()].sort((a, b) => a[0] - b[0])) {
    if (Math.abs(delta) < 0.0005) continue;
    // Services (delivery, labour) carry no stock.
    await db.execute(sql`UPDATE r_products SET stock = round((coalesce(stock, 0) + ${delta})::numeric, 3)
      WHERE business_id = ${businessId} AND id = ${productId} AND coalesce(item_type, 'Goods') <> 'Service'`);
  }
}

/** Fires the balance trigger of the given parties after their invoices, bills or payments changed. */
export async function refreshParties(db: Db, businessId: number, partyIds: (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(partyIds.filter((p): p is number => typeof p === "number"))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE r_parties SET to_receive = to_receive WHERE business_id = ${businessId} AND id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
  );
}

/** Recomputes every stock and balance of a business from the documents (after bulk loads). */
export async function resyncBusiness(db: Db, businessId: number): Promise<void> {
  await db.execute(sql`
    UPDATE r_products p SET stock = round((coalesce(p.opening_stock, 0)
      + CASE WHEN coalesce(p.item_type, 'Goods') = 'Service' THEN 0 ELSE coalesce(m.delta, 0) END)::numeric, 3)
    FROM r_products p2
    LEFT JOIN (SELECT product_id, sum(CASE WHEN kind IN ('purchase', 'credit') THEN qty ELSE -qty END) AS delta
                 FROM sales_invoice_lines WHERE business_id = ${businessId} AND NOT cancelled GROUP BY product_id) m ON m.product_id = p2.id
    WHERE p.business_id = ${businessId} AND p.id = p2.id`);
  await db.execute(sql`UPDATE r_parties SET to_receive = to_receive WHERE business_id = ${businessId}`);
}
