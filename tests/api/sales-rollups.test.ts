import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { rawSql, istDay } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * The report rollups (0230_sales_report_rollups.sql) against the line-level truth: after every kind
 * of write — create, edit (lines, party and date), cancel, credit note, payment, delete — each rollup
 * equals a GROUP BY over the invoices and lines, and the reports over ranges that cut months (read
 * partly from the monthly rollups, partly day by day) equal the same sums taken from the documents.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: state 27, Sales & Purchase ACTIVE
let buyer: number;
let other: number;
let rice: number;
let soap: number;

const { q, one, ins } = rawSql(() => s);
/** Rows as sorted "a|b|c" strings: order- and type-blind, exact to the paisa. */
const asLines = async (text: string) => (await q(text)).map((r) => Object.values(r).map(String).join("|")).sort();
const api = (method: string, path: string, body?: unknown) => s.call(method, `/api/sales/${B}${path}`, { token, body });
const today = istDay();
const sale = (date: string, lines: object[], extra: object = {}) => ({ payment_type: "credit", date, party_id: buyer, lines, ...extra });

/** Each rollup equals its GROUP BY over the documents that count; rows left at zero sum to nothing. */
async function expectRollupsExact() {
  const rollups: [string, string, string][] = [
    [
      "sales_doc_daily",
      `SELECT business_id, kind, doc_date::text, docs, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, paid_paise, cost_paise FROM sales_doc_daily WHERE docs <> 0`,
      `SELECT business_id, kind, doc_date::text, count(*) AS c1, sum(taxable_paise) AS c2, sum(cgst_paise) AS c3, sum(sgst_paise) AS c4, sum(igst_paise) AS c5, sum(total_paise) AS c6, sum(paid_paise) AS c7, sum(cost_paise) AS c8
         FROM sales_invoices WHERE cancelled_at IS NULL GROUP BY 1, 2, 3`,
    ],
    [
      "sales_party_monthly",
      `SELECT business_id, kind, month::text, party_id, docs, taxable_paise, total_paise, cost_paise FROM sales_party_monthly WHERE docs <> 0`,
      `SELECT business_id, kind, date_trunc('month', doc_date)::date::text AS c9, coalesce(party_id, 0) AS c10, count(*) AS c11, sum(taxable_paise) AS c12, sum(total_paise) AS c13, sum(cost_paise) AS c14
         FROM sales_invoices WHERE cancelled_at IS NULL GROUP BY 1, 2, 3, 4`,
    ],
    [
      "sales_rate_daily",
      `SELECT business_id, kind, doc_date::text, gst_rate, inter_state, lines, taxable_paise, tax_paise FROM sales_rate_daily WHERE lines <> 0`,
      `SELECT business_id, kind, doc_date::text, gst_rate, inter_state, count(*) AS c15, sum(taxable_paise) AS c16, sum(tax_paise) AS c17
         FROM sales_invoice_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5`,
    ],
    [
      "sales_product_monthly",
      `SELECT business_id, kind, month::text, product_id, lines, qty, taxable_paise, total_paise FROM sales_product_monthly WHERE lines <> 0`,
      `SELECT business_id, kind, date_trunc('month', doc_date)::date::text AS c18, coalesce(product_id, 0) AS c19, count(*) AS c20, sum(qty) AS c21, sum(taxable_paise) AS c22, sum(total_paise) AS c23
         FROM sales_invoice_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4`,
    ],
  ];
  for (const [table, rollup, truth] of rollups) {
    expect(await asLines(rollup), table).toEqual(await asLines(truth));
  }
  const stray = await one(`SELECT
    (SELECT count(*) AS c24 FROM sales_doc_daily WHERE docs = 0 AND (taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, paid_paise, cost_paise) <> (0, 0, 0, 0, 0, 0, 0))
    + (SELECT count(*) AS c25 FROM sales_party_monthly WHERE docs = 0 AND (taxable_paise, total_paise, cost_paise) <> (0, 0, 0))
    + (SELECT count(*) AS c26 FROM sales_rate_daily WHERE lines = 0 AND (taxable_paise, tax_paise) <> (0, 0))
    + (SELECT count(*) AS c27 FROM sales_product_monthly WHERE lines = 0 AND (qty, taxable_paise, total_paise) <> (0, 0, 0)) AS n`);
  expect(Number(stray.n)).toBe(0);
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** The reports over `from..to` equal the same sums taken from the invoices and their lines. */
async function expectReportsExact(from: string, to: string) {
  const where = `business_id = ${B} AND kind = 'sale' AND doc_date BETWEEN '${from}' AND '${to}'`;
  const label = `${from}..${to}`;
  const report = (await api("GET", `/reports/sales?from=${from}&to=${to}`)).body.data;
  const t = await one(`SELECT count(*)::int AS n, coalesce(sum(total_paise), 0) AS total, coalesce(sum(taxable_paise), 0) AS taxable,
      coalesce(sum(cgst_paise + sgst_paise + igst_paise), 0) AS tax, coalesce(sum(total_paise - paid_paise), 0) AS balance
    FROM sales_invoices WHERE ${where} AND cancelled_at IS NULL`);
  expect([report.totals.count, paise(report.totals.total), paise(report.totals.taxable), paise(report.totals.tax), paise(report.totals.balance)], label).toEqual([
    t.n,
    Number(t.total),
    Number(t.taxable),
    Number(t.tax),
    Number(t.balance),
  ]);
  const days = await q(`SELECT doc_date::text AS day, count(*)::int AS n, sum(total_paise) AS total FROM sales_invoices WHERE ${where} AND cancelled_at IS NULL GROUP BY 1 ORDER BY 1`);
  expect(report.daily.map((d: { date: string; count: number; total: number }) => [d.date, d.count, paise(d.total)]), label).toEqual(days.map((d) => [d.day, d.n, Number(d.total)]));

  const parties = await q(`SELECT party_id, count(*)::int AS n, sum(total_paise) AS total FROM sales_invoices WHERE ${where} AND cancelled_at IS NULL
    GROUP BY party_id ORDER BY sum(total_paise) DESC, party_id LIMIT 10`);
  expect(report.top_parties.map((p: { party_id: number | null; count: number; total: number }) => [p.party_id, p.count, paise(p.total)]), label).toEqual(
    parties.map((p) => [p.party_id === null ? null : Number(p.party_id), p.n, Number(p.total)]),
  );
  const products = await q(`SELECT product_id, sum(qty) AS qty, sum(total_paise) AS total FROM sales_invoice_lines WHERE ${where} AND NOT cancelled
    GROUP BY product_id ORDER BY sum(total_paise) DESC, product_id LIMIT 10`);
  expect(report.top_products.map((p: { product_id: number | null; qty: number; total: number }) => [p.product_id, p.qty, paise(p.total)]), label).toEqual(
    products.map((p) => [p.product_id === null ? null : Number(p.product_id), Number(p.qty), Number(p.total)]),
  );
  const rates = await q(`SELECT gst_rate, sum(taxable_paise) AS taxable, sum(tax_paise) AS tax FROM sales_invoice_lines WHERE ${where} AND NOT cancelled GROUP BY 1 ORDER BY 1`);
  expect(report.by_rate.map((r: { gst_rate: number; taxable: number; tax: number }) => [r.gst_rate, paise(r.taxable), paise(r.tax)]), label).toEqual(
    rates.map((r) => [Number(r.gst_rate), Number(r.taxable), Number(r.tax)]),
  );

  const pl = (await api("GET", `/reports/profit-loss?from=${from}&to=${to}`)).body.data;
  const cogs = await one(`SELECT coalesce(sum(cost_paise), 0) AS c FROM sales_invoice_lines WHERE ${where} AND NOT cancelled`);
  expect([paise(pl.revenue), paise(pl.cogs), pl.sales_count], label).toEqual([Number(t.taxable), Number(cogs.c), t.n]);
  const months = await q(`SELECT to_char(doc_date, 'YYYY-MM') AS month, sum(taxable_paise) AS revenue, sum(cost_paise) AS cost
    FROM sales_invoices WHERE ${where} AND cancelled_at IS NULL GROUP BY 1 ORDER BY 1`);
  expect(pl.monthly.map((m: { month: string; revenue: number; cost: number }) => [m.month, paise(m.revenue), paise(m.cost)]), label).toEqual(
    months.map((m) => [m.month, Number(m.revenue), Number(m.cost)]),
  );
  const byParty = (await api("GET", `/reports/party-profit?from=${from}&to=${to}`)).body.data;
  const profit = await asLines(`SELECT coalesce(party_id, 0) AS p, count(*) AS n, sum(taxable_paise) AS r, sum(cost_paise) AS c FROM sales_invoices WHERE ${where} AND cancelled_at IS NULL GROUP BY party_id`);
  expect(
    byParty.parties.map((p: { party_id: number | null; invoices: number; revenue: number; cost: number }) => [p.party_id ?? 0, p.invoices, paise(p.revenue), paise(p.cost)].join("|")).sort(),
    label,
  ).toEqual(profit);
}

/** Whole months, both ends cut, one cut month, a month exactly, and the days around one cut end. */
async function expectAllExact() {
  await expectRollupsExact();
  const monthOf = (d: string) => d.slice(0, 7);
  const lastOfMonth = (d: string) => new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const ranges: [string, string][] = [
    [istDay(-800), today],
    [istDay(-50), istDay(-2)],
    [istDay(-44), istDay(-41)],
    [`${monthOf(istDay(-40))}-01`, lastOfMonth(istDay(-40))],
    [istDay(-45), istDay(-45)],
    [`${monthOf(istDay(-70))}-01`, istDay(-3)],
  ];
  for (const [from, to] of ranges) await expectReportsExact(from < to ? from : to, to);
}

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  buyer = await ins("r_parties", { business_id: B, name: "Rollup Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
  other = await ins("r_parties", { business_id: B, name: "Rollup Karnataka", party_type: "Customer", state: "29 Karnataka", opening_balance: 0, opening_type: "To Receive" });
  rice = await ins("r_products", { business_id: B, name: "Rollup Rice", item_type: "Goods", hsn: "1006", unit: "KG", sale_price: 12000, purchase_price: 9000, gst_rate: "5", opening_stock: 1000, low_stock_alert: 1 });
  soap = await ins("r_products", { business_id: B, name: "Rollup Soap", item_type: "Goods", hsn: "3401", unit: "PCS", sale_price: 4500, purchase_price: 3000, gst_rate: "18", opening_stock: 1000, low_stock_alert: 1 });
});
afterAll(() => s?.close());

describe("sales report rollups", () => {
  const ids: Record<string, number> = {};
  const must = async (res: Promise<{ status: number; body: { data: { id: number } } }>) => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it("equal the documents after invoices on days in different months, a bill and a cash sale", async () => {
    ids.today = (await must(api("POST", "/invoices", sale(today, [{ product_id: rice, qty: 3, rate: 120, gst_rate: 5 }, { product_id: soap, qty: 2, rate: 45, discount: 5, gst_rate: 18 }])))).id;
    ids.month1 = (await must(api("POST", "/invoices", sale(istDay(-40), [{ product_id: rice, qty: 1.5, rate: 99.99, gst_rate: 5 }], { party_id: other })))).id;
    ids.cash = (await must(api("POST", "/invoices", sale(istDay(-70), [{ name: "Loose sugar", hsn: "2106", qty: 2, rate: 41.5, gst_rate: 5 }], { payment_type: "cash", party_id: null, amount_received: 87 })))).id;
    ids.recent = (await must(api("POST", "/invoices", sale(istDay(-3), [{ product_id: soap, qty: 7, rate: 45, gst_rate: 18 }])))).id;
    await must(api("POST", "/bills", { payment_type: "credit", date: istDay(-10), number: "RB/1", party_id: other, lines: [{ product_id: rice, qty: 10, rate: 80, gst_rate: 5 }] }));
    await expectAllExact();
  });

  it("stay exact when an invoice's lines, party and date change", async () => {
    await must(api("PUT", `/invoices/${ids.month1}`, sale(istDay(-45), [{ product_id: soap, qty: 4, rate: 45, gst_rate: 18 }, { product_id: rice, qty: 1, rate: 120, gst_rate: 5 }])));
    await expectAllExact();
  });

  it("stay exact when an invoice is cancelled, a credit note issued and a payment settles invoices", async () => {
    await must(api("POST", `/invoices/${ids.recent}/cancel`));
    await must(api("POST", `/invoices/${ids.today}/notes`, { date: today, reason: "Returned", lines: [{ position: 1, qty: 1 }] }));
    await must(api("POST", "/payments/in", { party_id: buyer, date: today, amount: 100, mode: "upi" }));
    await expectAllExact();
  });

  it("stay exact when an invoice is deleted", async () => {
    const del = await api("DELETE", `/invoices/${ids.cash}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    await expectAllExact();
  });
});
