import type { Database } from "../../server/db/client";
import { createBusinesses, growTo, staffDataset, ledgerDataset, qrPaymentsDataset, type BigBusiness } from "./big-data";
import { invoiceDataset } from "./invoices-data";
import { rows } from "./databases";

/**
 * The shop-day's businesses (bench/shop-day.md): `count` shops of realistic, uneven size and one
 * with `bigRows` rows per dataset. Four size classes, a quarter of the shops each, ×1, ×2, ×4, ×8 of
 * a small shop's 10 staff, 100 wallet top-ups, 150 QR payments and 100 sale invoices (with their
 * lines, and the 200 products and 200 parties the invoices use): from about 1,100 to 6,500 rows a
 * shop. Every shop has its owner and three staff members (sales write, staff and payments read),
 * and every module on a yearly plan, so the day's writes are not refused as EXPIRED.
 * All of it generated inside the database (INSERT … SELECT over generate_series): no row crosses
 * the wire.
 */
export const SIZE_CLASSES = [1, 2, 4, 8];
const SMALL = { staff: 10, ledger: 100, qr: 150, invoices: 100 };
export const STAFF_PER_SHOP = 3;

export interface Shop {
  id: number;
  ownerId: number;
  staffIds: number[];
  products: number[];
  /** Each product's GST rate, in the order of `products`: a line charges its product's own (a nil-rated item's is 0). */
  productRates: number[];
  parties: number[];
  /** Size class (×1 … ×8), or 0 for the big business. */
  size: number;
}

export async function seedShops(database: Database, count: number, bigRows: number, log: (m: string) => void): Promise<{ big: BigBusiness; shops: Shop[]; seconds: Record<string, number> }> {
  const seconds: Record<string, number> = {};
  let t0 = performance.now();
  const big = await createBusinesses(database, count, 0, log);
  seconds.businesses = (performance.now() - t0) / 1000;
  const others = big.otherBusinessIds;
  const sizeOf = new Map<number, number>();
  t0 = performance.now();
  for (const [i, factor] of SIZE_CLASSES.entries()) {
    const ids = others.filter((_, k) => k % SIZE_CLASSES.length === i);
    ids.forEach((id) => sizeOf.set(id, factor));
    await staffDataset.insert(database, ids, 0, SMALL.staff * factor);
    await ledgerDataset.insert(database, ids, 0, SMALL.ledger * factor);
    await qrPaymentsDataset.insert(database, ids, 0, SMALL.qr * factor);
    await invoiceDataset.insert(database, ids, 0, SMALL.invoices * factor);
  }
  // Each shop's catalogue: 30 products and 30 customers (the day's invoices and payments use them).
  await database.exec(`
    INSERT INTO r_products (business_id, name, item_type, hsn, unit, sale_price, purchase_price, gst_rate, opening_stock, low_stock_alert)
    SELECT b, 'Item ' || lpad(g::text, 3, '0'), 'Goods', '1006', 'PCS', (20 + g * 7) * 100, (14 + g * 5) * 100, (ARRAY['0','5','18'])[1 + g % 3], 100000, 10
    FROM unnest(ARRAY[${others.join(",")}]::int[]) AS bs(b), generate_series(1, 30) g;
    INSERT INTO r_parties (business_id, name, party_type, state, opening_balance, opening_type)
    SELECT b, 'Customer ' || lpad(g::text, 3, '0'), 'Customer', '27 Maharashtra', 0, 'To Receive'
    FROM unnest(ARRAY[${others.join(",")}]::int[]) AS bs(b), generate_series(1, 30) g;`);
  seconds.shops = (performance.now() - t0) / 1000;
  log(`  ${others.length} shops filled in ${seconds.shops.toFixed(1)} s`);
  t0 = performance.now();
  const grown = await growTo(database, big, bigRows, log);
  seconds.big = (performance.now() - t0) / 1000;
  Object.assign(seconds, Object.fromEntries(Object.entries(grown).map(([k, v]) => [`big ${k}`, v])));
  t0 = performance.now();
  // Every module on a yearly plan; three staff members per shop.
  await database.exec(`UPDATE subscriptions SET plan = 'yearly', starts_at = now(), expires_at = now() + interval '365 days'`);
  await database.exec(`
    INSERT INTO users (mobile, name)
    SELECT (7000000000 + b.id * 10 + s)::text, 'Staff ' || b.id || '/' || s FROM businesses b, generate_series(1, ${STAFF_PER_SHOP}) s
    ON CONFLICT DO NOTHING;
    INSERT INTO business_members (business_id, user_id, role, permissions)
    SELECT b.id, u.id, 'STAFF', '{"sales_and_purchase":"write","staff_management":"read","galla":"read","manage_appointment":"read","communication":"none"}'::jsonb
    FROM businesses b JOIN users u ON u.mobile::bigint BETWEEN 7000000000 + b.id * 10 + 1 AND 7000000000 + b.id * 10 + ${STAFF_PER_SHOP}
    ON CONFLICT DO NOTHING;
    ANALYZE;`);
  seconds.members = (performance.now() - t0) / 1000;
  const shops = await readShops(database, big.businessId, sizeOf);
  return { big, shops, seconds };
}

/** The shops of a seeded database, read back (also to run the day again on a database kept from an earlier run). */
export async function readShops(database: Database, bigBusinessId: number, sizeOf = new Map<number, number>()): Promise<Shop[]> {
  const owners = await rows<{ id: number; owner_id: number }>(database, `SELECT id, owner_id FROM businesses ORDER BY id`);
  const staff = await rows<{ business_id: number; user_id: number }>(database, `SELECT business_id, user_id FROM business_members WHERE role = 'STAFF' ORDER BY user_id`);
  const products = await rows<{ business_id: number; ids: number[]; rates: string[] }>(database, `SELECT business_id, (array_agg(id ORDER BY id))[1:30] AS ids, (array_agg(gst_rate ORDER BY id))[1:30] AS rates FROM r_products GROUP BY business_id`);
  const parties = await rows<{ business_id: number; ids: number[] }>(
    database,
    `SELECT business_id, (array_agg(id ORDER BY id))[1:30] AS ids FROM r_parties WHERE party_type IN ('Customer', 'Both') GROUP BY business_id`,
  );
  const byBusiness = <T extends { business_id: number }>(list: T[]) => new Map(list.map((r) => [Number(r.business_id), r]));
  const productsOf = byBusiness(products);
  const partiesOf = byBusiness(parties);
  const shops: Shop[] = owners.map((o) => ({
    id: Number(o.id),
    ownerId: Number(o.owner_id),
    staffIds: staff.filter((m) => Number(m.business_id) === Number(o.id)).map((m) => Number(m.user_id)),
    products: (productsOf.get(Number(o.id))?.ids ?? []).map(Number),
    productRates: (productsOf.get(Number(o.id))?.rates ?? []).map(Number),
    parties: (partiesOf.get(Number(o.id))?.ids ?? []).map(Number),
    size: Number(o.id) === bigBusinessId ? 0 : (sizeOf.get(Number(o.id)) ?? 1),
  }));
  return shops;
}
