/**
 * `const { t, i18n } = useTranslation(namespace?)`: the console's words, redrawn when the language
 * changes. A hook over i18next's own `languageChanged` event rather than react-i18next's: that
 * package's hook, context and Trans machinery cost about 6 KB gzip on every page of the console,
 * which the bundle budgets (450 KB a route) could not spare. i18next announces a new language only
 * once its files are in, so a redraw never shows keys. <Trans> (two sentences with bold words) still
 * comes from react-i18next, in the lazy chunks that use it, with the instance passed in.
 *
 * A page's own namespace (onboarding, payments, …: not in index.ts's NAMESPACES) is fetched the first
 * time a component asks for it, suspending to the nearest <Suspense> meanwhile: the words of one area
 * cost nothing on the pages of another. Once asked for, i18next keeps it and loads it with every
 * later language too.
 */
import { use, useMemo, useSyncExternalStore } from "react";
import { i18n } from "./index";

const onLanguage = (redraw: () => void) => {
  i18n.on("languageChanged", redraw);
  return () => i18n.off("languageChanged", redraw);
};
const languageNow = () => i18n.resolvedLanguage ?? i18n.language;

const loading = new Map<string, Promise<void>>();
function loaded(language: string, namespace: string): Promise<void> | undefined {
  if (i18n.hasLoadedNamespace(namespace, { lng: language })) return undefined;
  const key = `${language}/${namespace}`;
  if (!loading.has(key)) loading.set(key, i18n.loadNamespaces(namespace));
  return loading.get(key);
}

export function useTranslation(namespace?: string) {
  const language = useSyncExternalStore(onLanguage, languageNow, languageNow);
  const pending = namespace ? loaded(language, namespace) : undefined;
  if (pending) use(pending);
  // One function per language and namespace: effects that depend on `t` rerun only when the words change.
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [language, namespace]);
  return { t, i18n };
}

/**
 * A lazy route's import that also fetches its area's words, so the page renders with them at once
 * (the route's own Suspense covers both) rather than suspending again inside its form.
 */
export const withWords =
  <T,>(namespace: string, load: () => Promise<T>) =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
