/**
 * Each declared resource's own shapes, generated from its declaration (resources/types.ts): the row the
 * API answers (`<Resource>Row`), and the bodies it takes to create (`<Resource>Create`) and to change
 * (`<Resource>Update`) one. The engine registers one set of routes per resource with them
 * (server/engine/routes.ts): the row schema serialises every answer, so the document and the answer
 * cannot differ (a field left out of the schema would be left out of the answer), and the body
 * schemas describe what resources/validate.ts accepts — the handler checks bodies with that validator,
 * which speaks per field and in the caller's language (tests/unit/row-schemas.test.ts ties the two).
 *
 * Wire values, as the API speaks them: money in rupees (integer paise inside), dates YYYY-MM-DD,
 * datetimes ISO 8601, times HH:MM, relations the id of the other row. Every declared field is in every
 * row, and may be null there, required or not: the table does not refuse a null (schema-sync adds columns
 * to rows that exist, module code and seeds write some rows), and the serialiser would turn a null the
 * schema does not allow into "" or 0. A body must give a required field, and not as null.
 */
import { Type, type TSchema } from "typebox";
import type { FieldDef, ResourceDef } from "../resources/types";
import { writableFields } from "../resources/validate";

type Json = Record<string, unknown>;

/** `staff_pay_items` → `StaffPayItems`: the resource's name in its schemas' names. */
export const schemaStem = (def: Pick<ResourceDef, "name">) =>
  def.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

const TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
/** A body's time may carry seconds (resources/validate.ts TIME_RE). */
const TIME_IN_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$";

/** The JSON Schema of one field's value (never null: `nullable` adds that). `answer`: as a row says it, else as a body gives it. */
function valueSchema(field: FieldDef, answer: boolean): Json {
  const described = (schema: Json, description?: string): Json => {
    const said = [field.label, description, field.help].filter(Boolean).join(". ");
    return said ? { ...schema, description: said } : schema;
  };
  switch (field.type) {
    case "text":
    case "longtext":
    case "phone":
    case "email":
    case "vpa":
    case "gstin":
    case "pan":
    case "ifsc":
    case "pincode":
      return described({ type: "string" }, field.masked ? "In full to the owner only; other members see XXXX and its last four" : undefined);
    case "image":
    case "file":
      return described({ type: "string" }, "A data: URL or the address of an upload");
    case "number":
      return described({ type: "number" });
    case "percent":
      return described({ type: "number", minimum: 0, maximum: 100 }, "Percent");
    case "money":
      return described({ type: "number" }, "Rupees, at most two decimals (integer paise inside)");
    case "date":
      return described({ type: "string", format: "date" }, "YYYY-MM-DD");
    case "datetime":
      return described({ type: "string", format: "date-time" });
    case "time":
      return described({ type: "string", pattern: answer ? TIME_PATTERN : TIME_IN_PATTERN }, "HH:MM, 24-hour");
    case "enum":
      return described({ type: "string", enum: [...(field.options ?? [])] });
    case "boolean":
      return described({ type: "boolean" });
    case "relation":
      return described({ type: "integer", minimum: 1 }, field.relation ? `The id of a ${field.relation.resource} row` : undefined);
    case "subrecords": {
      const sub = field.fields ?? [];
      return described({
        type: "array",
        maxItems: 500,
        items: {
          type: "object",
          properties: {
            ...Object.fromEntries(sub.map((f) => [f.name, nullable(valueSchema(f, answer), !(f.required && !answer))])),
            // The console's forms key their rows; the server ignores it.
            ...(answer ? {} : { key: { type: ["string", "number"], description: "A form's row key: ignored" } }),
          },
          ...(answer ? { required: sub.map((f) => f.name) } : { required: sub.filter((f) => f.required).map((f) => f.name) }),
          additionalProperties: false,
        },
      });
    }
  }
}

/** `{type: X}` → `{type: [X, "null"]}` (an enum lists null too): one schema, no anyOf for the serialiser to try at run time. */
function nullable(schema: Json, when = true): Json {
  if (!when) return schema;
  const out: Json = { ...schema, type: [schema.type as string, "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

export interface RowSchemas {
  /** A row as every answer gives it: id, the declared fields, the system columns. */
  row: TSchema;
  /** A create's body: the writable fields, the required ones required. */
  create: TSchema;
  /** A change's body (PATCH, PUT): any writable fields. */
  update: TSchema;
}

const made = new WeakMap<ResourceDef, RowSchemas>();

/**
 * The resource's schemas, made once per declaration (the same objects every time, so a route's
 * serialiser is compiled once, at start).
 */
export function rowSchemasOf(def: ResourceDef): RowSchemas {
  const known = made.get(def);
  if (known) return known;
  const stem = schemaStem(def);
  const relations = def.fields.filter((f) => f.type === "relation");
  const row = Type.Unsafe<Json & { id: number }>({
    $id: `${stem}Row`,
    type: "object",
    description: `A row of ${def.label}, as the API answers it`,
    properties: {
      id: { type: "integer" },
      ...Object.fromEntries(def.fields.map((f) => [f.name, nullable(valueSchema(f, true))])),
      created_at: { type: "string", format: "date-time" },
      updated_at: { type: "string", format: "date-time" },
      version: { type: "integer", minimum: 1, description: "Goes up by one with every change; send it back in If-Match" },
      updated_by: { type: ["integer", "null"], description: "The user who made the last change" },
      updated_by_name: { type: ["string", "null"], description: "Their name (one row's answer and a version conflict's current row)" },
      ...(relations.length
        ? {
            _labels: {
              type: "object",
              description: "The title of each related row, by relation field",
              properties: Object.fromEntries(relations.map((f) => [f.name, { type: "string" }])),
              additionalProperties: false,
            },
          }
        : {}),
    },
    required: ["id", ...def.fields.map((f) => f.name), "created_at", "updated_at", "version", "updated_by"],
    additionalProperties: false,
  });
  const writable = writableFields(def);
  const body = (suffix: string, required: string[], description: string) =>
    Type.Unsafe<Json>({
      $id: `${stem}${suffix}`,
      type: "object",
      description,
      properties: Object.fromEntries(writable.map((f) => [f.name, nullable(valueSchema(f, false), !f.required)])),
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    });
  const schemas: RowSchemas = {
    row,
    create: body(
      "Create",
      writable.filter((f) => f.required && f.default === undefined && f.type !== "boolean").map((f) => f.name),
      `A new row of ${def.label}: absent fields take their declared default`,
    ),
    update: body("Update", [], `Changes to a row of ${def.label}: only the fields given change`),
  };
  made.set(def, schemas);
  return schemas;
}
