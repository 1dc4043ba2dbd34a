/**
 * SQLSTATE 40P01 (deadlock detected) and 40001 (serialization failure): PostgreSQL rolled the whole
 * transaction back to let another one through. Nothing of it happened, so running it again is safe;
 * the request keys and the ledger's unique references guard any effect that crosses requests.
 */
const CONFLICT_SQLSTATE = new Set(["40P01", "40001"]);

export function isTransactionConflict(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && CONFLICT_SQLSTATE.has(e.code)) return true;
  }
  return false;
}

/** Tries a transaction this many times in all before the conflict reaches the caller (503, never 500). */
export const CONFLICT_ATTEMPTS = 4;

/**
 * Every top-level transaction on PostgreSQL runs again when the database aborted it for a deadlock or a
 * serialization failure, after a short random wait so the two sides do not meet again. Money paths take
 * their row locks in one order besides (FOR NO KEY UPDATE on the business or user row, which a foreign
 * key's KEY SHARE lock does not wait for), so this is the net under that, not the rule. Nested
 * transactions (savepoints) are not retried on their own: the outer one is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any drizzle database: its transaction's own signature is kept
export function retryConflicts<D extends { transaction: (...args: any[]) => Promise<any> }>(db: D, attempts = CONFLICT_ATTEMPTS): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (err) {
        if (attempt >= attempts || !isTransactionConflict(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as typeof db.transaction;
}
