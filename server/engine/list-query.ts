import { sql, type SQL } from "drizzle-orm";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { isIsoDate, isIsoDateTime, labelOf, toNumber } from "../../resources/validate";
import { badRequest } from "../http/errors";
import { col, isScalar, isTextual, table } from "./naming";
import { toColumn } from "./values";
import { containsPattern } from "../db/like";

/**
 * The list conventions of @refinedev/simple-rest: `_start`/`_end` (a slice), `_sort`/`_order`
 * (comma lists), `q` (search), and per-field filters `field` (equals; repeated = any of),
 * `field_ne` (repeated = none of), `field_gte`/`field_lte` (repeated = every bound),
 * `field_like` (repeated = any of). Anything else is a 400 naming the key.
 * Without `_start`/`_end` the answer is every matching row, up to LIST_CEILING.
 */

/** The most rows one answer carries: a page, or a whole list asked for without `_end` (getMany, pagination off). */
export const LIST_CEILING = 1000;

/** The business's time zone: a bare date bounding a timestamp means that whole day here. */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";

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
  /** No `_start`/`_end` given: every matching row, or a 400 when more than LIST_CEILING match. */
  whole: boolean;
  /** True when nothing narrows the rows beyond the business: the count may use the cheap path. */
  unfiltered: boolean;
  /** The filters and search as given, without the slice and sort: equal keys count the same rows (kept-counts.ts). */
  filterKey: string;
}

/** Fields a list may be filtered and sorted by: not sub-records, and not masked ones (their digits could be probed). */
const queryable = (def: ResourceDef) => [...def.fields.filter((f) => isScalar(f) && !f.masked), ...SYSTEM_FIELDS];

function fieldFor(def: ResourceDef, key: string): { field: FieldDef; op: Operator } | undefined {
  const all = queryable(def);
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
      if (!isIsoDate(raw) && !isIsoDateTime(raw))
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
  const filters: [string, string[]][] = [];
  let unfiltered = true;
  for (const [key, rawValue] of Object.entries(query)) {
    if (["_start", "_end", "_sort", "_order"].includes(key)) continue;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    filters.push([key, values]);
    if (key === "q") {
      const text = values.join(" ").trim();
      if (!text) continue;
      if (text.length > 100) throw badRequest("Search text is too long", "q");
      const targets = searchFields(def);
      if (targets.length === 0) throw badRequest(`${def.label} has no text to search; filter by a field instead`, "q");
      const pattern = containsPattern(text);
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
      where.push(anyOf(values.map((v) => sql`${c} ILIKE ${containsPattern(v)}`)));
      continue;
    }
    if (values.length > 200) throw badRequest(`At most 200 values for ${key}`, key);
    const converted = values.map((v) => filterValue(field, v, key));
    const param = (v: unknown) => (field.name === "id" ? sql`${v}::integer` : toColumn(field, v));
    // A bare date on a timestamp is the whole of that day in IST: [00:00, next 00:00).
    const day = (v: unknown) => (field.type === "datetime" && typeof v === "string" && isIsoDate(v) ? istDay(v) : undefined);
    const is = (v: unknown): SQL => {
      const d = day(v);
      return d ? sql`(${c} >= ${d.from} AND ${c} < ${d.to})` : sql`${c} = ${param(v)}`;
    };
    if (op === "eq") {
      where.push(converted.some(day) || converted.length === 1 ? anyOf(converted.map(is)) : sql`${c} IN (${sql.join(converted.map(param), sql`, `)})`);
    } else if (op === "ne") {
      // Rows with no value are "not equal" too (json-server and simple-rest users expect them kept).
      for (const v of converted) where.push(sql`(${c} IS NULL OR NOT ${is(v)})`);
    } else if (op === "gte") {
      for (const v of converted) where.push(sql`${c} >= ${day(v)?.from ?? param(v)}`);
    } else {
      for (const v of converted) {
        const d = day(v);
        where.push(d ? sql`${c} < ${d.to}` : sql`${c} <= ${param(v)}`);
      }
    }
  }

  // The table's column, not the select list's output of the same name (money leaves as text:
  // a bare "price" in ORDER BY would sort ₹1499 before ₹999).
  const stored = (name: string) => sql`${table(def)}.${col(name)}`;
  const sortKeys = String(query._sort ?? "").split(",").filter(Boolean);
  const orders = String(query._order ?? "").split(",").filter(Boolean);
  const terms: SQL[] = [];
  const sortable = queryable(def);
  const fallback = def.defaultSort ?? { field: "id", order: "desc" as const };
  const keys = sortKeys.length ? sortKeys : [fallback.field];
  let lastOrder = "desc";
  keys.forEach((key, i) => {
    const field = sortable.find((f) => f.name === key);
    if (!field) throw badRequest(`Cannot sort ${def.label} by ${key}`, "_sort");
    const order = (orders[i] ?? (sortKeys.length ? "asc" : fallback.order)).toLowerCase();
    if (order !== "asc" && order !== "desc") throw badRequest("_order must be asc or desc", "_order");
    // Postgres' default null placement, so an index on (business_id, field, id) serves either direction.
    terms.push(order === "asc" ? sql`${stored(field.name)} ASC` : sql`${stored(field.name)} DESC`);
    lastOrder = order;
  });
  // id breaks ties, so paging never shows a row twice or skips one; same direction keeps it one index scan.
  if (!keys.includes("id")) terms.push(lastOrder === "asc" ? sql`${stored("id")} ASC` : sql`${stored("id")} DESC`);

  let start = 0;
  let end = opts.paginate ? LIST_CEILING : Number.MAX_SAFE_INTEGER;
  const whole = opts.paginate && query._end === undefined;
  if (opts.paginate) {
    const s = query._start === undefined ? 0 : toNumber(String(query._start));
    if (s === undefined || !Number.isSafeInteger(s) || s < 0) throw badRequest("_start must be a whole number from 0", "_start");
    const e = query._end === undefined ? s + LIST_CEILING : toNumber(String(query._end));
    if (e === undefined || !Number.isSafeInteger(e) || e < s) throw badRequest("_end must be a whole number not below _start", "_end");
    if (e - s > LIST_CEILING) throw badRequest(`At most ${LIST_CEILING.toLocaleString("en-IN")} rows per answer`, "_end");
    start = s;
    end = e;
  }
  return { where, orderBy: sql.join(terms, sql`, `), start, end, whole, unfiltered, filterKey: JSON.stringify(filters) };
}

/** The fields `q` matches: declared searchable text, else a text title; never a date or number. */
export function searchFields(def: ResourceDef): FieldDef[] {
  const searchable = def.fields.filter((f) => f.search && isTextual(f));
  return searchable.length ? searchable : def.fields.filter((f) => f.name === def.titleField && isTextual(f));
}

const anyOf = (terms: SQL[]): SQL => (terms.length === 1 ? terms[0] : sql`(${sql.join(terms, sql` OR `)})`);

/** The instants that start a date and the next one in the business's time zone. */
const istDay = (date: string) => ({
  from: sql`(${date}::date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
  to: sql`(${date}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
});
