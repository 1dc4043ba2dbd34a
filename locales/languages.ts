/**
 * The console's languages. A language is its folder of words (locales/<code>/*.json) and one line
 * here: the name the switch shows (in that language) and the Intl locale its numbers and dates use.
 * Marathi would be `{ code: "mr", name: "मराठी", locale: "mr-IN" }` beside a locales/mr/ folder.
 */
export const LANGUAGES = [
  { code: "en", name: "English", locale: "en-IN" },
  { code: "hi", name: "हिन्दी", locale: "hi-IN" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

export const isLanguage = (code: unknown): code is LanguageCode => LANGUAGE_CODES.includes(code as LanguageCode);

/** The Intl locale for a language: Indian digit grouping (1,23,45,678) in every one of them. */
export const intlLocale = (code: string) => LANGUAGES.find((l) => l.code === code)?.locale ?? "en-IN";

/** The first of the user's preferred languages ("hi-IN", "en-GB", …) we speak, else English. */
export function pickLanguage(preferences: readonly string[]): LanguageCode {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8") read by its q weights. */
export function fromAcceptLanguage(header: string | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return pickLanguage(ranked.map((r) => r.tag));
}

/** The cookie that tells the server the language this device shows (providers/i18n/language.ts writes it). */
export const LANGUAGE_COOKIE = "language";

/**
 * The language the server draws a page in (server/prerender.ts): the one this device last showed (its
 * cookie, which follows a choice the server cannot read from the device's storage), else the browser's.
 */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const shown = cookieHeader?.split(";").map((c) => c.trim().split("=")).find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(shown) ? shown : fromAcceptLanguage(acceptLanguage);
}
