/**
 * `const { t, i18n } = useTranslation(namespace?)`: the console's words, redrawn when the language
 * changes. A hook over i18next's own `languageChanged` event rather than react-i18next's: that
 * package's hook, context and Trans machinery cost about 6 KB gzip on every page of the console,
 * which the bundle budgets (450 KB a route) could not spare. i18next announces a new language only
 * once its files are in, so a redraw never shows keys. <Trans> (two sentences with bold words) still
 * comes from react-i18next, in the lazy chunks that use it, with the instance passed in.
 *
 * A page's own namespace (onboarding, payments, …: not in index.ts's NAMESPACES) comes with its route
 * (`withWords`), so the page renders with its words at once. A component that asks for one not yet in
 * (a rare path: a card shown on another area's page) fetches it after rendering and redraws once it
 * is in. Never during render: a fetch started while rendering made React throw away a concurrent
 * render (error #520, seen in CI's e2e on the Communication and Profile pages).
 */
import { useEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import { i18n } from "./index";

const onLanguage = (redraw: () => void) => {
  i18n.on("languageChanged", redraw);
  return () => i18n.off("languageChanged", redraw);
};
const languageNow = () => i18n.resolvedLanguage ?? i18n.language;

export function useTranslation(namespace?: string) {
  const language = useSyncExternalStore(onLanguage, languageNow, languageNow);
  const ready = !namespace || i18n.hasLoadedNamespace(namespace, { lng: language });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready || !namespace) return;
    let live = true;
    void i18n.loadNamespaces(namespace).then(() => live && redraw());
    return () => {
      live = false;
    };
  }, [ready, namespace, language]);
  // One function per language and namespace: effects that depend on `t` rerun only when the words change.
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [language, namespace, ready]);
  return { t, i18n };
}

/**
 * A lazy route's import that also fetches its area's words, so the page renders with them at once
 * (the route's own Suspense covers both) rather than suspending again inside its form.
 */
export const withWords =
  <T,>(namespace: string | string[], load: () => Promise<T>) =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
