/**
 * The server speaks the reader's language: messages are keys of locales/<language>/server.json,
 * chosen per request by Accept-Language (the console sends its language). Every language folder is
 * read once at start-up, so a new language needs no code here.
 */
import i18next from "i18next";
import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, fromAcceptLanguage, type LanguageCode } from "../../locales/languages";
import { allLanguageFiles } from "../../locales/files";
import { fieldLabel } from "../../resources/labels";
import type { ResourceDef } from "../../resources/types";
import type { Say, Wording } from "../../resources/wording";

const words = i18next.createInstance();
void words.init({
  resources: allLanguageFiles(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  defaultNS: "server",
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const languageOf = (request: Pick<FastifyRequest, "headers">): LanguageCode => fromAcceptLanguage(request.headers["accept-language"]);

/** The server namespace's messages in one language. */
export const sayIn = (language: string): Say => {
  const t = words.getFixedT(language, "server");
  return (key, values) => t(key, { ...values });
};

/** How validation words its messages for this language (and this resource's field labels). */
export function wordingIn(language: string, def?: ResourceDef): Wording {
  const say = sayIn(language);
  const look = (key: string) => (words.exists(key, { lng: language, ns: "resources" }) ? words.t(key, { lng: language, ns: "resources" }) : undefined);
  return { say, label: (field) => fieldLabel(def, field, look) };
}

/** A message the server may say in any language: its key in server.json and its values. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
}
export const phrase = (key: string, values?: Phrase["values"]): Phrase => ({ key, values });
export const said = (p: Phrase, language: string = DEFAULT_LANGUAGE) => sayIn(language)(p.key, p.values);
