import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { FieldDef, ResourceDef } from "../../resources/types";

/**
 * Names that go into SQL as identifiers come only from declarations, and only after this check:
 * lower snake_case, starting with a letter. Request input never becomes an identifier unless it
 * matched a declared name first.
 */
const IDENTIFIER = /^[a-z][a-z0-9_]{0,47}$/;

export function assertIdentifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`${what} "${name}" must be lower snake_case (a-z, 0-9, _), starting with a letter`);
  return name;
}

/** Every resource's table: `r_<name>`, so engine tables never collide with core tables. */
export const tableNameOf = (def: Pick<ResourceDef, "name">) => `r_${def.name}`;
export const table = (def: Pick<ResourceDef, "name">): SQL => sql`${sql.identifier(tableNameOf(def))}`;
export const col = (name: string): SQL => sql`${sql.identifier(name)}`;

/** Index names stay within Postgres' 63 characters without two long names colliding. */
export function indexName(tableName: string, suffix: string): string {
  const name = `${tableName}_${suffix}`;
  return name.length <= 60 ? name : `${name.slice(0, 48)}_${createHash("sha1").update(name).digest("hex").slice(0, 10)}`;
}

/** The Postgres type of each field type: money is paise (bigint), sub-records are jsonb. */
export const COLUMN_TYPE: Record<FieldDef["type"], string> = {
  text: "text",
  longtext: "text",
  number: "double precision",
  money: "bigint",
  percent: "numeric(5,2)",
  date: "date",
  datetime: "timestamptz",
  time: "time",
  enum: "text",
  boolean: "boolean",
  phone: "varchar(10)",
  email: "text",
  vpa: "text",
  gstin: "varchar(15)",
  pan: "varchar(10)",
  ifsc: "varchar(11)",
  pincode: "varchar(6)",
  image: "text",
  file: "text",
  relation: "integer",
  subrecords: "jsonb",
};

/** What `information_schema.columns.data_type` reports for each column type (to spot drift). */
export const REPORTED_TYPE: Record<string, string> = {
  text: "text",
  "double precision": "double precision",
  bigint: "bigint",
  "numeric(5,2)": "numeric",
  date: "date",
  timestamptz: "timestamp with time zone",
  time: "time without time zone",
  boolean: "boolean",
  "varchar(10)": "character varying",
  "varchar(15)": "character varying",
  "varchar(11)": "character varying",
  "varchar(6)": "character varying",
  integer: "integer",
  jsonb: "jsonb",
};

/** Fields stored in a column of their own that can be compared (everything but sub-records). */
export const isScalar = (f: FieldDef) => f.type !== "subrecords";
export const TEXTUAL: FieldDef["type"][] = ["text", "longtext", "enum", "phone", "email", "vpa", "gstin", "pan", "ifsc", "pincode", "image", "file"];
export const isTextual = (f: FieldDef) => TEXTUAL.includes(f.type);
