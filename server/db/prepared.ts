import type { Db } from "./client";
import { perDatabase } from "./memory";

/**
 * A statement prepared once per database handle: on PostgreSQL, drizzle names it, so each pooled
 * connection parses and plans it once instead of on every request (PGlite just runs it). A
 * transaction's handle gets its own, gone with the transaction.
 */
export const preparedOnce = <T>(build: (db: Db) => T): ((db: Db) => T) => perDatabase(build);
