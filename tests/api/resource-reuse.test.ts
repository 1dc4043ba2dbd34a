import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { SANDBOX_GATEWAY_SECRET } from "../../server/gateway/config";
import { startServer, type TestServer } from "./harness";
import { statementsDuring } from "./statements";
import { istDay } from "./raw-sql";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Kept list pages are dropped per resource (migrations/0350_table_epochs.sql, server/engine/page-cache.ts):
 * a write to one resource keeps another's pages, which are still the truth; a write to a table a page
 * takes its labels from drops it; and every kind of writer — the engine's API, the sales module's raw
 * UPDATEs and triggers, SQL from another connection (psql, an import by COPY), deletes, a TRUNCATE —
 * shows on the very next read. ETag / If-None-Match: 304 while the answer stands, 200 with a new tag
 * after any write that changes it. On PGlite and PostgreSQL alike.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: Sales & Purchase ACTIVE
let party: number;
let rice: number;

/** SQL from outside the server: on PostgreSQL another connection (as psql or an import would), on PGlite the server's own database. */
async function elsewhere(text: string): Promise<Record<string, unknown>[]> {
  if (!s.databaseUrl) {
    if (text.includes(";")) {
      await s.database.exec(text);
      return [];
    }
    return (await s.database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];
  }
  const client = new pg.Client({ connectionString: s.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  etag: string | null;
  total: number;
  /** An answer of any shape: each test reads what it asked for. */
  body: any;
}
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get("etag"), total: Number(res.headers.get("x-total-count")), body: text ? JSON.parse(text) : undefined };
}
const PRODUCTS = `/api/b/${B}/products?_start=0&_end=50&_sort=id&_order=desc`;
const PARTIES = `/api/b/${B}/parties?_start=0&_end=50&_sort=id&_order=desc`;
const products = async () => (await get(PRODUCTS)).body as { id: number; name: string; stock: number }[];
const riceRow = async () => (await products()).find((p) => p.id === rice)!;
const partyRow = async () => ((await get(PARTIES)).body as { id: number; name: string; to_receive: number }[]).find((p) => p.id === party)!;

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  party = (await s.call("POST", `/api/b/${B}/parties`, { token, body: { name: "Reuse Buyer", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" } })).body.id;
  const created = await s.call("POST", `/api/b/${B}/products`, {
    token,
    body: { name: "Reuse Basmati", item_type: "Goods", hsn: "1006", unit: "KG", sale_price: 120, purchase_price: 90, gst_rate: "5", opening_stock: 100, low_stock_alert: 10 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  rice = created.body.id;
}, 120_000);
afterAll(() => s?.close());

describe("kept pages are dropped per resource", () => {
  it("a write to one resource keeps another's page, which is still the truth", async () => {
    const before = await products();
    await products(); // kept now
    const renamed = await s.call("PATCH", `/api/b/${B}/parties/${party}`, { token, body: { name: "Reuse Buyer Renamed" } });
    expect(renamed.status).toBe(200);
    const seen = await statementsDuring(s, async () => expect(await products()).toEqual(before));
    // Only the gate's statement (PGlite reads it again after any write); the products page itself is not read again.
    expect(seen.filter((t) => /r_products/.test(t))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(1);
    // And it is the truth: the same rows the database holds.
    const stored = await elsewhere(`SELECT id, name FROM r_products WHERE business_id = ${B} ORDER BY id DESC LIMIT 50`);
    expect(before.map((p) => [p.id, p.name])).toEqual(stored.map((r) => [Number(r.id), r.name]));
    // The written resource's page shows the write at once.
    expect((await partyRow()).name).toBe("Reuse Buyer Renamed");
  });

  it("a change to a table a page takes its labels from drops that page", async () => {
    const businesses = (await s.call("GET", "/api/business/getBusiness", { token })).body.data as { id: number; business_master_id: number }[];
    // The hotel's Staff Management subscription is active: pay items show their staff member's name.
    const hotel = businesses.find((b) => b.business_master_id === 147)!.id;
    const staff = await s.call("POST", `/api/b/${hotel}/staff`, {
      token,
      body: { full_name: "Label Cashier", phone: "9000000041", joining_date: "2024-01-01", salary_type: "monthly", salary: 15000 },
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    const item = await s.call("POST", `/api/b/${hotel}/staff_pay_items`, {
      token,
      body: { staff_id: staff.body.id, kind: "bonus", date: istDay(), amount: 500, description: "Diwali bonus" },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const path = `/api/b/${hotel}/staff_pay_items?_start=0&_end=20&staff_id=${staff.body.id}`;
    const label = async () => ((await get(path)).body[0] as { _labels: Record<string, string> })._labels.staff_id;
    expect(await label()).toBe("Label Cashier");
    expect(await label()).toBe("Label Cashier"); // kept
    await elsewhere(`UPDATE r_staff SET full_name = 'Label Moved' WHERE id = ${staff.body.id}`);
    expect(await label()).toBe("Label Moved");
  });
});

describe("the dashboard's reads are kept per table too", () => {
  it("the wallet balance and the plans are not read again after a product changes, and follow their own tables' writes at once", async () => {
    const balance = async () => (await get(`/api/business/business_balance/${B}`)).body.wallet as number;
    const plans = async () => (await get(`/api/business/getBusiness?business_id=${B}&type=subscription`)).body.data.business_subscription.communication.label as string;
    const before = await balance();
    await plans();
    await s.call("PATCH", `/api/b/${B}/products/${rice}`, { token, body: { sale_price: 125 } });
    const seen = await statementsDuring(s, async () => {
      expect(await balance()).toBe(before);
      await plans();
    });
    // Only the gate's statement, once per request (it reads the session): neither the balance nor the plans again.
    expect(seen.filter((t) => !/"sessions"/.test(t))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(2);
    await elsewhere(`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) VALUES (${B}, 5000, 'topup', 'reuse-test-1')`);
    expect(await balance()).toBeCloseTo(before + 50, 2);
    await elsewhere(`UPDATE subscriptions SET plan = 'monthly', expires_at = now() - interval '1 day' WHERE business_id = ${B} AND module = 'communication'`);
    expect(await plans()).toBe("EXPIRED");
  });
});

describe("the dashboard's QR figures are kept per qr_payments counter", () => {
  const summary = async () => (await get(`/api/payments/summary?business_id=${B}`)).body.data as { today: { count: number; amount: number }; month: { count: number; amount: number }; recent: { merchantTranId: string }[] };
  /** A payment notice as the gateway signs it (the webhook's path for a payment to the business's QR). */
  const notice = async (merchantTranId: string, status: string, amount: string) => {
    const body = JSON.stringify({ event: "payment", success: status === "SUCCESS", merchantTranId, status, amount, payer_address: "reuse.payer@okaxis", payer_name: "Reuse Payer", payee_address: "sharmastore@okhdfcbank", rrn: "223456789012" });
    const signature = createHmac("sha256", SANDBOX_GATEWAY_SECRET).update(body).digest("hex");
    const res = await s.call("POST", "/api/gateway/webhook", { body, headers: { "content-type": "application/json", "x-gateway-signature": signature } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ignored).toBeUndefined();
  };

  it("is not read again after writes to other tables", async () => {
    const before = await summary();
    await summary();
    await s.call("PATCH", `/api/b/${B}/products/${rice}`, { token, body: { sale_price: 126 } });
    await elsewhere(`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) VALUES (${B}, 100, 'topup', 'reuse-test-qr')`);
    const seen = await statementsDuring(s, async () => expect(await summary()).toEqual(before));
    // Only the gate's statement (it reads the session): neither the rollup nor the latest payments.
    expect(seen.filter((t) => /qr_payment/.test(t))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  it("shows a new payment on the very next read: a gateway notice, PENDING then SUCCESS, SQL from another connection, a delete", async () => {
    const start = await summary();
    await notice("REUSEQR00000001", "PENDING", "40.00");
    const pending = await summary();
    expect(pending.recent[0].merchantTranId).toBe("REUSEQR00000001");
    expect(pending.today).toEqual(start.today);
    await notice("REUSEQR00000001", "SUCCESS", "40.00"); // the same payment, now received: an UPDATE
    const paid = await summary();
    expect(paid.today).toEqual({ ...start.today, count: start.today.count + 1, amount: start.today.amount + 40 });
    expect(paid.month).toEqual({ ...start.month, count: start.month.count + 1, amount: start.month.amount + 40 });
    await elsewhere(`INSERT INTO qr_payments (business_id, merchant_tran_id, payer_vpa, amount_paise, status) VALUES (${B}, 'REUSEQR00000002', 'sql.payer@oksbi', 1250, 'SUCCESS')`);
    const inserted = await summary();
    expect(inserted.today.count).toBe(start.today.count + 2);
    expect(inserted.today.amount).toBeCloseTo(start.today.amount + 52.5, 2);
    expect(inserted.recent[0].merchantTranId).toBe("REUSEQR00000002");
    await elsewhere(`DELETE FROM qr_payments WHERE merchant_tran_id IN ('REUSEQR00000001', 'REUSEQR00000002')`);
    expect(await summary()).toEqual(start);
  });

  it("reads what the payments themselves sum to (the rollup is the truth)", async () => {
    const [truth] = await elsewhere(
      `SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::bigint AS paise FROM qr_payments WHERE business_id = ${B} AND status = 'SUCCESS' AND created_at >= date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`,
    );
    const month = (await summary()).month;
    expect(month.count).toBe(Number(truth.n));
    expect(Math.round(month.amount * 100)).toBe(Number(truth.paise));
  });
});

describe("the sales reports are kept per the tables they read", () => {
  const month = () => ({ from: `${istDay().slice(0, 8)}01`, to: istDay() });
  const report = async (name: "sales" | "dashboard") => {
    const { from, to } = month();
    return (await get(`/api/sales/${B}/reports/${name}?from=${from}&to=${to}`)).body.data;
  };

  it("are not read again after writes to other tables, and show a sale, its party's new name and its deletion on the very next read", async () => {
    const before = await report("sales");
    const dash = await report("dashboard");
    await elsewhere(`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference) VALUES (${B}, 100, 'topup', 'reuse-test-report')`);
    const seen = await statementsDuring(s, async () => {
      expect(await report("sales")).toEqual(before);
      expect(await report("dashboard")).toEqual(dash);
    });
    // Only the gate's statement, once per request: no rollup, invoice, party or product read again.
    expect(seen.filter((t) => /sales_|r_parties|r_products/.test(t))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(2);

    const sale = await s.call("POST", `/api/sales/${B}/invoices`, {
      token,
      body: { payment_type: "credit", date: istDay(), party_id: party, lines: [{ product_id: rice, qty: 2, rate: 100, gst_rate: 5 }] },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const after = await report("sales");
    expect(after.totals.count).toBe(before.totals.count + 1);
    const { name } = await partyRow();
    expect(after.top_parties.map((p: { name: string }) => p.name)).toContain(name);
    expect((await report("dashboard")).sales_count).toBe(dash.sales_count + 1);
    // A rename from another connection (psql, an import): the report's names follow at once.
    await elsewhere(`UPDATE r_parties SET name = 'Report Buyer' WHERE id = ${party}`);
    expect((await report("sales")).top_parties.map((p: { name: string }) => p.name)).toContain("Report Buyer");
    await elsewhere(`UPDATE r_parties SET name = '${name}' WHERE id = ${party}`);
    expect((await s.call("DELETE", `/api/sales/${B}/invoices/${sale.body.data.id}`, { token })).status).toBe(200);
    expect(await report("sales")).toEqual(before);
    // A cash sale of loose goods touches neither a product's stock nor a party's balance: only the
    // invoices and their rollups move, and the report follows them.
    const loose = await s.call("POST", `/api/sales/${B}/invoices`, {
      token,
      body: { payment_type: "cash", date: istDay(), lines: [{ name: "Loose sugar", hsn: "1701", qty: 1, rate: 40, gst_rate: 5 }] },
    });
    expect(loose.status, JSON.stringify(loose.body)).toBe(200);
    expect((await report("sales")).totals.count).toBe(before.totals.count + 1);
    await elsewhere(`UPDATE sales_invoices SET cancelled_at = now() WHERE id = ${loose.body.data.id}`);
    expect((await report("sales")).totals.count).toBe(before.totals.count);
  });
});

describe("every kind of write shows on the very next read", () => {
  it("a sale (the sales module's raw UPDATEs and triggers) moves the product's stock and the party's balance", async () => {
    expect((await riceRow()).stock).toBe(100);
    expect((await partyRow()).to_receive).toBe(0);
    const sale = await s.call("POST", `/api/sales/${B}/invoices`, {
      token,
      body: { payment_type: "credit", date: istDay(), party_id: party, lines: [{ product_id: rice, qty: 3, rate: 100, gst_rate: 5 }] },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect((await riceRow()).stock).toBe(97);
    expect((await partyRow()).to_receive).toBe(315);
    // Deleting the sale puts them back.
    expect((await s.call("DELETE", `/api/sales/${B}/invoices/${sale.body.data.id}`, { token })).status).toBe(200);
    expect((await riceRow()).stock).toBe(100);
    expect((await partyRow()).to_receive).toBe(0);
  });

  it("engine create, update and delete; SQL and COPY from another connection; TRUNCATE", async () => {
    const names = async () => (await products()).map((p) => p.name);
    await names();
    const made = await s.call("POST", `/api/b/${B}/products`, { token, body: { name: "Reuse Soap", item_type: "Goods", unit: "PCS", sale_price: 45, gst_rate: "18" } });
    expect(await names()).toContain("Reuse Soap");
    await s.call("PATCH", `/api/b/${B}/products/${made.body.id}`, { token, body: { name: "Reuse Soap 2" } });
    expect(await names()).toContain("Reuse Soap 2");
    await s.call("DELETE", `/api/b/${B}/products/${made.body.id}`, { token });
    expect(await names()).not.toContain("Reuse Soap 2");
    await elsewhere(`INSERT INTO r_products (business_id, name, item_type, unit, sale_price, gst_rate) VALUES (${B}, 'Imported Oil', 'Goods', 'LTR', 20000, '5')`);
    expect(await names()).toContain("Imported Oil");
    await elsewhere(`DELETE FROM r_products WHERE business_id = ${B} AND name = 'Imported Oil'`);
    expect(await names()).not.toContain("Imported Oil");
    // An import by COPY (row triggers fire as for INSERT).
    if (s.databaseUrl) {
      const client = new pg.Client({ connectionString: s.databaseUrl });
      await client.connect();
      try {
        await client.query(`COPY r_products (business_id, name, item_type, unit, sale_price, gst_rate) FROM PROGRAM 'printf "${B}\\tCopied Ghee\\tGoods\\tKG\\t50000\\t5\\n"'`);
      } catch {
        // COPY FROM PROGRAM needs a superuser; the same rows as one multi-row INSERT then.
        await client.query(`INSERT INTO r_products (business_id, name, item_type, unit, sale_price, gst_rate) VALUES (${B}, 'Copied Ghee', 'Goods', 'KG', 50000, '5')`);
      } finally {
        await client.end();
      }
      expect(await names()).toContain("Copied Ghee");
    }
    // A restore that empties the table first: TRUNCATE fires no row trigger, its own moves every business's counter.
    await elsewhere(`BEGIN; DELETE FROM sales_invoice_lines WHERE business_id = ${B}; TRUNCATE r_products CASCADE; COMMIT`).catch(async () => elsewhere(`TRUNCATE r_products CASCADE`));
    expect(await names()).toEqual([]);
  });
});

describe("ETag and If-None-Match", () => {
  it("a list answers 304 while its page stands, 200 with a new tag after a write", async () => {
    const path = PARTIES;
    const first = await get(path);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const same = await get(path, { "if-none-match": first.etag! });
    expect(same.status).toBe(304);
    expect(same.etag).toBe(first.etag);
    expect(same.body).toBeUndefined();
    // Weak comparison and a list of tags, as caches send them.
    expect((await get(path, { "if-none-match": `"other", W/${first.etag}` })).status).toBe(304);
    await s.call("PATCH", `/api/b/${B}/parties/${party}`, { token, body: { name: "Reuse Buyer Third" } });
    const after = await get(path, { "if-none-match": first.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect((await get(path, { "if-none-match": after.etag! })).status).toBe(304);
  });

  it("one row answers 304 while unchanged; a change that moves no version (a sale's stock) still changes its tag; If-Match takes the tag", async () => {
    const made = await s.call("POST", `/api/b/${B}/products`, { token, body: { name: "Tagged Rice", item_type: "Goods", unit: "KG", sale_price: 100, gst_rate: "5", opening_stock: 10 } });
    const path = `/api/b/${B}/products/${made.body.id}`;
    const first = await get(path);
    expect(first.etag).toMatch(/^"1-[A-Za-z0-9_-]+"$/);
    expect((await get(path, { "if-none-match": first.etag! })).status).toBe(304);
    const sale = await s.call("POST", `/api/sales/${B}/invoices`, {
      token,
      body: { payment_type: "credit", date: istDay(), party_id: party, lines: [{ product_id: made.body.id, hsn: "1006", qty: 2, rate: 100, gst_rate: 5 }] },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const after = await get(path, { "if-none-match": first.etag! });
    expect(after.status).toBe(200);
    expect(after.body.stock).toBe(8);
    expect(after.etag).not.toBe(first.etag);
    // If-Match with the tag GET gave is a version check as before.
    const edit = await s.call("PATCH", path, { token, body: { name: "Tagged Rice 2" }, headers: { "if-match": after.etag! } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await s.call("PATCH", path, { token, body: { name: "Tagged Rice 3" }, headers: { "if-match": after.etag! } })).status).toBe(409);
  });
});
