import type { Database } from "../../server/db/client";
import { columnsOf, rows, tableExists } from "./databases";
import { overBusinesses, type Dataset } from "./dataset";

/**
 * Sale invoices with their lines, consistent to the paisa the way the sales module keeps them:
 * line taxable = qty × rate − discount, tax = round(taxable × rate%), invoice totals are the sums
 * of its lines, CGST/SGST split (or IGST for another state), round-off to the rupee, and cash sales
 * paid in full. One statement per chunk: a data-modifying CTE inserts the invoices and, from the
 * ids it returns, their lines — no round trip per invoice.
 */

const PRODUCTS = 200;
const PARTIES = 200;
const h = (expr: string, salt: number, n: number) => `((hashint4(${expr} + ${salt}) & 2147483647) % ${n})`;

/** A few parties and products per business (engine tables), so lines and credit sales point at real rows. */
async function ensureCatalogue(database: Database, businessId: number): Promise<{ products: number[]; parties: number[] }> {
  const result = { products: [] as number[], parties: [] as number[] };
  if (await tableExists(database, "r_products")) {
    const cols = await columnsOf(database, "r_products");
    const have = await rows<{ id: number }>(database, `SELECT id FROM r_products WHERE business_id = ${businessId} ORDER BY id`);
    if (have.length === 0) {
      const values: Record<string, string> = {
        business_id: String(businessId),
        name: `'Item ' || lpad(g::text, 4, '0')`,
        item_type: `'Goods'`,
        hsn: `(ARRAY['1006','0401','3401','3305','2106','0902','1701','1905'])[1 + ${h("g", 1, 8)}]`,
        unit: `'PCS'`,
        sale_price: `(20 + ${h("g", 2, 2000)}) * 100`,
        purchase_price: `(14 + ${h("g", 2, 2000)} * 7 / 10) * 100`,
        gst_rate: `(ARRAY['0','5','5','18','18','18','40'])[1 + ${h("g", 3, 7)}]`,
        opening_stock: `1000000`,
        low_stock_alert: `10`,
        stock: `1000000`,
      };
      const used = Object.keys(values).filter((c) => cols.has(c));
      await database.exec(`INSERT INTO r_products (${used.join(", ")}) SELECT ${used.map((c) => values[c]).join(", ")} FROM generate_series(1, ${PRODUCTS}) g`);
    }
    result.products = (await rows<{ id: number }>(database, `SELECT id FROM r_products WHERE business_id = ${businessId} ORDER BY id`)).map((r) => Number(r.id));
  }
  if (await tableExists(database, "r_parties")) {
    const cols = await columnsOf(database, "r_parties");
    const have = await rows<{ id: number }>(database, `SELECT id FROM r_parties WHERE business_id = ${businessId} LIMIT 1`);
    if (have.length === 0) {
      const values: Record<string, string> = {
        business_id: String(businessId),
        name: `'Customer ' || lpad(g::text, 4, '0')`,
        party_type: `'Customer'`,
        phone: `(7000000000 + g)::text`,
        state: `CASE WHEN g % 10 = 0 THEN '29' ELSE '27' END`,
        opening_balance: `0`,
        opening_type: `'To Receive'`,
        to_receive: `0`,
        to_pay: `0`,
      };
      const used = Object.keys(values).filter((c) => cols.has(c));
      await database.exec(`INSERT INTO r_parties (${used.join(", ")}) SELECT ${used.map((c) => values[c]).join(", ")} FROM generate_series(1, ${PARTIES}) g`);
    }
    result.parties = (await rows<{ id: number }>(database, `SELECT id FROM r_parties WHERE business_id = ${businessId} ORDER BY id`)).map((r) => Number(r.id));
  }
  return result;
}

const catalogues = new WeakMap<Database, Map<number, { products: number[]; parties: number[] }>>();

export const invoiceDataset: Dataset = {
  name: "sale invoices",
  tables: ["sales_invoices", "sales_invoice_lines"],
  available: async (database) => (await tableExists(database, "sales_invoices")) && (await tableExists(database, "sales_invoice_lines")),
  async insert(database, businessIds, from, to) {
    // The big business gets real products and parties to point at; the background ones do without.
    let cat = { products: [] as number[], parties: [] as number[] };
    if (businessIds.length === 1) {
      let perDb = catalogues.get(database);
      if (!perDb) catalogues.set(database, (perDb = new Map()));
      const id = businessIds[0];
      if (!perDb.has(id)) perDb.set(id, await ensureCatalogue(database, id));
      cat = perDb.get(id)!;
    }
    const productExpr = cat.products.length ? `(ARRAY[${cat.products.join(",")}])[1 + ${h("g * 4 + p", 44, cat.products.length)}]` : "NULL::integer";
    const partyExpr = cat.parties.length ? `(ARRAY[${cat.parties.join(",")}])[1 + ${h("g", 51, cat.parties.length)}]` : "NULL::integer";
    // Dates: five years back from today, more of them recent; fy is the April–March year it falls in.
    const date = `(current_date - (${h("g", 61, 1826)} * ${h("g", 62, 1826)} / 1826))`;
    await database.exec(`
WITH lines AS (
  SELECT b, g, p, ${date} AS doc_date, ${productExpr} AS product_id,
         (1 + ${h("g * 4 + p", 41, 10)})::numeric AS qty,
         (20 + ${h("g * 4 + p", 42, 2000)}) * 100 AS rate,
         (ARRAY[0, 5, 5, 18, 18, 18, 40])[1 + ${h("g * 4 + p", 43, 7)}] AS gst
  FROM ${overBusinesses(businessIds)} generate_series(${from}, ${to - 1}) g, generate_series(1, 1 + g % 2) p
), priced AS (
  SELECT *, (qty * rate)::bigint AS gross,
         CASE WHEN g % 5 = 0 THEN (qty * rate * 5 / 100)::bigint ELSE 0 END AS discount
  FROM lines
), taxed AS (
  SELECT *, gross - discount AS taxable, round((gross - discount) * gst / 100.0)::bigint AS tax,
         (qty * rate * 7 / 10)::bigint AS cost
  FROM priced
), inv AS (
  SELECT b, g, min(doc_date) AS doc_date, sum(gross) AS gross, sum(discount) AS discount, sum(taxable) AS taxable,
         sum(tax) AS tax, sum(cost) AS cost, g % 10 = 0 AS interstate, g % 5 < 3 AS cash
  FROM taxed GROUP BY b, g
), totals AS (
  SELECT *, round((taxable + tax) / 100.0) * 100 - (taxable + tax) AS round_off FROM inv
), ins AS (
  INSERT INTO sales_invoices (business_id, kind, number, fy, seq, doc_date, payment_type, party_id, party_name, party_phone,
    place_of_supply, supplier_state, gross_paise, discount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise,
    round_off_paise, total_paise, cost_paise, received_paise, paid_paise, payment_mode, created_at, updated_at)
  SELECT b, 'sale', 'INV-' || (g + 1),
         extract(year FROM doc_date)::int - CASE WHEN extract(month FROM doc_date) < 4 THEN 1 ELSE 0 END,
         g + 1, doc_date, CASE WHEN cash THEN 'cash' ELSE 'credit' END,
         CASE WHEN cash THEN NULL ELSE ${partyExpr} END,
         CASE WHEN cash THEN 'Cash Sale' ELSE 'Customer ' || lpad((1 + ${h("g", 51, PARTIES)})::text, 4, '0') END,
         NULL, CASE WHEN interstate THEN '29' ELSE '27' END, '27',
         gross, discount, taxable,
         CASE WHEN interstate THEN 0 ELSE tax / 2 END, CASE WHEN interstate THEN 0 ELSE tax - tax / 2 END,
         CASE WHEN interstate THEN tax ELSE 0 END,
         round_off, taxable + tax + round_off, cost,
         CASE WHEN cash THEN taxable + tax + round_off ELSE 0 END, CASE WHEN cash THEN taxable + tax + round_off ELSE 0 END,
         CASE WHEN g % 3 = 0 THEN 'upi' ELSE 'cash' END, doc_date + time '10:00' + (g % 600) * interval '1 minute', now()
  FROM totals
  RETURNING id, business_id, seq
)
INSERT INTO sales_invoice_lines (business_id, invoice_id, kind, doc_date, position, product_id, name, hsn, qty, unit,
  rate_paise, discount_paise, gst_rate, taxable_paise, tax_paise, total_paise, cost_paise)
SELECT ins.business_id, ins.id, 'sale', t.doc_date, t.p, t.product_id, 'Item ' || coalesce(t.product_id::text, t.p::text), '1006', t.qty, 'PCS',
       t.rate, t.discount, t.gst, t.taxable, t.tax, t.taxable + t.tax, t.cost
FROM ins JOIN taxed t ON t.b = ins.business_id AND t.g = ins.seq - 1`);
  },
};
