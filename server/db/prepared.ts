import type { Db } from "./client";

/**
 * A statement prepared once per database handle: on PostgreSQL, drizzle names it, so each pooled
 * connection parses and plans it once instead of on every request (PGlite just runs it). A
 * transaction's handle gets its own, gone with the transaction.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
