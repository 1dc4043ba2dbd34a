/**
 * The sign-in screens' words (locales/<language>/auth.json) without i18next, which would not fit
 * the login page's 200 KB budget: `{{value}}` placeholders, `_one`/`_other` plurals by
 * Intl.PluralRules and `<tag>…</tag>` spans, the same file format i18next reads in the console.
 */
import { Fragment, type ReactNode } from "react";
import { loadedWords, useLanguage, type Words } from "../../providers/i18n/language";
import { DEFAULT_LANGUAGE } from "../../locales/languages";

type Values = Record<string, string | number>;
const NAMESPACE = "auth";

const at = (words: Words, key: string): string | undefined => {
  const found = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Words)[part] : undefined), words);
  return typeof found === "string" ? found : undefined;
};

export function sayFrom(words: Words, fallback: Words, language: string) {
  return (key: string, values: Values = {}): string => {
    const plural = typeof values.count === "number" ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : undefined;
    const template = (plural && (at(words, plural) ?? at(fallback, plural))) ?? at(words, key) ?? at(fallback, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

/** `t` for the sign-in screens, in the current language (language.ts loads its file before switching). */
export function useAuthWords() {
  const language = useLanguage();
  return sayFrom(loadedWords(language, NAMESPACE), loadedWords(DEFAULT_LANGUAGE, NAMESPACE), language);
}

/** "By continuing you agree to our <terms>Terms</terms>": each tag's text handed to its renderer. */
export function rich(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode {
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/g);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) out.push(parts[i]);
    if (i + 2 < parts.length) out.push(<Fragment key={i}>{tags[parts[i + 1]]?.(parts[i + 2]) ?? parts[i + 2]}</Fragment>);
  }
  return out;
}
