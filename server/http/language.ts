/**
 * The server speaks the reader's language: messages are keys of locales/<language>/server.json,
 * chosen per request by Accept-Language (the console sends its language). Every language folder is
 * read once at start-up, so a new language needs no code here.
 * server.json holds what the console says too (validation, money): it is loaded on every route of
 * the console. What only the server says (its refusals and answers: sales, wallet, team,
 * subscriptions) lives in replies.json, which the console never fetches (the 450 KB route budget);
 * a key is looked up in server.json, then in replies.json.
 * Amounts and dates inside a message are formatted in the reader's locale at the moment it is said:
 * `{{amount, money}}` takes paise (₹1,23,45,678.50), `{{date, day}}` a YYYY-MM-DD day or an instant
 * (24 Nov 2026 / 24 नव॰ 2026, in IST), `{{period, month}}` a YYYY-MM month (March 2026 / मार्च 2026),
 * `{{days, dayRange}}` a "first/last" pair of days (26–28 Nov 2026).
 */
import i18next from "i18next";
import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, fromAcceptLanguage, intlLocale, type LanguageCode } from "../../locales/languages";
import { allLanguageFiles } from "../../locales/files";
import { resources } from "../../resources/registry";
import { withDeclaredWords } from "../../resources/declared-words";
import { formatDayIn, formatDayRangeIn, formatMonthIn, formatPaiseIn } from "../../resources/locale-format";
import { fieldLabel, resourceLabel } from "../../resources/labels";
import type { FieldDef, ResourceDef } from "../../resources/types";
import type { Say, Wording } from "../../resources/wording";

/** Every language's files, its `resources` words with those the declarations carry (declared-words.ts). */
const files = allLanguageFiles();
for (const code of LANGUAGE_CODES) files[code] = { ...files[code], resources: withDeclaredWords(files[code].resources, resources, code) };

const words = i18next.createInstance();
void words.init({
  resources: files,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  defaultNS: "server",
  initAsync: false,
  interpolation: { escapeValue: false },
});

const NAMESPACES = ["server", "replies"];
/** Paise as rupees in the reader's locale: ₹1,23,45,678.50 (Indian grouping in every language). */
export const moneyIn = (language: string, paise: number) => formatPaiseIn(intlLocale(language), paise);
/** A calendar day (YYYY-MM-DD) or an instant's IST day: "24 Nov 2026", "24 नव॰ 2026". */
export const dayIn = (language: string, at: string | Date) => formatDayIn(intlLocale(language), at);
/** "2026-03" → "March 2026", "मार्च 2026". */
export const monthIn = (language: string, period: string) => formatMonthIn(intlLocale(language), period);

words.services.formatter?.add("money", (value: number, lng) => moneyIn(lng ?? DEFAULT_LANGUAGE, Number(value)));
words.services.formatter?.add("day", (value: string, lng) => dayIn(lng ?? DEFAULT_LANGUAGE, value));
/** "A,B" → "A and B", "A और B": a list of things all needed, in the reader's language. */
words.services.formatter?.add("andList", (value: string, lng) =>
  new Intl.ListFormat(intlLocale(lng ?? DEFAULT_LANGUAGE), { type: "conjunction" }).format(String(value).split(",")),
);
/** "GET,POST" → "GET or POST", "GET या POST": a list of alternatives in the reader's language. */
words.services.formatter?.add("orList", (value: string, lng) =>
  new Intl.ListFormat(intlLocale(lng ?? DEFAULT_LANGUAGE), { type: "disjunction" }).format(String(value).split(",")),
);
/** "2026-11-26/2026-11-28" → "26–28 Nov 2026": a stay's nights, first to last. */
words.services.formatter?.add("dayRange", (value: string, lng) => formatDayRangeIn(intlLocale(lng ?? DEFAULT_LANGUAGE), String(value)));
words.services.formatter?.add("month", (value: string, lng) => monthIn(lng ?? DEFAULT_LANGUAGE, String(value)));

export const languageOf = (request: Pick<FastifyRequest, "headers">): LanguageCode => fromAcceptLanguage(request.headers["accept-language"]);

/** The server namespace's messages in one language. */
export const sayIn = (language: string): Say => {
  const t = words.getFixedT(language, NAMESPACES);
  return (key, values) => t(key, { ...values });
};

/** How validation words its messages for this language (and this resource's field labels). */
export function wordingIn(language: string, def?: ResourceDef): Wording {
  const say = sayIn(language);
  return { say, label: (field) => fieldLabel(def, field, lookIn(language)) };
}

/** A message the server may say in any language: its key in server.json and its values. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
  /** Values that are words themselves (a resource's name), chosen when the language is known. */
  valuesIn?: (language: string) => Record<string, string | number>;
}
export const phrase = (key: string, values?: Phrase["values"], valuesIn?: Phrase["valuesIn"]): Phrase => ({ key, values, valuesIn });
/** A phrase's values in one language. */
export const valuesOf = (p: Phrase, language: string) => ({ ...p.values, ...p.valuesIn?.(language) });
export const said = (p: Phrase, language: string = DEFAULT_LANGUAGE) => sayIn(language)(p.key, valuesOf(p, language));

const lookIn = (language: string) => (key: string) => (words.exists(key, { lng: language, ns: "resources" }) ? words.t(key, { lng: language, ns: "resources" }) : undefined);
/** "Service not found", "सेवा मौजूद नहीं है": a record of this resource that is not there (or not the caller's). */
export const recordNotFound = (def: ResourceDef): Phrase =>
  def.singular ? phrase("engine.notFound", undefined, (language) => ({ singular: resourceNounsIn(language, def).singular })) : phrase("engine.recordNotFound");
/** A field's label in one language ("Name", "नाम"). */
export const fieldLabelIn = (language: string, def: ResourceDef, field: FieldDef) => fieldLabel(def, field, lookIn(language));
/** A resource's nouns in one language: its singular ("record" when it declares none) and its plural label. */
export const resourceNounsIn = (language: string, def: ResourceDef) => {
  const look = lookIn(language);
  return { singular: look(`${def.name}.singular`) ?? def.singular ?? sayIn(language)("engine.record"), label: resourceLabel(def, look) };
};

/** A module's name as the subscription page says it ("Sales & Purchase", "बिक्री और ख़रीद"). */
export const moduleTitle = (language: string, module: string) => words.t(`subscription.modules.${module}.title`, { lng: language, ns: "subscription" });

/** A word of any namespace in one language, with its values: the words of a page the server draws (server/prerender.ts). */
export const wordIn = (language: string, namespace: string, key: string, values?: Record<string, unknown>): string =>
  words.t(key, { lng: language, ns: namespace, ...values });

/** A namespace's words in one language as they are filed (a legal document's tree), or undefined. */
export const wordsOf = (language: string, namespace: string): unknown => words.getResourceBundle(language, namespace);
