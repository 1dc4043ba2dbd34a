import { sql, type SQL } from "drizzle-orm";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { PgDialect } from "drizzle-orm/pg-core";
import { col } from "./naming";

const dialect = new PgDialect();

/**
 * Conversions between the API's wire values and the table: money is rupees on the wire and
 * paise in the column (also inside sub-records); dates and times are read back as text so no
 * driver or server time zone can shift them.
 */

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
const paiseToRupees = (paise: unknown) => (paise === null || paise === undefined ? null : Number(paise) / 100);

function subToStored(field: FieldDef, rows: Record<string, unknown>[]) {
  return rows.map((row) =>
    Object.fromEntries(
      (field.fields ?? []).map((f) => [f.name, f.type === "money" && typeof row[f.name] === "number" ? rupeesToPaise(row[f.name] as number) : row[f.name]]),
    ),
  );
}

function subToWire(field: FieldDef, rows: unknown) {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Record<string, unknown>) =>
    Object.fromEntries((field.fields ?? []).map((f) => [f.name, f.type === "money" ? paiseToRupees(row[f.name]) : (row[f.name] ?? null)])),
  );
}

/** A validated, normalized wire value as an SQL parameter with the column's type. */
export function toColumn(field: FieldDef, value: unknown): SQL {
  if (value === null || value === undefined) return sql`NULL`;
  switch (field.type) {
    case "money":
      return sql`${rupeesToPaise(value as number)}::bigint`;
    case "subrecords":
      return sql`${JSON.stringify(subToStored(field, value as Record<string, unknown>[]))}::jsonb`;
    case "date":
      return sql`${value}::date`;
    case "datetime":
      return sql`${value}::timestamptz`;
    case "time":
      return sql`${value}::time`;
    case "boolean":
      return sql`${value}::boolean`;
    case "relation":
      return sql`${value}::integer`;
    case "number":
      return sql`${value}::double precision`;
    case "percent":
      return sql`${value}::numeric`;
    default:
      return sql`${String(value)}`;
  }
}

/** The select expression of a column, shaped so every driver hands back the same JS value. */
export function selectExpr(field: FieldDef): SQL {
  const c = col(field.name);
  switch (field.type) {
    case "date":
      return sql`to_char(${c}, 'YYYY-MM-DD')`;
    case "time":
      return sql`to_char(${c}, 'HH24:MI')`;
    case "datetime":
      return sql`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case "money":
      return sql`${c}::text`;
    case "percent":
      return sql`${c}::float8`;
    default:
      return c;
  }
}

const iso = (c: string) => sql`to_char(${col(c)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each declaration's select list, as one piece of SQL text (see selectList). */
const selectLists = new WeakMap<ResourceDef, SQL>();

/**
 * The columns of a resource as the API answers them. The text depends on the declaration only, so it
 * is compiled once and handed out as one raw chunk: built piece by piece (some sixty fragments for
 * staff) on every request, it was a third of the server's time for a page it had not read before.
 */
export function selectList(def: ResourceDef): SQL {
  let list = selectLists.get(def);
  if (!list) {
    const { sql: text, params } = dialect.sqlToQuery(selectListOf(def));
    // Identifiers and literals only; were a parameter ever to appear, the pieces are kept as they are.
    list = params.length ? selectListOf(def) : sql.raw(text);
    selectLists.set(def, list);
  }
  return list;
}

function selectListOf(def: ResourceDef): SQL {
  return sql.join(
    [
      sql`${col("id")} AS "id"`,
      ...def.fields.map((f) => sql`${selectExpr(f)} AS ${col(f.name)}`),
      sql`${iso("created_at")} AS "created_at"`,
      sql`${iso("updated_at")} AS "updated_at"`,
      sql`${col("version")} AS "version"`,
      sql`${col("updated_by")} AS "updated_by"`,
    ],
    sql`, `,
  );
}

/** A JSON value as the driver hands it back: node-postgres parses json/jsonb, PGlite may give text. */
export const jsonValue = <T = Record<string, unknown>>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

export type WireRow = Record<string, unknown> & { id: number; version: number; _labels?: Record<string, string> };

/** A table row as the API answers it. */
export function toWire(def: ResourceDef, row: Record<string, unknown>): WireRow {
  const out: WireRow = { id: Number(row.id), version: Number(row.version ?? 1) };
  for (const f of def.fields) {
    const v = row[f.name];
    out[f.name] = f.type === "money" ? paiseToRupees(v) : f.type === "subrecords" ? subToWire(f, v) : f.type === "number" && v !== null ? Number(v) : (v ?? null);
  }
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  out.updated_by = row.updated_by === null || row.updated_by === undefined ? null : Number(row.updated_by);
  return out;
}
