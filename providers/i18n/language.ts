/**
 * The console's language, without i18next: the sign-in screens live in the entry bundle (200 KB
 * budget), so this module is all they carry — the current language, its choice and memory, and
 * the lazy loading of a language's files. i18next (src/i18n/index.ts, in the console's chunk)
 * follows it.
 */
import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, intlLocale, isLanguage, pickLanguage, type LanguageCode } from "../../locales/languages";
import { setDisplayLocale } from "../../resources/locale-format";
import { setRequestLanguage } from "../http";

export type Words = Record<string, unknown>;

// Not the server's replies (the console never says them) nor the printed invoice's words (read where
// they print, modules/sales/invoice-words.ts): each file listed here costs the sign-in entry its line.
const files = import.meta.glob<{ default: Words }>(["../../locales/*/*.json", "!../../locales/*/replies.json", "!../../locales/*/invoice.json"]);

/** locales/<language>/<namespace>.json, fetched once; a namespace a language lacks is empty (English resources). */
const loaded = new Map<string, Promise<Words>>();
const ready = new Map<string, Words>();
export function loadWords(language: string, namespace: string): Promise<Words> {
  const key = `${language}/${namespace}`;
  if (!loaded.has(key)) {
    const load = files[`../../locales/${key}.json`];
    const words = load ? load().then((file) => file.default) : Promise.resolve({});
    loaded.set(key, words.then((w) => (ready.set(key, w), w)));
  }
  return loaded.get(key)!;
}
/** A file already loaded, for a synchronous render. */
export const loadedWords = (language: string, namespace: string): Words => ready.get(`${language}/${namespace}`) ?? {};

const CHOSEN = "language";
/** Set when the language was picked before signing in: the choice goes to the user's row once they are in. */
const CHOSEN_SIGNED_OUT = "languageChosenSignedOut";
const storage = () => globalThis.localStorage;

/** The remembered choice on this device, else the browser's first language we speak. */
export function initialLanguage(): LanguageCode {
  const saved = storage()?.getItem(CHOSEN);
  if (isLanguage(saved)) return saved;
  return pickLanguage(globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? DEFAULT_LANGUAGE]);
}

let current: LanguageCode = DEFAULT_LANGUAGE;
const listeners = new Set<(code: LanguageCode) => void>();

export const currentLanguage = () => current;
export const onLanguageChange = (listener: (code: LanguageCode) => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const useLanguage = () => useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);

/** Words that must be in before a language shows: the sign-in screens' own. */
const FIRST_NAMESPACE = "auth";

async function apply(code: LanguageCode) {
  await Promise.all([loadWords(code, FIRST_NAMESPACE), loadWords(DEFAULT_LANGUAGE, FIRST_NAMESPACE)]);
  current = code;
  setDisplayLocale(intlLocale(code));
  setRequestLanguage(code);
  if (globalThis.document) {
    document.documentElement.lang = code;
    // For the server, which draws the terms in a page's HTML before any of this runs (server/prerender.ts).
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  }
  await Promise.all([...listeners].map((listener) => listener(code)));
}

/** Resolves once the first screen's words are in: main.tsx renders after it, so nothing flashes keys. */
export const languageReady = apply(initialLanguage());

/** Switches the whole console (words, numbers, dates, the server's messages) and remembers it on this device. */
export async function chooseLanguage(code: LanguageCode, { signedIn }: { signedIn: boolean }) {
  storage()?.setItem(CHOSEN, code);
  if (signedIn) storage()?.removeItem(CHOSEN_SIGNED_OUT);
  else storage()?.setItem(CHOSEN_SIGNED_OUT, "1");
  await apply(code);
}

/**
 * Right after sign-in: a language picked on the sign-in page wins and is returned (for the caller to
 * save on the user's row); otherwise the user's saved language, if any, is taken up.
 */
export async function settleLanguageAfterSignIn(saved: string | null | undefined): Promise<LanguageCode | null> {
  const pickedHere = storage()?.getItem(CHOSEN_SIGNED_OUT) === "1";
  storage()?.removeItem(CHOSEN_SIGNED_OUT);
  if (pickedHere) return current;
  if (isLanguage(saved) && saved !== current) {
    storage()?.setItem(CHOSEN, saved);
    await apply(saved);
  }
  return null;
}
