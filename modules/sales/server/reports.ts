import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { partyById } from "./catalogue";
import type { DocKind, PaymentType } from "./schema";
import { docRow } from "./doc-row";
import { containsPattern } from "../../../server/db/like";
import { overMonths, type Range } from "./month-range";
import { readTogether, type Reading } from "../../../server/db/read-together";

export type { Range } from "./month-range";

/**
 * Every report is a SQL aggregate over the rollups the triggers of 0230_sales_report_rollups.sql keep
 * per day (totals, days, GST rates) and per month (parties, products), so a report over a million
 * invoices reads a few thousand rows: nothing is summed in JavaScript but the handful of result rows.
 * Amounts leave in rupees.
 */

const rupees = (v: unknown) => Math.round(Number(v ?? 0)) / 100;
const rows = async <T = Record<string, unknown>>(db: Db, q: SQL) => (await db.execute<Record<string, unknown>>(q)).rows as T[];
type Row = Record<string, unknown>;
/**
 * A report is its reads in one statement (readTogether): one connection and one round trip however
 * many parts it has. The texts are the same few for every business and range (the values are
 * parameters), and planning their CTEs costs several times running them over the rollups (0.4–0.9 ms
 * against 0.1–0.2 ms for a shop's month), so each is prepared under its text's name and a connection
 * plans it once. Lists, whose texts vary with their filters, stay unnamed.
 */
const reading = <T>(query: SQL, read: (rows: Row[]) => T): Reading<T> => ({ query, read });

const inRange = (b: number, kind: DocKind, r: { from: string | SQL; to: string | SQL }) => sql`business_id = ${b} AND kind = ${kind} AND doc_date BETWEEN ${r.from} AND ${r.to}`;
/** Documents that count: a cancelled invoice keeps its number but leaves every total. */
const counted = (b: number, kind: DocKind, r: { from: string | SQL; to: string | SQL }) => sql`${inRange(b, kind, r)} AND cancelled_at IS NULL`;

interface Sums {
  count: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
  cost: number;
}
const sumsOf = (t: Record<string, unknown>): Sums => ({
  count: Number(t.n ?? 0),
  taxable: rupees(t.taxable),
  cgst: rupees(t.cgst),
  sgst: rupees(t.sgst),
  igst: rupees(t.igst),
  tax: rupees(Number(t.cgst ?? 0) + Number(t.sgst ?? 0) + Number(t.igst ?? 0)),
  total: rupees(t.total),
  paid: rupees(t.paid),
  balance: rupees(Number(t.total ?? 0) - Number(t.paid ?? 0)),
  cost: rupees(t.cost),
});

/** Sums of the documents that count, per day (a day whose documents were all cancelled or deleted sums to nothing). */
const dailySums = sql`sum(docs)::int AS n, sum(taxable_paise) AS taxable, sum(cgst_paise) AS cgst, sum(sgst_paise) AS sgst,
      sum(igst_paise) AS igst, sum(total_paise) AS total, sum(paid_paise) AS paid, sum(cost_paise) AS cost`;

/** The period's totals and its days from one scan: GROUPING SETS gives the per-day rows and the grand total together. */
const totalsAndDays = (b: number, kind: DocKind, r: Range) =>
  reading(
    sql`SELECT to_char(doc_date, 'YYYY-MM-DD') AS day, ${dailySums}
    FROM sales_doc_daily WHERE ${inRange(b, kind, r)} AND docs > 0 GROUP BY GROUPING SETS ((doc_date), ()) ORDER BY doc_date NULLS LAST`,
    (list) => {
      const grand = list.find((d) => d.day === null) ?? {};
      const days = list
        .filter((d) => d.day !== null)
        .map((d) => {
          const x = sumsOf(d);
          return { date: String(d.day), count: x.count, taxable: x.taxable, tax: x.tax, total: x.total, balance: x.balance };
        });
      return { totals: sumsOf(grand), days };
    },
  );

const totalsOf = (b: number, kind: DocKind, r: Range) =>
  reading(sql`SELECT ${dailySums} FROM sales_doc_daily WHERE ${inRange(b, kind, r)}`, ([t]) => sumsOf(t ?? {}));

/** Line sums per product over the range: whole months from sales_product_monthly, cut ones from sales_line_daily. */
const productSums = (b: number, kind: DocKind, r: Range) =>
  overMonths(r, {
    present: (from, before) => sql`SELECT 1 FROM sales_line_daily WHERE business_id = ${b} AND kind = ${kind} AND doc_date >= ${from} AND doc_date < ${before} AND lines > 0`,
    monthly: (from, before) => sql`SELECT product_id, lines, qty, taxable_paise, total_paise FROM sales_product_monthly
      WHERE business_id = ${b} AND kind = ${kind} AND month >= ${from} AND month < ${before}`,
    daily: (from, to) => sql`SELECT product_id, lines, qty, taxable_paise, total_paise FROM sales_line_daily
      WHERE business_id = ${b} AND kind = ${kind} AND doc_date BETWEEN ${from} AND ${to}`,
  });

/** Document sums per party (0: none) over the range: whole months from sales_party_monthly, cut ones from the documents. */
const partySums = (b: number, kind: DocKind, r: Range) =>
  overMonths(r, {
    present: (from, before) => sql`SELECT 1 FROM sales_doc_daily WHERE business_id = ${b} AND kind = ${kind} AND doc_date >= ${from} AND doc_date < ${before} AND docs > 0`,
    monthly: (from, before) => sql`SELECT party_id, docs, taxable_paise, total_paise, cost_paise FROM sales_party_monthly
      WHERE business_id = ${b} AND kind = ${kind} AND month >= ${from} AND month < ${before}`,
    daily: (from, to) => sql`SELECT coalesce(party_id, 0), 1, taxable_paise, total_paise, cost_paise FROM sales_invoices
      WHERE ${counted(b, kind, { from, to })}`,
  });

const topProducts = (b: number, kind: DocKind, r: Range, limit: number) =>
  reading(
    sql`SELECT t.product_id, p.name, t.qty, t.taxable, t.total FROM (
      SELECT nullif(product_id, 0) AS product_id, sum(qty) AS qty, sum(taxable_paise) AS taxable, sum(total_paise) AS total
      FROM (${productSums(b, kind, r)}) s GROUP BY product_id HAVING sum(lines) > 0 ORDER BY sum(total_paise) DESC, product_id LIMIT ${limit}) t
    LEFT JOIN r_products p ON p.business_id = ${b} AND p.id = t.product_id ORDER BY t.total DESC`,
    (list) =>
      list.map((p) => ({
        product_id: p.product_id === null ? null : Number(p.product_id),
        name: p.product_id === null ? "Items not in the catalogue" : String(p.name ?? "(deleted product)"),
        qty: Number(p.qty),
        taxable: rupees(p.taxable),
        total: rupees(p.total),
      })),
  );

const topParties = (b: number, kind: DocKind, r: Range, limit: number) =>
  reading(
    sql`SELECT t.party_id, p.name, t.n, t.total FROM (
      SELECT nullif(party_id, 0) AS party_id, sum(docs)::int AS n, sum(total_paise) AS total
      FROM (${partySums(b, kind, r)}) s GROUP BY party_id HAVING sum(docs) > 0 ORDER BY sum(total_paise) DESC, party_id LIMIT ${limit}) t
    LEFT JOIN r_parties p ON p.business_id = ${b} AND p.id = t.party_id ORDER BY t.total DESC`,
    (list) =>
      list.map((p) => ({
        party_id: p.party_id === null ? null : Number(p.party_id),
        name: p.party_id === null ? (kind === "sale" ? "Cash customers" : "Cash purchases") : String(p.name ?? "(deleted party)"),
        count: Number(p.n),
        total: rupees(p.total),
      })),
  );

const byRate = (b: number, kind: DocKind, r: Range) =>
  reading(
    sql`SELECT gst_rate, sum(taxable_paise) AS taxable, sum(tax_paise) AS tax,
      coalesce(sum(tax_paise) FILTER (WHERE inter_state), 0) AS igst, coalesce(sum(tax_paise) FILTER (WHERE NOT inter_state), 0) AS intra
    FROM sales_rate_daily WHERE ${inRange(b, kind, r)} GROUP BY gst_rate HAVING sum(lines) > 0 ORDER BY gst_rate`,
    // Each line's CGST and SGST are the same rounded half, so the intra-state tax always halves exactly.
    (list) =>
      list.map((x) => ({
        gst_rate: Number(x.gst_rate),
        taxable: rupees(x.taxable),
        cgst: rupees(Number(x.intra) / 2),
        sgst: rupees(Number(x.intra) / 2),
        igst: rupees(x.igst),
        tax: rupees(x.tax),
      })),
  );

/**
 * The tables a report is kept by: what it reads, or what that is made from. The rollups it reads
 * (sales_doc_daily, sales_line_daily, sales_rate_daily, sales_party_monthly, sales_product_monthly) are
 * written only by the triggers of the invoices and their lines, in the same transaction, so those two
 * stand for them; the names of parties and products are read as they are. The report route watches
 * these (0350_table_epochs.sql, 0400_sales_report_watch.sql): a report is kept per business and range
 * while the sum of their counters stands, and read again after any write to one.
 */
export const REPORT_TABLES = ["sales_invoices", "sales_invoice_lines", "r_parties", "r_products"] as const;

/** Sales or purchase report: totals, tax breakup, day by day, top products and parties. */
export async function documentReport(db: Db, b: number, kind: DocKind, r: Range) {
  const { period, rates, products, parties } = await readTogether(db, {
    period: totalsAndDays(b, kind, r),
    rates: byRate(b, kind, r),
    products: topProducts(b, kind, r, 10),
    parties: topParties(b, kind, r, 10),
  });
  return { range: r, totals: period.totals, daily: period.days, by_rate: rates, top_products: products, top_parties: parties };
}

/** Profit & loss: revenue (taxable sales) minus the cost of goods sold at purchase rates, month by month. */
export async function profitAndLoss(db: Db, b: number, r: Range) {
  const { sales, purchases, months } = await readTogether(db, {
    sales: totalsOf(b, "sale", r),
    purchases: totalsOf(b, "purchase", r),
    months: reading(
      sql`SELECT to_char(date_trunc('month', doc_date), 'YYYY-MM') AS month, sum(taxable_paise) AS revenue, sum(cost_paise) AS cost
    FROM sales_doc_daily WHERE ${inRange(b, "sale", r)} AND docs > 0 GROUP BY 1 ORDER BY 1`,
      (list) => list,
    ),
  });
  return {
    range: r,
    revenue: sales.taxable,
    cogs: sales.cost,
    gross_profit: rupees(Math.round(sales.taxable * 100) - Math.round(sales.cost * 100)),
    margin_percent: sales.taxable ? Math.round(((sales.taxable - sales.cost) / sales.taxable) * 10000) / 100 : 0,
    output_tax: sales.tax,
    input_tax: purchases.tax,
    purchases: purchases.taxable,
    sales_count: sales.count,
    monthly: months.map((m) => ({ month: String(m.month), revenue: rupees(m.revenue), cost: rupees(m.cost), profit: rupees(Number(m.revenue) - Number(m.cost)) })),
  };
}

export async function partyWiseProfit(db: Db, b: number, r: Range) {
  const { list } = await readTogether(db, {
    list: reading(
      sql`SELECT t.party_id, p.name, t.n, t.revenue, t.cost FROM (
      SELECT nullif(party_id, 0) AS party_id, sum(docs)::int AS n, sum(taxable_paise) AS revenue, sum(cost_paise) AS cost
      FROM (${partySums(b, "sale", r)}) s GROUP BY party_id HAVING sum(docs) > 0) t
    LEFT JOIN r_parties p ON p.business_id = ${b} AND p.id = t.party_id ORDER BY (t.revenue - t.cost) DESC, t.party_id`,
      (rows) => rows,
    ),
  });
  const parties = list.map((p) => ({
    party_id: p.party_id === null ? null : Number(p.party_id),
    name: p.party_id === null ? "Cash customers" : String(p.name ?? "(deleted party)"),
    invoices: Number(p.n),
    revenue: rupees(p.revenue),
    cost: rupees(p.cost),
    profit: rupees(Number(p.revenue) - Number(p.cost)),
  }));
  const sum = (k: "revenue" | "cost" | "profit") => rupees(parties.reduce((s, p) => s + Math.round(p[k] * 100), 0));
  return { range: r, parties, totals: { revenue: sum("revenue"), cost: sum("cost"), profit: sum("profit") } };
}

export async function dashboard(db: Db, b: number, r: Range) {
  const { period, purchases, products, parties, balances, lowStock } = await readTogether(db, {
    period: totalsAndDays(b, "sale", r),
    purchases: totalsOf(b, "purchase", r),
    products: topProducts(b, "sale", r, 5),
    parties: topParties(b, "sale", r, 5),
    balances: reading(
      sql`SELECT coalesce(sum(to_receive), 0) AS receivable, coalesce(sum(to_pay), 0) AS payable,
      count(*) FILTER (WHERE to_receive > 0)::int AS debtors, count(*) FILTER (WHERE to_pay > 0)::int AS creditors
      FROM r_parties WHERE business_id = ${b}`,
      ([x]) => x,
    ),
    lowStock: reading(sql`SELECT count(*)::int AS n FROM r_products WHERE business_id = ${b} AND stock_status IN ('Low stock', 'Out of stock')`, ([x]) => Number(x.n)),
  });
  const sales = period.totals;
  return {
    range: r,
    sales: sales.total,
    sales_count: sales.count,
    purchases: purchases.total,
    purchases_count: purchases.count,
    receivable: rupees(balances.receivable),
    payable: rupees(balances.payable),
    debtors: Number(balances.debtors),
    creditors: Number(balances.creditors),
    low_stock: lowStock,
    daily: period.days,
    top_products: products,
    top_parties: parties,
  };
}

/**
 * A party's ledger: opening balance, then every invoice, bill, amount paid on them and payment,
 * oldest first, with the running balance (positive: the party owes us).
 */
export async function partyLedger(db: Db, b: number, partyId: number) {
  const party = await partyById(db, b, partyId);
  if (!party) throw notFound(phrase("sales.partyNotFoundPlain"));
  const [opening] = await rows(db, sql`SELECT opening_balance, opening_type, created_at FROM r_parties WHERE business_id = ${b} AND id = ${partyId}`);
  const openingPaise = (opening.opening_type === "To Pay" ? -1 : 1) * Number(opening.opening_balance ?? 0);
  const entries = await rows(db, sql`
    SELECT * FROM (
      SELECT to_char(doc_date, 'YYYY-MM-DD') AS day, created_at, id AS doc_id, kind AS type, number,
             -- What the party owes grows with a sale, a purchase return and a price raise; falls with the rest.
             CASE WHEN kind IN ('sale', 'debit', 'sdebit') THEN total_paise ELSE -total_paise END AS amount, 0 AS ord
        FROM sales_invoices WHERE business_id = ${b} AND party_id = ${partyId} AND cancelled_at IS NULL
      UNION ALL
      SELECT to_char(doc_date, 'YYYY-MM-DD'), created_at, id, CASE WHEN kind = 'sale' THEN 'received' ELSE 'paid' END, number,
             CASE WHEN kind = 'sale' THEN -received_paise ELSE received_paise END, 1
        FROM sales_invoices WHERE business_id = ${b} AND party_id = ${partyId} AND received_paise > 0 AND cancelled_at IS NULL
      UNION ALL
      SELECT to_char(pay_date, 'YYYY-MM-DD'), created_at, id, CASE WHEN direction = 'in' THEN 'payment_in' ELSE 'payment_out' END,
             coalesce(nullif(reference, ''), upper(mode)), CASE WHEN direction = 'in' THEN -amount_paise ELSE amount_paise END, 2
        FROM sales_payments WHERE business_id = ${b} AND party_id = ${partyId}
    ) e ORDER BY day, created_at, ord`);
  let running = openingPaise;
  const LABEL: Record<string, string> = {
    sale: "Sale invoice",
    purchase: "Purchase bill",
    credit: "Credit note",
    debit: "Debit note (purchase return)",
    sdebit: "Debit note",
    received: "Received with invoice",
    paid: "Paid with bill",
    payment_in: "Payment in",
    payment_out: "Payment out",
  };
  return {
    party: { id: party.id, name: party.name, phone: party.phone, gstin: party.gstin, state_code: party.stateCode, party_type: party.partyType },
    opening_balance: rupees(openingPaise),
    entries: entries.map((e) => {
      running += Number(e.amount);
      return {
        date: String(e.day),
        type: String(e.type),
        label: LABEL[String(e.type)],
        doc_id: Number(e.doc_id),
        number: String(e.number ?? ""),
        debit: Number(e.amount) > 0 ? rupees(e.amount) : 0,
        credit: Number(e.amount) < 0 ? rupees(-Number(e.amount)) : 0,
        balance: rupees(running),
      };
    }),
    balance: rupees(running),
    to_receive: rupees(party.toReceivePaise),
    to_pay: rupees(party.toPayPaise),
  };
}

/** Invoices or bills for the list pages, newest first, with the sums of the filtered set. */
export async function listDocuments(
  db: Db,
  b: number,
  kind: DocKind,
  o: { from?: string; to?: string; q?: string; partyId?: number; status?: "open" | "paid"; start: number; end: number },
) {
  const like = o.q ? containsPattern(o.q) : undefined;
  const where = sql.join(
    [
      sql`business_id = ${b} AND kind = ${kind}`,
      o.from ? sql`doc_date >= ${o.from}` : undefined,
      o.to ? sql`doc_date <= ${o.to}` : undefined,
      o.partyId ? sql`party_id = ${o.partyId}` : undefined,
      o.status === "open" ? sql`total_paise > paid_paise AND cancelled_at IS NULL` : o.status === "paid" ? sql`total_paise <= paid_paise AND cancelled_at IS NULL` : undefined,
      like ? sql`(number ILIKE ${like} OR party_name ILIKE ${like})` : undefined,
    ].filter((x): x is SQL => Boolean(x)),
    sql` AND `,
  );
  const [agg] = await rows(db, sql`SELECT count(*)::int AS n, coalesce(sum(total_paise) FILTER (WHERE cancelled_at IS NULL), 0) AS total,
    coalesce(sum(total_paise - paid_paise) FILTER (WHERE cancelled_at IS NULL), 0) AS balance FROM sales_invoices WHERE ${where}`);
  const list = await rows(db, sql`SELECT id, number, to_char(doc_date, 'YYYY-MM-DD') AS day, payment_type, party_id, party_name, total_paise, paid_paise, cancelled_at
    FROM sales_invoices WHERE ${where} ORDER BY doc_date DESC, id DESC OFFSET ${o.start} LIMIT ${Math.max(0, o.end - o.start)}`);
  return {
    total: Number(agg.n),
    sums: { total: rupees(agg.total), balance: rupees(agg.balance) },
    rows: list.map((d) =>
      docRow({ id: Number(d.id), number: String(d.number), day: String(d.day), paymentType: d.payment_type as PaymentType, partyId: d.party_id === null ? null : Number(d.party_id), partyName: String(d.party_name), totalPaise: Number(d.total_paise), paidPaise: Number(d.paid_paise), cancelledAt: d.cancelled_at }),
    ),
  };
}
