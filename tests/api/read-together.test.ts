import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { statementsDuring } from "./statements";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { readTogether, rowsReading } from "../../server/db/read-together";
import { qrPaymentDaily, qrPayments } from "../../server/db/payments-schema";

/**
 * Several reads in one statement (server/db/read-together.ts): each read's rows in its own order, an
 * empty read as no rows, and a report of many parts sent to the database as one statement.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: Sales & Purchase ACTIVE, the demo books

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
});
afterAll(() => s?.close());

describe("reads together", () => {
  it("hands each read its own rows, in its own order, with their types; an empty read has none", async () => {
    const got = await readTogether(s.database.db, {
      down: { query: sql`SELECT n, 'no. ' || n AS label, n % 2 = 0 AS even FROM generate_series(1, 5) n ORDER BY n DESC`, read: (rows) => rows },
      none: { query: sql`SELECT n FROM generate_series(1, 3) n WHERE n > ${10}`, read: (rows) => rows.length },
      sum: { query: sql`SELECT sum(n)::bigint AS total, NULL::text AS nothing FROM generate_series(1, 100) n`, read: ([r]) => r },
    });
    expect(got.down).toEqual([5, 4, 3, 2, 1].map((n) => ({ n, label: `no. ${n}`, even: n % 2 === 0 })));
    expect(got.none).toBe(0);
    expect(got.sum).toEqual({ total: 5050, nothing: null });
  });

  it("hands whole rows of a table as drizzle does: property names, Dates, numbers, nulls", async () => {
    const db = s.database.db;
    await db.execute(sql`INSERT INTO qr_payments (business_id, merchant_tran_id, payer_vpa, amount_paise, status, created_at) VALUES (${B}, 'RT1', 'a@oksbi', 123456789012, 'SUCCESS', '2099-11-30T18:31:02.345Z'), (${B}, 'RT2', 'b@oksbi', 1, 'PENDING', now())`);
    const payments = db.select().from(qrPayments).where(eq(qrPayments.businessId, B)).orderBy(desc(qrPayments.createdAt), desc(qrPayments.id)).limit(5);
    const days = db.select().from(qrPaymentDaily).where(eq(qrPaymentDaily.businessId, B));
    const got = await readTogether(db, { payments: rowsReading(payments, qrPayments), days: rowsReading(days, qrPaymentDaily) });
    expect(got.payments).toEqual(await payments);
    expect(got.days).toEqual(await days);
    const early = got.payments.find((p) => p.merchantTranId === "RT1")!;
    expect(early.createdAt).toEqual(new Date("2099-11-30T18:31:02.345Z"));
    expect(early.amountPaise).toBe(123456789012);
    expect(early.rrn).toBeNull();
    expect(got.days.length).toBeGreaterThan(0);
  });

  it("a sales report of six parts is one statement to the database, and answers as before", async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const ask = () => s.call("GET", `/api/sales/${B}/reports/dashboard?from=${today.slice(0, 8)}01&to=${today}`, { token });
    // A write between the two asks: the second is not the kept answer of the first, and reads again.
    const party = await s.call("POST", `/api/b/${B}/parties`, { token, body: { name: "Together Traders", party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" } });
    expect(party.status, JSON.stringify(party.body)).toBe(201);
    let res: Awaited<ReturnType<typeof ask>> | undefined;
    const seen = await statementsDuring(s, async () => (res = await ask()));
    expect(res!.status, JSON.stringify(res!.body)).toBe(200);
    expect(seen.filter((t) => /sales_doc_daily|r_products|r_parties/.test(t))).toHaveLength(1);
    const data = (res!.body as { data: { sales_count: number; daily: { date: string }[]; top_products: unknown[] } }).data;
    expect(data.sales_count).toBeGreaterThan(0);
    expect(data.daily.map((d) => d.date)).toEqual([...data.daily.map((d) => d.date)].sort());
  });
});
