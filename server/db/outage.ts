import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Whether an error means the database cannot be reached right now (down, restarting, a network
 * partition, out of connections, a black-holed port), as opposed to a bad query. Such errors answer 503
 * with Retry-After: the request may work in a moment, and nothing about it was wrong.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATE: class 08 connection exception; admin/crash shutdown, cannot connect now; too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_S = 5;

/** Answers within `timeoutMs` whether the database runs a query: a black-holed connection counts as down. */
export async function databaseAnswers(database: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([database.db.execute(sql`SELECT 1`).then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
