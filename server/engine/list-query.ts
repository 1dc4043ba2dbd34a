import { sql, type SQL } from "drizzle-orm";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { isIsoDate, labelOf, toNumber } from "../../resources/validate";
import { badRequest } from "../http/errors";
import { col, isScalar, isTextual } from "./naming";
import { toColumn } from "./values";

/**
 * The list conventions of @refinedev/simple-rest: `_start`/`_end` (a slice), `_sort`/`_order`
 * (comma lists), `q` (search), and per-field filters `field` (equals; repeated = any of),
 * `field_ne`, `field_gte`, `field_lte`, `field_like`. Anything else is a 400 naming the key.
 */

export const MAX_PAGE = 200;

const SYSTEM_FIELDS: FieldDef[] = [
  { name: "id", type: "relation", label: "Id" },
  { name: "created_at", type: "datetime", label: "Created at" },
  { name: "updated_at", type: "datetime", label: "Updated at" },
];

const OPERATORS = ["ne", "gte", "lte", "like"] as const;
type Operator = "eq" | (typeof OPERATORS)[number];

export interface ListQuery {
  where: SQL[];
  orderBy: SQL;
  start: number;
  end: number;
  /** True when nothing narrows the rows beyond the business: the count may use the cheap path. */
  unfiltered: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function fieldFor(def: ResourceDef, key: string): { field: FieldDef; op: Operator } | undefined {
  const all = [...def.fields.filter(isScalar), ...SYSTEM_FIELDS];
  const exact = all.find((f) => f.name === key);
  if (exact) return { field: exact, op: "eq" };
  for (const op of OPERATORS) {
    if (key.endsWith(`_${op}`)) {
      const field = all.find((f) => f.name === key.slice(0, -op.length - 1));
      if (field) return { field, op };
    }
  }
  return undefined;
}

/** A query-string value as the column's wire value, or a 400 naming the key. */
function filterValue(field: FieldDef, raw: string, key: string): unknown {
  const label = labelOf(field);
  switch (field.type) {
    case "number":
    case "percent":
    case "money":
    case "relation": {
      const n = toNumber(raw);
      if (n === undefined || (field.type === "relation" && !Number.isSafeInteger(n))) throw badRequest(`${label} filter must be a number`, key);
      return n;
    }
    case "boolean":
      if (raw !== "true" && raw !== "false") throw badRequest(`${label} filter must be true or false`, key);
      return raw === "true";
    case "date":
      if (!isIsoDate(raw)) throw badRequest(`${label} filter must be a date (YYYY-MM-DD)`, key);
      return raw;
    case "datetime":
      // A date alone is accepted for ranges: "created_at_gte=2026-11-01".
      if (!(isIsoDate(raw) || !Number.isNaN(Date.parse(raw))) || !/^\d{4}-\d{2}-\d{2}/.test(raw))
        throw badRequest(`${label} filter must be a date or date-time`, key);
      return raw;
    case "time":
      if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(raw)) throw badRequest(`${label} filter must be a time (HH:mm)`, key);
      return raw;
    default:
      if (raw.length > 200) throw badRequest(`${label} filter is too long`, key);
      return raw;
  }
}

export function parseListQuery(def: ResourceDef, query: Record<string, unknown>, opts: { paginate: boolean }): ListQuery {
  const where: SQL[] = [];
  let unfiltered = true;
  for (const [key, rawValue] of Object.entries(query)) {
    if (["_start", "_end", "_sort", "_order"].includes(key)) continue;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    if (key === "q") {
      const text = values.join(" ").trim();
      if (!text) continue;
      if (text.length > 100) throw badRequest("Search text is too long", "q");
      const searchable = def.fields.filter((f) => f.search && isTextual(f));
      const targets = searchable.length ? searchable : def.fields.filter((f) => f.name === def.titleField);
      if (targets.length === 0) continue;
      const pattern = `%${escapeLike(text)}%`;
      where.push(sql`(${sql.join(targets.map((f) => sql`${col(f.name)} ILIKE ${pattern}`), sql` OR `)})`);
      unfiltered = false;
      continue;
    }
    const found = fieldFor(def, key);
    if (!found) throw badRequest(`${key} is not a filter of ${def.label}`, key);
    const { field, op } = found;
    const c = col(field.name);
    unfiltered = false;
    if (op === "like") {
      if (!isTextual(field)) throw badRequest(`${labelOf(field)} cannot be searched as text`, key);
      where.push(sql`${c} ILIKE ${`%${escapeLike(values[0])}%`}`);
      continue;
    }
    const converted = values.map((v) => filterValue(field, v, key));
    const param = (v: unknown) => (field.name === "id" ? sql`${v}::integer` : toColumn(field, v));
    if (op === "eq") {
      if (converted.length > 200) throw badRequest(`At most 200 values for ${key}`, key);
      where.push(converted.length === 1 ? sql`${c} = ${param(converted[0])}` : sql`${c} IN (${sql.join(converted.map(param), sql`, `)})`);
    } else if (op === "ne") where.push(sql`${c} IS DISTINCT FROM ${param(converted[0])}`);
    else if (op === "gte") where.push(sql`${c} >= ${param(converted[0])}`);
    else {
      // A bare date as the upper bound of a datetime means "through the end of that day" (IST).
      const v = converted[0];
      if (field.type === "datetime" && typeof v === "string" && isIsoDate(v))
        where.push(sql`${c} < (${v}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
      else where.push(sql`${c} <= ${param(v)}`);
    }
  }

  const sortKeys = String(query._sort ?? "").split(",").filter(Boolean);
  const orders = String(query._order ?? "").split(",").filter(Boolean);
  const terms: SQL[] = [];
  const sortable = [...def.fields.filter(isScalar), ...SYSTEM_FIELDS];
  const fallback = def.defaultSort ?? { field: "id", order: "desc" as const };
  const keys = sortKeys.length ? sortKeys : [fallback.field];
  let lastOrder = "desc";
  keys.forEach((key, i) => {
    const field = sortable.find((f) => f.name === key);
    if (!field) throw badRequest(`Cannot sort ${def.label} by ${key}`, "_sort");
    const order = (orders[i] ?? (sortKeys.length ? "asc" : fallback.order)).toLowerCase();
    if (order !== "asc" && order !== "desc") throw badRequest("_order must be asc or desc", "_order");
    // Postgres' default null placement, so an index on (business_id, field, id) serves either direction.
    terms.push(order === "asc" ? sql`${col(field.name)} ASC` : sql`${col(field.name)} DESC`);
    lastOrder = order;
  });
  // id breaks ties, so paging never shows a row twice or skips one; same direction keeps it one index scan.
  if (!keys.includes("id")) terms.push(lastOrder === "asc" ? sql`${col("id")} ASC` : sql`${col("id")} DESC`);

  let start = 0;
  let end = opts.paginate ? 10 : Number.MAX_SAFE_INTEGER;
  if (opts.paginate) {
    const s = query._start === undefined ? 0 : toNumber(String(query._start));
    const e = query._end === undefined ? (s ?? 0) + 10 : toNumber(String(query._end));
    if (s === undefined || !Number.isSafeInteger(s) || s < 0) throw badRequest("_start must be a whole number from 0", "_start");
    if (e === undefined || !Number.isSafeInteger(e) || e < s) throw badRequest("_end must be a whole number not below _start", "_end");
    if (e - s > MAX_PAGE) throw badRequest(`At most ${MAX_PAGE} rows per page`, "_end");
    start = s;
    end = e;
  }
  return { where, orderBy: sql.join(terms, sql`, `), start, end, unfiltered };
}
