/**
 * `const { t, i18n } = useTranslation(namespace?)`: the console's words, redrawn when the language
 * changes. A hook over i18next's own `languageChanged` event rather than react-i18next's: that
 * package's hook, context and Trans machinery cost about 6 KB gzip on every page of the console,
 * which the bundle budgets (450 KB a route) could not spare. i18next announces a new language only
 * once its files are in, so a redraw never shows keys. <Trans> (two sentences with bold words) still
 * comes from react-i18next, in the lazy chunks that use it, with the instance passed in.
 */
import { useMemo, useSyncExternalStore } from "react";
import { i18n } from "./index";

const onLanguage = (redraw: () => void) => {
  i18n.on("languageChanged", redraw);
  return () => i18n.off("languageChanged", redraw);
};
const languageNow = () => i18n.resolvedLanguage ?? i18n.language;

export function useTranslation(namespace?: string) {
  const language = useSyncExternalStore(onLanguage, languageNow, languageNow);
  // One function per language and namespace: effects that depend on `t` rerun only when the words change.
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [language, namespace]);
  return { t, i18n };
}
