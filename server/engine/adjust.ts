import { sql, type SQL } from "drizzle-orm";
import type { ResourceDef } from "../../resources/types";
import type { Cause } from "./history";
import { col, table } from "./naming";
import { selectList } from "./values";

/**
 * A change the system derives from another one: a sale moves its products' stock, a payment its
 * party's balance. Module code asks the store for it (ResourceStore.adjust) instead of writing the
 * engine's table itself, so the row gets a new version and a history entry like any other change.
 */
export interface Adjustment {
  /**
   * The rows to change, each with numbers of its own, read as `v.<name>` in `set` (`{ id: 7, delta: -2 }`).
   * Omitted: every row of the business (a recount after a bulk load).
   */
  rows?: ({ id: number } & Record<string, number>)[];
  /**
   * Fields' new values, as SQL over the row as it stands (`r.<column>`) and its numbers (`v.<name>`).
   * None: the row is only touched, and its table's triggers recompute the fields they keep (a
   * party's balance), whose changes are then kept like any other.
   */
  set?: Record<string, SQL>;
  /** Only the rows this holds for, over `r` (services carry no stock). */
  where?: SQL;
  /** What caused it: kept with each history entry. */
  cause?: Cause;
}

/** Names the statement gives its own columns, so none can be read for one of the row's. */
const ROW_ID = "adjust_row_id";
const LOCKED_ID = "adjust_locked_id";
const BEFORE = "adjust_before";
/** The row's own columns besides its fields (values.ts selectList). */
const BOOKKEEPING = ["id", "business_id", "created_at", "updated_at", "version", "updated_by"];

/** The row, as the API answers it, as one JSON value (taken from the row in scope: the table's or `r`). */
const rowJson = (def: ResourceDef) => sql`(SELECT row_to_json(w) FROM (SELECT ${selectList(def)}) w)`;

/**
 * ONE statement for all the rows: it locks them in id order (FOR NO KEY UPDATE, the order every
 * writer of these tables takes, so two sales of the same products queue instead of deadlocking),
 * applies `set` (its triggers run), and returns each row before and after as the API's JSON.
 * Rows outside the business, or outside `where`, are left as they are and not returned.
 */
export function adjustStatement(def: ResourceDef, businessId: number, a: Adjustment): SQL {
  const names = a.rows?.length ? Object.keys(a.rows[0]).filter((n) => n !== "id") : [];
  for (const n of names) {
    if (!/^[a-z][a-z0-9_]*$/.test(n) || BOOKKEEPING.includes(n) || n.startsWith("adjust_") || def.fields.some((f) => f.name === n)) throw new Error(`adjust: "${n}" cannot name a row's number (a field of ${def.name} has it)`);
  }
  const values = a.rows?.length
    ? sql`v(${sql.join([sql.identifier(ROW_ID), ...names.map((n) => sql.identifier(n))], sql`, `)}) AS (VALUES ${sql.join(
        a.rows.map((r) => sql`(${sql.join([sql`${r.id}::int`, ...names.map((n) => sql`${r[n]}::numeric`)], sql`, `)})`),
        sql`, `,
      )}), `
    : sql``;
  const only = a.rows ? sql` AND ${col("id")} IN (SELECT ${sql.identifier(ROW_ID)} FROM v)` : sql``;
  const sets = [sql`${col("version")} = r.${col("version")}`, ...Object.entries(a.set ?? {}).map(([name, value]) => sql`${col(name)} = ${value}`)];
  return sql`WITH ${values}o AS (
      SELECT ${col("id")} AS ${sql.identifier(LOCKED_ID)}, ${rowJson(def)} AS ${sql.identifier(BEFORE)} FROM ${table(def)}
      WHERE ${col("business_id")} = ${businessId}${only} ORDER BY ${col("id")} FOR NO KEY UPDATE)
    UPDATE ${table(def)} r SET ${sql.join(sets, sql`, `)}
    FROM o${a.rows ? sql` JOIN v ON v.${sql.identifier(ROW_ID)} = o.${sql.identifier(LOCKED_ID)}` : sql``}
    WHERE r.${col("business_id")} = ${businessId} AND r.${col("id")} = o.${sql.identifier(LOCKED_ID)}${a.where ? sql` AND (${a.where})` : sql``}
    RETURNING o.${sql.identifier(BEFORE)} AS before, ${rowJson(def)} AS after`;
}

/**
 * The second step, for the rows the first one changed: a new version each (the same row lock, so
 * nothing can come between) and their history entries, in one statement.
 */
export function versionStatement(
  def: ResourceDef,
  businessId: number,
  changed: { id: number; changes: Record<string, [unknown, unknown]> }[],
  actor: number | undefined,
  cause: Cause | undefined,
): SQL {
  const entries = sql.join(
    changed.map((c) => sql`(${c.id}::int, ${JSON.stringify(c.changes)}::jsonb)`),
    sql`, `,
  );
  return sql`WITH c(record_id, changes) AS (VALUES ${entries}),
    bumped AS (
      UPDATE ${table(def)} SET ${col("version")} = ${col("version")} + 1, ${col("updated_at")} = now(), ${col("updated_by")} = ${actor ?? null}::int
      WHERE ${col("business_id")} = ${businessId} AND ${col("id")} IN (SELECT record_id FROM c)
      RETURNING ${col("id")} AS id, ${col("version")} AS version)
    INSERT INTO resource_history (business_id, resource, record_id, action, version, user_id, changes, cause)
    SELECT ${businessId}, ${def.name}, b.id, 'update', b.version, ${actor ?? null}::int, c.changes, ${cause ? JSON.stringify(cause) : null}::jsonb
    FROM bumped b JOIN c ON c.record_id = b.id
    RETURNING record_id, version`;
}
