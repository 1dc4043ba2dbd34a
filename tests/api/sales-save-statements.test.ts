import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { statementsDuring } from "./statements";

/**
 * Saving a bill is on the till's critical path, and each statement is a round trip that waits for a
 * pooled connection when the shop is busy (shop-day's slowest request: bench/RESULTS.md). What a save
 * sends is counted here, so a read added on the way shows as a number that grew.
 */
let s: TestServer;
let token: string;
const B = 1; // Sharma General Store: Sales & Purchase ACTIVE
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
});
afterAll(() => s?.close());

describe("a sale invoice's save", () => {
  it("reads the business and its settings once to save and once to answer, and sends at most 15 statements", async () => {
    const [product] = (await s.database.db.execute<{ id: number; gst_rate: number }>(sql`SELECT id, gst_rate FROM r_products WHERE business_id = ${B} ORDER BY id LIMIT 1`)).rows;
    const [party] = (await s.database.db.execute<{ id: number }>(sql`SELECT id FROM r_parties WHERE business_id = ${B} ORDER BY id LIMIT 1`)).rows;
    const body = { payment_type: "cash", date: today, party_id: party.id, lines: [{ product_id: product.id, qty: 2, rate: 120, gst_rate: Number(product.gst_rate) }] };
    const save = () => s.call("POST", `/api/sales/${B}/invoices`, { token, body });
    const first = await save();
    expect(first.status, JSON.stringify(first.body)).toBe(200); // the session's first touch and the year's counter: not counted
    let res: Awaited<ReturnType<typeof save>> | undefined;
    const seen = await statementsDuring(s, async () => (res = await save()));
    expect(res!.status, JSON.stringify(res!.body)).toBe(200);
    const data = (res!.body as { data: { number: string; business: { name: string }; notes_issued: unknown[]; einvoice: unknown } }).data;
    expect(data.business.name).toBe("Sharma General Store");
    expect(data.notes_issued).toEqual([]);
    expect(data.einvoice).toBeNull();
    expect(seen.filter((t) => /from "businesses"/i.test(t))).toHaveLength(2);
    expect(seen.length).toBeLessThanOrEqual(15);
  });

  it("opens a note in one statement after the gate's: its lines, the business, its settings, its original, its notes and IRN together", async () => {
    const [invoice] = (await s.database.db.execute<{ id: number }>(sql`SELECT id FROM sales_invoices WHERE business_id = ${B} AND kind = 'sale' AND cancelled_at IS NULL ORDER BY id DESC LIMIT 1`)).rows;
    const note = await s.call("POST", `/api/sales/${B}/invoices/${invoice.id}/notes`, { token, body: { date: today, reason: "Returned", lines: [{ position: 1, qty: 1 }] } });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const noteId = (note.body as { data: { id: number } }).data.id;
    let res: Awaited<ReturnType<typeof s.call>> | undefined;
    const seen = await statementsDuring(s, async () => (res = await s.call("GET", `/api/sales/${B}/credit-notes/${noteId}`, { token })));
    expect(res!.status, JSON.stringify(res!.body)).toBe(200);
    const data = (res!.body as { data: { original: { id: number } | null; lines: unknown[]; business: { name: string } } }).data;
    expect(data.original?.id).toBe(invoice.id);
    expect(data.lines).toHaveLength(1);
    expect(data.business.name).toBe("Sharma General Store");
    expect(seen.filter((t) => !t.includes("galla_gate") && !/business_table_epochs|sessions/.test(t))).toHaveLength(1);
  });
});
