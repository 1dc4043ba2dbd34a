/**
 * A declaration's `noOverlap` (resources/types.ts) as the database enforces it: an exclusion constraint
 *
 *   EXCLUDE USING gist (business_id WITH =, <same> WITH =, <range(from, to)> WITH &&) WHERE (<taking a place>)
 *
 * (btree_gist gives integers, dates and text their `=` in a GiST index). It holds whatever the
 * concurrency: two requests for one slot cannot both commit. Writers of one slot also take a
 * transaction-scoped advisory lock on (table, business, same values) first, so they queue instead of
 * meeting each other's uncommitted rows in the index (which PostgreSQL may settle as a deadlock);
 * the constraint, not the lock, is what refuses.
 */
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { FieldDef, NoOverlap, ResourceDef } from "../../resources/types";
import { col, indexName, tableNameOf } from "./naming";
import { toColumn } from "./values";

export const NO_OVERLAP_EXTENSION = "btree_gist";

/** The constraint's name (also its index's, so schema sync finds it in pg_indexes). */
export const noOverlapName = (def: ResourceDef) => indexName(tableNameOf(def), "no_overlap");

const q = (name: string) => `"${name}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A range over two columns of one type, as [before, between, after] around the two operands. */
function rangeParts(type: FieldDef["type"]): [string, string, string] {
  switch (type) {
    case "date":
      return ["daterange(", ", ", ", '[)')"];
    // No range type of times of day: both on one fixed day (the day itself is one of the `same` fields).
    case "time":
      return ["tsrange(DATE '2000-01-01' + ", ", DATE '2000-01-01' + ", ", '[)')"];
    case "datetime":
      return ["tstzrange(", ", ", ", '[)')"];
    case "number":
    case "money":
    case "percent":
      return ["numrange((", ")::numeric, (", ")::numeric, '[)')"];
    default:
      throw new Error(`a noOverlap range cannot be made of ${type} fields`);
  }
}

const fieldOf = (def: ResourceDef, name: string) => def.fields.find((f) => f.name === name);

/** Refuses (at start) a noOverlap that names missing fields or a range of two types. */
export function checkNoOverlap(def: ResourceDef): void {
  const rule = def.noOverlap;
  if (!rule) return;
  const where = `resource ${def.name}: noOverlap`;
  for (const name of [...rule.same, ...rule.range, ...Object.keys(rule.unless ?? {}), ...(rule.field ? [rule.field] : [])]) {
    const f = fieldOf(def, name);
    if (!f || f.type === "subrecords") throw new Error(`${where} names "${name}", which is not a field`);
  }
  const [from, to] = rule.range.map((n) => fieldOf(def, n)!);
  if (from.type !== to.type) throw new Error(`${where}: range fields "${from.name}" and "${to.name}" differ in type`);
  rangeParts(from.type);
}

const rangeType = (def: ResourceDef, rule: NoOverlap) => fieldOf(def, rule.range[0])!.type;

/** `<a>.<from>`-style operands for the DDL, with an optional table alias. */
function rangeDdl(def: ResourceDef, rule: NoOverlap, alias = ""): string {
  const [before, between, after] = rangeParts(rangeType(def, rule));
  return `${before}${alias}${q(rule.range[0])}${between}${alias}${q(rule.range[1])}${after}`;
}

/** The rows that take a place: every same and range field set, and none of the `unless` values. */
function takingPlaceDdl(rule: NoOverlap, alias = ""): string {
  const set = [...rule.same, ...rule.range].map((n) => `${alias}${q(n)} IS NOT NULL`);
  const unless = Object.entries(rule.unless ?? {}).map(
    ([name, values]) => `(${alias}${q(name)} IS NULL OR ${alias}${q(name)} NOT IN (${values.map(literal).join(", ")}))`,
  );
  return [...set, ...unless].join(" AND ");
}

/** The ALTER TABLE that adds the constraint (existing rows that overlap make it fail: see noOverlapStatement). */
export function noOverlapConstraintDdl(def: ResourceDef): string {
  const rule = def.noOverlap!;
  const equal = ["business_id", ...rule.same].map((n) => `${q(n)} WITH =`);
  return (
    `ALTER TABLE ${q(tableNameOf(def))} ADD CONSTRAINT ${q(noOverlapName(def))} ` +
    `EXCLUDE USING gist (${[...equal, `${rangeDdl(def, rule)} WITH &&`].join(", ")}) WHERE (${takingPlaceDdl(rule)})`
  );
}

/**
 * The constraint, added unless rows already overlap (or hold a backwards range): then the start goes
 * on without it and schema sync reports the rows (overlapsIn), so old data never stops the server.
 */
export function noOverlapStatement(def: ResourceDef): string {
  return `DO $no_overlap$ BEGIN ${noOverlapConstraintDdl(def)}; EXCEPTION WHEN exclusion_violation OR data_exception THEN NULL; END $no_overlap$`;
}

/** Pairs of rows (ids) that overlap: why the constraint could not be made. */
export function overlapsQuery(def: ResourceDef, limit = 5): string {
  const rule = def.noOverlap!;
  const t = q(tableNameOf(def));
  const same = ["business_id", ...rule.same].map((n) => `a.${q(n)} = b.${q(n)}`);
  return (
    `SELECT a.business_id, a.id AS a, b.id AS b FROM ${t} a JOIN ${t} b ON a.id < b.id AND ${same.join(" AND ")} ` +
    `AND ${rangeDdl(def, rule, "a.")} && ${rangeDdl(def, rule, "b.")} WHERE ${takingPlaceDdl(rule, "a.")} AND ${takingPlaceDdl(rule, "b.")} ` +
    `ORDER BY a.id LIMIT ${limit}`
  );
}

/** Whether a record (wire values) takes a place at all: only then can it clash, and only then is the slot locked. */
export function takesPlace(rule: NoOverlap, record: Record<string, unknown>): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === "";
  if ([...rule.same, ...rule.range].some((n) => empty(record[n]))) return false;
  return !Object.entries(rule.unless ?? {}).some(([name, values]) => values.includes(String(record[name])));
}

/** The advisory lock of one slot: (table, business, same values) hashed to a bigint. */
export function slotLock(def: ResourceDef, businessId: number, record: Record<string, unknown>): SQL {
  const key = [tableNameOf(def), businessId, ...def.noOverlap!.same.map((n) => String(record[n]))].join("\u0000");
  const n = BigInt.asIntN(64, BigInt(`0x${createHash("sha1").update(key).digest("hex").slice(0, 16)}`));
  return sql`SELECT pg_advisory_xact_lock(${n.toString()}::bigint)`;
}

/** The id of a stored row that a record (wire values) overlaps: the row the refusal names. */
export function clashQuery(def: ResourceDef, businessId: number, record: Record<string, unknown>, exceptId?: number): SQL {
  const rule = def.noOverlap!;
  const [before, between, after] = rangeParts(rangeType(def, rule)).map((s) => sql.raw(s));
  const [fromField, toField] = rule.range.map((n) => fieldOf(def, n)!);
  const theirs = sql.raw(rangeDdl(def, rule));
  const mine = sql`${before}${toColumn(fromField, record[fromField.name])}${between}${toColumn(toField, record[toField.name])}${after}`;
  const same = rule.same.map((n) => sql`${col(n)} = ${toColumn(fieldOf(def, n)!, record[n])}`);
  return sql`SELECT id FROM ${sql.identifier(tableNameOf(def))} WHERE ${sql.join(
    [
      sql`${col("business_id")} = ${businessId}`,
      ...same,
      sql.raw(takingPlaceDdl(rule)),
      sql`${theirs} && ${mine}`,
      ...(exceptId ? [sql`${col("id")} <> ${exceptId}`] : []),
    ],
    sql` AND `,
  )} ORDER BY id LIMIT 1`;
}

const dayBefore = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * What the refusal is said with: the stored row's fields (relations by their label), and the part of
 * the two ranges they share (`clash_days`: its first and last day, for date ranges).
 */
export function clashValues(def: ResourceDef, row: Record<string, unknown> & { _labels?: Record<string, string> }, record: Record<string, unknown>) {
  const rule = def.noOverlap!;
  const values: Record<string, string | number> = {};
  for (const f of def.fields) {
    const v = f.type === "relation" ? (row._labels?.[f.name] ?? row[f.name]) : row[f.name];
    if (v !== null && v !== undefined && typeof v !== "object") values[f.name] = typeof v === "number" ? v : String(v);
  }
  const [from, to] = rule.range;
  const later = (a: unknown, b: unknown) => ((a as string | number) > (b as string | number) ? a : b);
  const earlier = (a: unknown, b: unknown) => ((a as string | number) < (b as string | number) ? a : b);
  const clashFrom = later(row[from], record[from]);
  const clashUntil = earlier(row[to], record[to]);
  values.clash_from = String(clashFrom);
  values.clash_until = String(clashUntil);
  if (rangeType(def, rule) === "date") values.clash_days = `${clashFrom}/${dayBefore(String(clashUntil))}`;
  return values;
}
