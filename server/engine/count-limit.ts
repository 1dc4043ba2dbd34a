/**
 * Up to how many rows past a page's start a list total is counted exactly (LIST_EXACT_COUNT, README).
 * Counting is a capped index scan whose cost grows with the limit: at 1,000 it costs about a third
 * of a 20-row page on a 1M-row table, at 10,000 three times the page. Past it the answer says the
 * total is estimated or "more than" (store.ts totalOf). Per database handle, set by the engine's
 * routes from the configuration, so a test may run a small limit.
 */
export const DEFAULT_EXACT_COUNT = 1000;

/**
 * A filtered or searched list is counted no further than ten of its pages past the page's start (as
 * far as the pager offers pages), and never fewer than 200 rows (a count asked with a page of one
 * row, NoShowNote's, stays exact where it matters). Beyond, its total is "more than": the pager offers
 * the pages up to there, and asking one counts on from its start. Measured on the bench's 1M-row
 * business (bench/analysis.md, "Issue 27, 2026-12-01"): new filtered pages of 20 counted to 1,000 rows
 * answered 1,200 a second, counted to 200 rows 1,570, with no count at all 1,650.
 */
export const FILTERED_PAGES_COUNTED = 10;
export const FILTERED_ROWS_COUNTED = 200;

const limits = new WeakMap<object, number>();

export function setExactCountLimit(db: object, limit: number): void {
  limits.set(db, limit);
}

export function exactCountLimit(db: object): number {
  return limits.get(db) ?? DEFAULT_EXACT_COUNT;
}

/**
 * How far past its start a page's list is counted: the database's limit for a whole list (the total
 * an owner reads as "how many customers"); for a filtered or searched list, ten of its pages or 200
 * rows, whichever is more, and never past the limit. A slice of no rows (a count alone) takes the limit.
 */
export function countReach(db: object, q: { start: number; end: number; unfiltered: boolean }): number {
  const limit = exactCountLimit(db);
  const pageSize = q.end - q.start;
  if (q.unfiltered || pageSize <= 0) return limit;
  return Math.min(limit, Math.max(FILTERED_ROWS_COUNTED, FILTERED_PAGES_COUNTED * pageSize));
}
