import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";
import { perDatabase } from "./memory";

/**
 * How many statement texts one process names. Every pooled connection keeps each named statement
 * it ran (parsed, and planned once PostgreSQL settles on a generic plan) until it closes, so the
 * budget bounds that memory however many filter and sort combinations callers invent; texts past it
 * run unnamed, as before.
 */
const NAMED_TEXTS = 256;

/** drizzle's session as db.execute uses it: prepareQuery takes a name, which node-postgres prepares under. */
interface Session {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> };
}
interface Internals {
  session: Session;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** The names handed out per database handle (text → name), first come first served. */
const namesOf = perDatabase(() => new Map<string, string>());

/**
 * `db.execute(query)`, with the statement's text prepared under a name of its own: on PostgreSQL
 * each connection parses it once and, for a statement asked again with new values (a list page with
 * another bound), skips the parse and often the plan — a fifth of such a page's database time.
 * The name is the text's hash, so the same text always gets the same name in every connection and
 * two texts never share one. PGlite runs it as db.execute does.
 */
export async function executeNamed<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const { session, dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const names = namesOf(db);
  let name = names.get(built.sql);
  if (name === undefined && names.size < NAMED_TEXTS) {
    name = `galla_${createHash("sha1").update(built.sql).digest("base64url").slice(0, 20)}`;
    names.set(built.sql, name);
  }
  return (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
}
