import type { I18nProvider } from "@refinedev/core";
import type { ResourceDef } from "../../resources/types";
import { en } from "./en";

export type Dictionary = Record<string, string>;

/** Lower-cases a noun's first letter for the middle of a sentence, but not an acronym's ("SMS", "KYC document"). */
const inSentence = (noun: string) => (/^[A-Z][a-z]/.test(noun) ? noun[0].toLowerCase() + noun.slice(1) : noun);
const atStart = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * Refine's `translate(key, options?, default?)` over a dictionary and the resource declarations. Refine asks
 * for a resource's noun with the key `<name>.<name>`; the answer is its declared singular, so messages read
 * "Leave request added", never "Successfully created leaf". Keys the dictionary lacks keep Refine's default.
 */
export function translatorFor(dictionary: Dictionary, resources: readonly ResourceDef[]) {
  const byName = new Map(resources.map((r) => [r.name, r]));
  return (key: string, options?: unknown, defaultMessage?: string): string => {
    const values = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
    const fallback = typeof options === "string" ? options : defaultMessage;
    const [head, tail] = key.split(".");
    if (head === tail && byName.has(head)) return dictionary[`resources.${head}`] ?? byName.get(head)!.singular ?? byName.get(head)!.label;
    const template = dictionary[key];
    if (template === undefined) return fallback ?? key;
    const valueOf = (name: string) => {
      const value = values[name] ?? values[name.toLowerCase()];
      return value === undefined || value === null || value === "" ? undefined : String(value);
    };
    const fill = (text: string) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const text = valueOf(name) ?? "";
        if (name === "resource") return inSentence(text);
        if (name === "Resource") return atStart(text);
        return text;
      });
    // An optional part ("(error 409)") is dropped when one of its values is missing, never said half-empty.
    const optional = template.replace(/\[\[(.*?)\]\]/g, (_, part: string) => ([...part.matchAll(/\{\{(\w+)\}\}/g)].every((m) => valueOf(m[1]) !== undefined) ? part : ""));
    return fill(optional);
  };
}

const DICTIONARIES: Record<string, Dictionary> = { en };

/** The console's i18nProvider: English today; a language is one more dictionary in DICTIONARIES. */
export function i18nProviderFor(resources: readonly ResourceDef[], locale = "en"): I18nProvider {
  let current = DICTIONARIES[locale] ? locale : "en";
  return {
    translate: (key, options, defaultMessage) => translatorFor(DICTIONARIES[current], resources)(key, options, defaultMessage),
    changeLocale: async (next) => {
      if (DICTIONARIES[next]) current = next;
    },
    getLocale: () => current,
  };
}
