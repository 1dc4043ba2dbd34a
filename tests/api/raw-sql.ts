import { sql } from "drizzle-orm";
import type { TestServer } from "./harness";

export type Row = Record<string, unknown>;

/**
 * Raw SQL against a test server's database, for tests that check the books below the API (rollups,
 * triggers, ledgers) or set up what the API refuses to make. `server` is read at call time: the
 * server starts in the file's beforeAll.
 */
export function rawSql(server: () => TestServer) {
  const q = async (text: string) => (await server().database.db.execute(sql.raw(text))).rows as Row[];
  const one = async (text: string) => (await q(text))[0];
  /** INSERT … RETURNING id, numbers as numbers and everything else quoted. */
  const ins = async (table: string, cols: Record<string, string | number>) => {
    const values = Object.values(cols).map((v) => (typeof v === "number" ? v : `'${v}'`));
    return Number((await one(`INSERT INTO ${table} (${Object.keys(cols).join(", ")}) VALUES (${values.join(", ")}) RETURNING id`)).id);
  };
  return { q, one, ins };
}

/** A date in India (IST), `offsetDays` from today, as YYYY-MM-DD. */
export const istDay = (offsetDays = 0) => new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);
