import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Change, ResourceDef } from "../../resources/types";
import { jsonValue } from "./values";

/**
 * The history of declared resources: one entry per create, update and delete, written by the
 * store in the change's own transaction, so a change and its entry commit or vanish together.
 */

export type FieldChanges = Record<string, [unknown, unknown]>;

/** Files and images are kept as a mark, not their (up to 1.5 MB) contents. */
const kept = (def: ResourceDef, name: string, value: unknown) => {
  const f = def.fields.find((x) => x.name === name);
  if ((f?.type === "image" || f?.type === "file") && typeof value === "string" && value) return "(file)";
  return value ?? null;
};

/** Which declared fields went from what to what (create: from null; delete: to null). */
export function changesBetween(def: ResourceDef, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChanges {
  const out: FieldChanges = {};
  for (const f of def.fields) {
    const from = before ? (before[f.name] ?? null) : null;
    const to = after ? (after[f.name] ?? null) : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[f.name] = [kept(def, f.name, from), kept(def, f.name, to)];
  }
  return out;
}

/**
 * What caused a change the system derived from another one (a sale moved a product's stock): a key of
 * the server's words (locales/<language>/server.json, then replies.json) and its values, kept with
 * the entry and said in the reader's language when the history is read.
 */
export interface Cause {
  key: string;
  values?: Record<string, string | number>;
}

export interface ChangeEntry {
  businessId: number;
  resource: string;
  recordId: number;
  action: Change["action"];
  version: number;
  userId?: number;
  changes: FieldChanges;
  cause?: Cause;
}

export async function recordChange(db: Db, entry: ChangeEntry): Promise<void> {
  await recordChanges(db, [entry]);
}

/** Entries of many changes in one INSERT (a sale's fifty lines move fifty products' stock). */
export async function recordChanges(db: Db, entries: ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(
    (e) =>
      sql`(${e.businessId}::int, ${e.resource}, ${e.recordId}::int, ${e.action}, ${e.version}::int, ${e.userId ?? null}::int, ${JSON.stringify(e.changes)}::jsonb, ${e.cause ? JSON.stringify(e.cause) : null}::jsonb)`,
  );
  await db.execute(sql`INSERT INTO resource_history (business_id, resource, record_id, action, version, user_id, changes, cause) VALUES ${sql.join(rows, sql`, `)}`);
}

export interface HistoryEntry {
  id: number;
  resource: string;
  record_id: number;
  action: Change["action"];
  version: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  changes: FieldChanges;
  /** What caused it, when the system derived it from another change (history-routes.ts says it in the reader's words). */
  cause: Cause | null;
}

/** One business's history, newest first: of one record, of one resource, or all of it; `before` pages back by entry id. */
export async function readHistory(
  db: Db,
  businessId: number,
  opts: { resource?: string; recordId?: number; before?: number; limit: number },
): Promise<HistoryEntry[]> {
  const where = [sql`h.business_id = ${businessId}`];
  if (opts.resource) where.push(sql`h.resource = ${opts.resource}`);
  if (opts.recordId !== undefined) where.push(sql`h.record_id = ${opts.recordId}`);
  if (opts.before !== undefined) where.push(sql`h.id < ${opts.before}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`SELECT h.id, h.resource, h.record_id, h.action, h.version, h.user_id, h.changes, h.cause,
               to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
               coalesce(nullif(u.name, ''), u.mobile) AS user_name
        FROM resource_history h LEFT JOIN users u ON u.id = h.user_id
        WHERE ${sql.join(where, sql` AND `)} ORDER BY h.id DESC LIMIT ${opts.limit}`,
  );
  return rows.rows.map((r) => ({
    id: Number(r.id),
    resource: String(r.resource),
    record_id: Number(r.record_id),
    action: r.action as Change["action"],
    version: Number(r.version),
    at: String(r.at),
    user_id: r.user_id === null ? null : Number(r.user_id),
    user_name: (r.user_name as string | null) ?? null,
    changes: jsonValue<FieldChanges>(r.changes),
    cause: jsonValue<Cause | null>(r.cause) ?? null,
  }));
}
