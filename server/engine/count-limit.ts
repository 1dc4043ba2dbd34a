/**
 * Up to how many rows past a page's start a list total is counted exactly (LIST_EXACT_COUNT, README).
 * Counting is a capped index scan whose cost grows with the limit: at 1,000 it costs about a third
 * of a 20-row page on a 1M-row table, at 10,000 three times the page. Past it the answer says the
 * total is estimated or "more than" (store.ts totalOf). Per database handle, set by the engine's
 * routes from the configuration, so a test may run a small limit.
 */
export const DEFAULT_EXACT_COUNT = 1000;

const limits = new WeakMap<object, number>();

export function setExactCountLimit(db: object, limit: number): void {
  limits.set(db, limit);
}

export function exactCountLimit(db: object): number {
  return limits.get(db) ?? DEFAULT_EXACT_COUNT;
}
