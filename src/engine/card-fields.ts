import type { FieldDef, ResourceDef } from "../../resources/types";

/** What a record's card shows on a phone: read from the declaration, so every resource gets one. */
export interface CardFields {
  title: FieldDef;
  amount?: FieldDef;
  status?: FieldDef;
  date: FieldDef;
}

const CREATED: FieldDef = { name: "created_at", type: "datetime", label: "Added" };
const DATED = new Set(["date", "datetime"]);

/**
 * The title is the declared `titleField`; the amount the first money field; the status the field named
 * status (else the first listed enum one can filter by); the date the field the list is sorted by when it is a date (what the
 * owner is scanning by), else the first listed date, else when the record was added.
 */
export function cardFieldsOf(def: ResourceDef): CardFields {
  const fields = def.fields.filter((f) => f.type !== "subrecords");
  const listed = fields.filter((f) => f.inList);
  const title = fields.find((f) => f.name === def.titleField) ?? listed.find((f) => f.type === "text") ?? listed[0] ?? fields[0];
  const firstOf = (pick: (f: FieldDef) => boolean) => listed.find(pick) ?? fields.find(pick);
  const amount = firstOf((f) => f.type === "money" && f !== title);
  // A filterable enum is a state the owner sorts records by (leave type, payment mode); a plain one (GST %) is not.
  const status = fields.find((f) => f.name === "status" && f.type === "enum") ?? listed.find((f) => f.type === "enum" && f.filter && f !== title);
  const sortedBy = def.defaultSort && fields.find((f) => f.name === def.defaultSort!.field && DATED.has(f.type));
  const date = sortedBy ?? listed.find((f) => DATED.has(f.type)) ?? CREATED;
  return { title, amount, status, date };
}
