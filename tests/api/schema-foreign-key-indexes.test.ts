import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";

/**
 * A row the console deletes is checked against every foreign key that references its table: without
 * an index on the referencing column PostgreSQL scans that whole table, every business's rows, for each
 * delete (an invoice on a database of 1M invoices: 620 ms; migrations/0410). Tables whose rows the
 * console never deletes (people, businesses, the category list) are exempt: nothing ever checks them.
 */
const NEVER_DELETED = new Set(["users", "businesses", "business_masters"]);

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe("foreign keys", () => {
  it("each one into a table whose rows are deleted has an index led by its column", async () => {
    const { rows } = await s.database.db.execute<{ child: string; col: string; parent: string }>(sql`
      SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
      ORDER BY 1, 2`);
    expect(rows.length, "the query sees foreign keys without an index (the exempt ones)").toBeGreaterThan(0);
    expect(rows.filter((r) => !NEVER_DELETED.has(r.parent)).map((r) => `${r.child}.${r.col} → ${r.parent}`)).toEqual([]);
  });
});
