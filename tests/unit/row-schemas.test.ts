import { describe, expect, it } from "vitest";
import { resources } from "../../modules";
import { rowSchemasOf, schemaStem } from "../../contracts/rows";
import { validateRecord, writableFields } from "../../resources/validate";
import type { FieldDef, FieldType } from "../../resources/types";

/**
 * Each resource's row and body schemas (contracts/rows.ts) are its declaration, field by field: the
 * engine serialises every answer with the row schema, so a field missing here would be missing from
 * the answer. The body schemas describe what resources/validate.ts (the check the server runs) takes.
 */
type Json = { type?: string | string[]; format?: string; enum?: unknown[]; properties?: Record<string, Json>; required?: string[]; additionalProperties?: unknown; $id?: string; items?: Json };

/** What each field type is on the wire. */
const WIRE: Record<FieldType, { type: string; format?: string }> = {
  text: { type: "string" },
  longtext: { type: "string" },
  phone: { type: "string" },
  email: { type: "string" },
  vpa: { type: "string" },
  gstin: { type: "string" },
  pan: { type: "string" },
  ifsc: { type: "string" },
  pincode: { type: "string" },
  image: { type: "string" },
  file: { type: "string" },
  number: { type: "number" },
  percent: { type: "number" },
  money: { type: "number" },
  date: { type: "string", format: "date" },
  datetime: { type: "string", format: "date-time" },
  time: { type: "string" },
  enum: { type: "string" },
  boolean: { type: "boolean" },
  relation: { type: "integer" },
  subrecords: { type: "array" },
};

/** A value of the wrong type for a field's body schema. */
const WRONG: Record<FieldType, unknown> = {
  text: 12,
  longtext: 12,
  phone: 12,
  email: 12,
  vpa: 12,
  gstin: 12,
  pan: 12,
  ifsc: 12,
  pincode: 12,
  image: 12,
  file: 12,
  number: "twelve",
  percent: "twelve",
  money: "twelve",
  date: "22-11-2026",
  datetime: "yesterday",
  time: "25:00",
  enum: "not one of them",
  boolean: "yes",
  relation: "the first",
  subrecords: "none",
};

const typesOf = (s: Json) => (Array.isArray(s.type) ? s.type : [s.type]);
const nullableIn = (s: Json) => typesOf(s).includes("null");

function expectField(schema: Json, f: FieldDef, nullable: boolean, where: string) {
  expect(schema, where).toBeDefined();
  const want = WIRE[f.type];
  expect(typesOf(schema).filter((t) => t !== "null"), where).toEqual([want.type]);
  if (want.format) expect(schema.format, where).toBe(want.format);
  expect(nullableIn(schema), `${where} nullable`).toBe(nullable);
  if (f.type === "enum") expect(schema.enum, where).toEqual(nullable ? [...f.options!, null] : [...f.options!]);
}

describe("each resource's schemas, generated from its declaration", () => {
  it("type every declared field of a row, the system columns with them, and nothing else", () => {
    for (const def of resources) {
      const row = rowSchemasOf(def).row as unknown as Json;
      expect(row.$id).toBe(`${schemaStem(def)}Row`);
      expect(row.additionalProperties, def.name).toBe(false);
      for (const f of def.fields) {
        // Null is possible in any column (rows from seeds, module code, a field added later), required or not.
        expectField(row.properties![f.name], f, true, `${def.name}.${f.name}`);
        expect(row.required, `${def.name}.${f.name} is in every row`).toContain(f.name);
      }
      const system = ["id", "created_at", "updated_at", "version", "updated_by", "updated_by_name", ...(def.fields.some((f) => f.type === "relation") ? ["_labels"] : [])];
      expect(Object.keys(row.properties!).sort(), def.name).toEqual([...def.fields.map((f) => f.name), ...system].sort());
      if (row.properties!._labels) expect(Object.keys(row.properties!._labels.properties!).sort()).toEqual(def.fields.filter((f) => f.type === "relation").map((f) => f.name).sort());
    }
  });

  it("take the writable fields in a body, the required ones required to create, the server's own not at all", () => {
    for (const def of resources) {
      const { create, update } = rowSchemasOf(def) as unknown as { create: Json; update: Json };
      const writable = writableFields(def);
      for (const body of [create, update]) {
        expect(Object.keys(body.properties!).sort(), def.name).toEqual(writable.map((f) => f.name).sort());
        expect(body.additionalProperties).toBe(false);
        for (const f of writable) expectField(body.properties![f.name], f, !f.required, `${def.name} body ${f.name}`);
      }
      expect(update.required ?? [], def.name).toEqual([]);
      expect((create.required ?? []).sort(), def.name).toEqual(writable.filter((f) => f.required && f.default === undefined && f.type !== "boolean").map((f) => f.name).sort());
    }
  });

  it("describe the bodies the server's own check takes: what they refuse, it refuses", () => {
    for (const def of resources) {
      const { create } = rowSchemasOf(def) as unknown as { create: Json };
      // Required to create: a body without it is refused for it.
      const { errors } = validateRecord(def, {}, { partial: false });
      for (const name of create.required ?? []) expect(errors.map((e) => e.field), `${def.name}: ${name} required`).toContain(name);
      // A value of another type than the schema says is refused for that field.
      for (const f of writableFields(def)) {
        const refused = validateRecord(def, { [f.name]: WRONG[f.type] }, { partial: true }).errors.map((e) => e.field);
        expect(refused, `${def.name}.${f.name} = ${JSON.stringify(WRONG[f.type])}`).toContain(f.name);
      }
      // A field the schema does not name (additionalProperties: false) is refused too.
      expect(validateRecord(def, { no_such_field: 1 }, { partial: true }).errors.map((e) => e.field)).toContain("no_such_field");
    }
  });
});
