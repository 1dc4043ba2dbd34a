import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { insertInvoicesBulk } from "../../modules/sales/server/bulk";

let s: TestServer;
let token: string;
const B = 1;
const one = async (text: string) => (await s.database.db.execute(sql.raw(text))).rows[0] as Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
});
afterAll(() => s?.close());

describe("insertInvoicesBulk (benchmark data)", () => {
  it("writes invoices the reports, numbering and stock agree with", async () => {
    const before = await one(`SELECT count(*)::int AS n, coalesce(max(seq), 0) AS seq FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale'`);
    const result = await insertInvoicesBulk(s.database.db, B, 300, { linesPerInvoice: 3, days: 30, batch: 120 });
    expect(result).toEqual({ invoices: 300, lines: 900 });

    // Every invoice total is its lines plus its round-off, to the paisa.
    const bad = await one(`SELECT count(*)::int AS n FROM sales_invoices i
      WHERE business_id = ${B} AND total_paise <> round_off_paise + (SELECT sum(total_paise) FROM sales_invoice_lines l WHERE l.invoice_id = i.id)`);
    expect(bad.n).toBe(0);
    // Numbers stay unique and continue the counter: a save through the API takes the next one.
    const dup = await one(`SELECT count(*)::int AS n FROM (SELECT fy, number FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale' GROUP BY 1, 2 HAVING count(*) > 1) d`);
    expect(dup.n).toBe(0);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const saved = await s.call("POST", `/api/sales/${B}/invoices`, { token, body: { payment_type: "cash", date: today, lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10, gst_rate: 5 }] } });
    expect(saved.status).toBe(200);
    expect(Number(saved.body.data.number.split("/").pop())).toBe(Number(before.seq) + 301);

    // The sales report over the whole range equals the sum of the invoices.
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const report = await s.call("GET", `/api/sales/${B}/reports/sales?from=${from}&to=${today}`, { token });
    const sum = await one(`SELECT count(*)::int AS n, sum(total_paise) AS total FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale' AND doc_date BETWEEN '${from}' AND '${today}'`);
    expect(report.body.data.totals.count).toBe(sum.n);
    expect(Math.round(report.body.data.totals.total * 100)).toBe(Number(sum.total));

    // The per-day rollup the report reads matches the lines, after inserts, an edit and deletes.
    await s.call("DELETE", `/api/sales/${B}/invoices/${saved.body.data.id}`, { token });
    const rollup = await one(`SELECT (SELECT coalesce(sum(total_paise), 0) FROM sales_line_daily WHERE business_id = ${B}) AS r,
      (SELECT coalesce(sum(total_paise), 0) FROM sales_invoice_lines WHERE business_id = ${B}) AS l,
      (SELECT count(*)::int FROM sales_line_daily WHERE business_id = ${B} AND lines = 0) AS empty`);
    expect(Number(rollup.r)).toBe(Number(rollup.l));
    expect(rollup.empty).toBe(0);

    // Stock was resynced from the lines: opening + purchases − sales for every goods item.
    const drift = await one(`SELECT count(*)::int AS n FROM r_products p WHERE p.business_id = ${B} AND coalesce(p.item_type, 'Goods') <> 'Service'
      AND abs(p.stock - (coalesce(p.opening_stock, 0) + coalesce((SELECT sum(CASE WHEN kind = 'purchase' THEN qty ELSE -qty END) FROM sales_invoice_lines l WHERE l.business_id = ${B} AND l.product_id = p.id), 0))) > 0.0005`);
    expect(drift.n).toBe(0);
  });
});
