import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { salesInvoiceLines, salesInvoices } from "./schema";
import { resyncBusiness } from "./catalogue";
import { treatmentOr } from "../gst-treatment";
import { settingsOf } from "./settings";
import { financialYear, invoiceTotals, invoiceNumber } from "../../../resources/gst";

export interface BulkOptions {
  /** Items per invoice (fixed, so n invoices make n × linesPerInvoice lines). Default 4. */
  linesPerInvoice?: number;
  /** Invoices are spread over this many days ending today. Default 180. */
  days?: number;
  /** Invoices per multi-row INSERT. Default 500 (stays under the 65,535 bind-parameter limit). */
  batch?: number;
  /** Deterministic data for a given seed. */
  seed?: number;
}

/** A small deterministic generator, so a benchmark run can be repeated exactly. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** A SQL literal for the generated values (numbers, null and text we built ourselves, quotes doubled). */
const literal = (v: unknown) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

type Header = typeof salesInvoices.$inferInsert;
type Line = typeof salesInvoiceLines.$inferInsert;
const HEADER_COLUMNS: [string, keyof Header][] = [
  ["business_id", "businessId"], ["kind", "kind"], ["number", "number"], ["fy", "fy"], ["seq", "seq"], ["doc_date", "docDate"],
  ["payment_type", "paymentType"], ["party_id", "partyId"], ["party_name", "partyName"], ["party_phone", "partyPhone"],
  ["party_gstin", "partyGstin"], ["place_of_supply", "placeOfSupply"], ["supplier_state", "supplierState"], ["gross_paise", "grossPaise"],
  ["discount_paise", "discountPaise"], ["taxable_paise", "taxablePaise"], ["cgst_paise", "cgstPaise"], ["sgst_paise", "sgstPaise"],
  ["igst_paise", "igstPaise"], ["round_off_paise", "roundOffPaise"], ["total_paise", "totalPaise"], ["cost_paise", "costPaise"],
  ["received_paise", "receivedPaise"], ["paid_paise", "paidPaise"], ["payment_mode", "paymentMode"],
];
const LINE_COLUMNS: [string, keyof Line][] = [
  ["business_id", "businessId"], ["invoice_id", "invoiceId"], ["kind", "kind"], ["doc_date", "docDate"], ["position", "position"],
  ["product_id", "productId"], ["name", "name"], ["hsn", "hsn"], ["qty", "qty"], ["unit", "unit"], ["rate_paise", "ratePaise"],
  ["discount_paise", "discountPaise"], ["gst_rate", "gstRate"], ["taxable_paise", "taxablePaise"], ["tax_paise", "taxPaise"],
  ["total_paise", "totalPaise"], ["cost_paise", "costPaise"], ["inter_state", "interState"], ["treatment", "treatment"],
];

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Inserts `n` sale invoices with their lines for a business, fast: multi-row INSERTs in batches,
 * totals from the same GST arithmetic the API uses (so reports agree to the paisa), numbers taken
 * from the financial-year counter in one step per year, then stock and party balances resynced once.
 * Uses the business's products and parties (r_products, r_parties); creates 50 products if it has none.
 * Returns the number of invoices and lines inserted.
 */
export async function insertInvoicesBulk(db: Db, businessId: number, n: number, options: BulkOptions = {}): Promise<{ invoices: number; lines: number }> {
  const perInvoice = options.linesPerInvoice ?? 4;
  const days = options.days ?? 180;
  const batch = options.batch ?? 500;
  const random = rng(options.seed ?? 42);
  const settings = await settingsOf(db, businessId);
  const state = settings.stateCode || "27";

  let products = (await db.execute<Record<string, unknown>>(sql`SELECT id, name, hsn, unit, sale_price, purchase_price, gst_rate, gst_treatment FROM r_products WHERE business_id = ${businessId} ORDER BY id`)).rows;
  if (products.length === 0) {
    await db.execute(sql`
      INSERT INTO r_products (business_id, name, item_type, hsn, unit, sale_price, purchase_price, gst_rate, opening_stock, low_stock_alert)
      SELECT ${businessId}, 'Bulk Item ' || lpad(g::text, 3, '0'), 'Goods', (ARRAY['1006','0401','3401','3305','2106','0902'])[1 + g % 6],
             'PCS', (20 + g * 7) * 100, (14 + g * 5) * 100, (ARRAY['0','5','18','40'])[1 + g % 4], 100000, 10
      FROM generate_series(1, 50) g`);
    products = (await db.execute<Record<string, unknown>>(sql`SELECT id, name, hsn, unit, sale_price, purchase_price, gst_rate, gst_treatment FROM r_products WHERE business_id = ${businessId} ORDER BY id`)).rows;
  }
  const parties = (await db.execute<Record<string, unknown>>(sql`SELECT id, name, phone, gstin, state FROM r_parties WHERE business_id = ${businessId} ORDER BY id`)).rows;

  // Dates first, sorted, so numbers rise with dates within each financial year.
  const today = Date.now();
  const dates = Array.from({ length: n }, () => ymd(new Date(today - Math.floor(random() * days) * 86_400_000))).sort();
  const perFy = new Map<number, number>();
  for (const d of dates) perFy.set(financialYear(d), (perFy.get(financialYear(d)) ?? 0) + 1);
  const firstSeq = new Map<number, number>();
  for (const [fy, count] of perFy) {
    await db.execute(sql`INSERT INTO sales_counters (business_id, fy, next_number)
      SELECT ${businessId}, ${fy}, coalesce(max(seq), 0) + 1 FROM sales_invoices WHERE business_id = ${businessId} AND kind = 'sale' AND fy = ${fy}
      ON CONFLICT DO NOTHING`);
    const res = await db.execute<{ first: number }>(
      sql`UPDATE sales_counters SET next_number = next_number + ${count} WHERE business_id = ${businessId} AND fy = ${fy} RETURNING next_number - ${count} AS first`,
    );
    firstSeq.set(fy, Number(res.rows[0].first));
  }

  let lineCount = 0;
  for (let start = 0; start < n; start += batch) {
    const headers: (typeof salesInvoices.$inferInsert)[] = [];
    const linesOf: (typeof salesInvoiceLines.$inferInsert)[][] = [];
    for (let k = start; k < Math.min(n, start + batch); k++) {
      const date = dates[k];
      const fy = financialYear(date);
      const seq = firstSeq.get(fy)!;
      firstSeq.set(fy, seq + 1);
      const credit = parties.length > 0 && random() < 0.4;
      const party = credit ? parties[Math.floor(random() * parties.length)] : undefined;
      const partyState = party ? String(party.state ?? "").slice(0, 2) || state : state;
      const chosen = Array.from({ length: perInvoice }, () => products[Math.floor(random() * products.length)]);
      const inputs = chosen.map((p) => ({ qty: 1 + Math.floor(random() * 5), ratePaise: Number(p.sale_price ?? 0), gstRate: Number(p.gst_rate ?? 0), discountPaise: 0 }));
      const totals = invoiceTotals(inputs, state, partyState);
      const cost = chosen.reduce((s, p, i) => s + inputs[i].qty * Number(p.purchase_price ?? 0), 0);
      const received = credit ? Math.floor(totals.totalPaise * [0, 0.5, 1][Math.floor(random() * 3)] / 100) * 100 : totals.totalPaise;
      headers.push({
        businessId, kind: "sale", number: invoiceNumber(settings.invoicePrefix, seq), fy, seq, docDate: date,
        paymentType: credit ? "credit" : "cash", partyId: party ? Number(party.id) : null,
        partyName: party ? String(party.name) : "Cash Customer", partyPhone: party ? ((party.phone as string) || null) : null,
        partyGstin: party ? ((party.gstin as string) || null) : null, placeOfSupply: partyState, supplierState: state,
        grossPaise: totals.grossPaise, discountPaise: totals.discountPaise, taxablePaise: totals.taxablePaise,
        cgstPaise: totals.cgstPaise, sgstPaise: totals.sgstPaise, igstPaise: totals.igstPaise, roundOffPaise: totals.roundOffPaise,
        totalPaise: totals.totalPaise, costPaise: cost, receivedPaise: received, paidPaise: received, paymentMode: "cash",
      });
      linesOf.push(
        chosen.map((p, i) => ({
          businessId, invoiceId: 0, kind: "sale" as const, docDate: date, position: i + 1, productId: Number(p.id), name: String(p.name),
          hsn: String(p.hsn ?? ""), qty: inputs[i].qty, unit: String(p.unit ?? "PCS"), ratePaise: inputs[i].ratePaise, discountPaise: 0,
          gstRate: inputs[i].gstRate, taxablePaise: totals.lines[i].taxablePaise, taxPaise: totals.lines[i].taxPaise,
          totalPaise: totals.lines[i].totalPaise, costPaise: inputs[i].qty * Number(p.purchase_price ?? 0), interState: totals.interState,
          // A 0 % product of the demo catalogue is nil-rated (gst-treatment.ts).
          treatment: treatmentOr(p.gst_treatment, inputs[i].gstRate),
        })),
      );
    }
    // Ids reserved up front, then two literal multi-row INSERTs: far faster than one bind parameter per value.
    const ids = (
      await db.execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('sales_invoices', 'id')) AS id FROM generate_series(1, ${headers.length})`)
    ).rows.map((r) => Number(r.id));
    await db.execute(sql.raw(`INSERT INTO sales_invoices (id, ${HEADER_COLUMNS.map((c) => c[0]).join(", ")}) VALUES ${headers
      .map((h, i) => `(${ids[i]}, ${HEADER_COLUMNS.map(([, key]) => literal(h[key])).join(", ")})`)
      .join(",\n")}`));
    const lines = linesOf.flatMap((ls, i) => ls.map((l) => ({ ...l, invoiceId: ids[i] })));
    for (let j = 0; j < lines.length; j += 5000) {
      await db.execute(sql.raw(`INSERT INTO sales_invoice_lines (${LINE_COLUMNS.map((c) => c[0]).join(", ")}) VALUES ${lines
        .slice(j, j + 5000)
        .map((l) => `(${LINE_COLUMNS.map(([, key]) => literal(l[key])).join(", ")})`)
        .join(",\n")}`));
    }
    lineCount += lines.length;
  }
  await resyncBusiness(db, businessId);
  // Fresh statistics so the planner sees the new volume at once (the reports pick scans by it).
  await db.execute(sql`ANALYZE sales_invoices, sales_invoice_lines, sales_line_daily`);
  return { invoices: n, lines: lineCount };
}
