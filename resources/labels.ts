/**
 * A resource's words in the reader's language. English is the declaration itself; another language
 * names them in locales/<language>/resources.json:
 *   { "fields": { "<field>": "…" },                                   ← a field name's usual label
 *     "<resource>": { "label": "…", "singular": "…", "fields": { "<field>": "…" } } }  ← this resource's own
 * `look` answers a key of that file, or undefined when the language does not name it.
 */
import type { FieldDef, ResourceDef } from "./types";

export type Look = (key: string) => string | undefined;

/** The declared label, else the name in Title Case. */
export const labelOf = (field: Pick<FieldDef, "name" | "label">) =>
  field.label ??
  field.name
    .split("_")
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

/** Plural, for the menu and list titles: "Leave" / "छुट्टियाँ". */
export const resourceLabel = (def: ResourceDef, look: Look) => look(`${def.name}.label`) ?? def.label;
/** The noun of one record: "Leave request" / "छुट्टी का अनुरोध". */
export const resourceSingular = (def: ResourceDef, look: Look) => look(`${def.name}.singular`) ?? def.singular ?? def.label;
export const fieldLabel = (def: ResourceDef | undefined, field: FieldDef, look: Look) =>
  (def && look(`${def.name}.fields.${field.name}`)) ?? look(`fields.${field.name}`) ?? labelOf(field);
