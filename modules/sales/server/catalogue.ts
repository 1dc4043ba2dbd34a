import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { stateCodeOf } from "../resources";
import { containsPattern } from "../../../server/db/like";
import { treatmentOr, type GstTreatment } from "../gst-treatment";
import { storeFor, type Cause } from "../../../server/engine";

/**
 * Reads of the resource engine's tables (r_parties, r_products), always scoped by business_id (the
 * column names are the field names of modules/sales/resources.ts), and the changes documents make to
 * them, which go through the engine's store (ResourceStore.adjust) like every other write.
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

/**
 * Who changed a document and which one: the engine keeps it with every stock and balance the change
 * moves (the products' and parties' history: "Stock 10 → 8, invoice SGS/12 by Asha").
 */
export interface Because {
  /** The signed-in user; none when the system did it (a customer paying through a link). */
  by?: number;
  cause: Cause;
}

/**
 * Adds signed quantities to products' stock, through the engine's store: one statement for every
 * line, the rows locked in id order (so two saves of the same products queue, never deadlock), and a
 * new version and a history entry for each product whose stock moved.
 */
export async function moveStock(db: Db, businessId: number, deltas: Map<number, number>, because: Because): Promise<void> {
  const rows = [...deltas].filter(([, delta]) => Math.abs(delta) >= 0.0005).map(([id, delta]) => ({ id, delta }));
  if (rows.length === 0) return;
  await storeFor(db, "products", businessId).as(because.by).adjust({
    rows,
    set: { stock: sql`round((coalesce(r.stock, 0) + v.delta)::numeric, 3)` },
    // Services (delivery, labour) carry no stock.
    where: sql`coalesce(r.item_type, 'Goods') <> 'Service'`,
    cause: because.cause,
  });
}

/**
 * Brings parties' balances up to date after their invoices, bills or payments changed: the store
 * touches the rows, the balance trigger (triggers.ts, the one place the arithmetic lives) recomputes
 * them, and each party whose balance moved gets a new version and a history entry.
 */
export async function refreshParties(db: Db, businessId: number, partyIds: (number | null | undefined)[], because: Because): Promise<void> {
  const ids = [...new Set(partyIds.filter((p): p is number => typeof p === "number"))];
  if (ids.length === 0) return;
  await storeFor(db, "parties", businessId).as(because.by).adjust({ rows: ids.map((id) => ({ id })), cause: because.cause });
}

/** Recomputes every stock and balance of a business from the documents (after bulk loads), kept in history as a recount. */
export async function resyncBusiness(db: Db, businessId: number): Promise<void> {
  const cause: Cause = { key: "sales.cause.recount" };
  await storeFor(db, "products", businessId).adjust({
    set: {
      stock: sql`round((coalesce(r.opening_stock, 0) + CASE WHEN coalesce(r.item_type, 'Goods') = 'Service' THEN 0 ELSE coalesce((
        SELECT sum(CASE WHEN l.kind IN ('purchase', 'credit') THEN l.qty ELSE -l.qty END) FROM sales_invoice_lines l
        WHERE l.business_id = ${businessId} AND l.product_id = r.id AND NOT l.cancelled), 0) END)::numeric, 3)`,
    },
    cause,
  });
  await storeFor(db, "parties", businessId).adjust({ cause });
}
