import type { I18nProvider } from "@refinedev/core";
import type { i18n as I18n } from "i18next";
import type { ResourceDef } from "../../resources/types";
import { resourceSingular, type Look } from "../../resources/labels";

/** Lower-cases a noun's first letter for the middle of a sentence, but not an acronym's ("SMS", "KYC document"). */
const inSentence = (noun: string) => (/^[A-Z][a-z]/.test(noun) ? noun[0].toLowerCase() + noun.slice(1) : noun);
const atStart = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** A key of the `resources` namespace in the current language, or undefined (English: the declaration speaks). */
export const lookIn =
  (i18n: I18n): Look =>
  (key) =>
    i18n.exists(key, { ns: "resources" }) ? i18n.t(key, { ns: "resources" }) : undefined;

/**
 * Refine's `translate(key, options?, default?)` over i18next's `refine` namespace and the resource
 * declarations. Refine asks for a resource's noun with the key `<name>.<name>`; the answer is its
 * singular in the current language, so messages read "Leave request added", never "Successfully
 * created leaf". `{{resource}}` is the noun inside a sentence, `{{Resource}}` opening one; a known
 * status code picks the `_status` form ("(error 409)"), so a sentence is never said half-empty.
 * Keys the dictionary lacks keep Refine's default.
 */
export function i18nProviderFor(i18n: I18n, resources: readonly ResourceDef[]): I18nProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const look = lookIn(i18n);
  const translate = (key: string, options?: unknown, defaultMessage?: string): string => {
    const values = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
    const fallback = typeof options === "string" ? options : defaultMessage;
    const [head, tail] = key.split(".");
    if (head === tail && byName.has(head)) return resourceSingular(byName.get(head)!, look);
    const noun = String(values.resource ?? "");
    const known = (v: unknown) => v !== undefined && v !== null && v !== "";
    const said = {
      ns: "refine",
      ...values,
      resource: inSentence(noun),
      Resource: atStart(noun),
      ...(known(values.seconds) ? { count: Number(values.seconds) } : {}),
      context: known(values.statusCode) ? "status" : undefined,
    };
    return i18n.exists(key, said) ? i18n.t(key, said) : (fallback ?? key);
  };
  return {
    translate,
    changeLocale: async (next) => {
      await i18n.changeLanguage(next);
    },
    getLocale: () => i18n.resolvedLanguage ?? i18n.language,
  };
}
