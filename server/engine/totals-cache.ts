import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { BoundedMap, perDatabase } from "../db/memory";

/** How long a list total past the exact-count cap is reused before it is asked again. */
export const BIG_TOTAL_TTL_MS = 30_000;
/** Distinct (table, business, filter) totals kept; the oldest go first. */
const MAX_ENTRIES = 5_000;

const dialect = new PgDialect();

/**
 * Totals of lists past the exact-count cap, per table, business and filter, for BIG_TOTAL_TTL_MS.
 * Such a total is the planner's estimate anyway (x-total-count "about 8,00,000"), so reusing it for
 * half a minute costs no truth, and saves the capped count and the EXPLAIN on every page of a big list.
 * Totals at or below the cap are exact and never cached: they are counted on every request.
 * In-process only: each server process keeps its own, bounded by the TTL.
 */
export class BigTotals {
  private readonly entries = new BoundedMap<string, { total: number; until: number }>(MAX_ENTRIES);
  constructor(private readonly ttlMs = BIG_TOTAL_TTL_MS) {}

  /** The key of a count: its statement's text and parameters (which carry the business id). */
  static keyOf(query: SQL): string {
    const { sql, params } = dialect.sqlToQuery(query);
    return `${sql}\u0000${JSON.stringify(params)}`;
  }

  get(key: string, now = Date.now()): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > now) return hit.total;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, total: number, now = Date.now()): void {
    this.entries.set(key, { total, until: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The cache of one database (a process may serve several: tests, the bench), shared by its stores. */
export const bigTotalsOf = perDatabase(() => new BigTotals());
