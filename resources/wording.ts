/**
 * How shared code (validation, money parsing) words a message without knowing the reader: it says a
 * key of the `server` namespace (locales/<language>/server.json) with its values, and the caller's
 * `Wording` chooses the language. The server builds one from Accept-Language (server/http/language.ts),
 * the console from its current language (src/i18n/wording.ts); plain English is the default.
 */
import type { FieldDef, ResourceDef } from "./types";
import english from "../locales/en/server.json";
import { labelOf } from "./labels";

export type Say = (key: string, values?: Record<string, string | number>) => string;

export interface Wording {
  say: Say;
  /** A field's label in the reader's language. */
  label: (field: FieldDef) => string;
}

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): string | undefined => {
  const found = key.split(".").reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
  return typeof found === "string" ? found : undefined;
};
export const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** English words with the declarations' own labels. */
export const ENGLISH: Wording = {
  say: (key, values) => fill(lookup(english as Tree, key) ?? key, values),
  label: labelOf,
};

/** A wording for one resource: its field labels may differ from another resource's of the same name. */
export type WordingFor = (def: ResourceDef | undefined) => Wording;
export const englishFor: WordingFor = () => ENGLISH;
