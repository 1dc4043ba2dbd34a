import { lazy, type ComponentType } from "react";

/**
 * A page most visits land on (the dashboard, where sign-in leads): when this visit opens at its
 * path, its chunk starts loading as soon as the console's routes are read, beside the shell's own
 * chunks, instead of after the shell has rendered the route. On a slow phone that wait was the
 * largest step before the page's title painted (its LCP).
 */
export function landingPage<T extends ComponentType<object>>(path: string, load: () => Promise<{ default: T }>) {
  const early = globalThis.location?.pathname === path ? load() : undefined;
  return lazy(() => early ?? load());
}
