import { lazy, type ComponentType } from "react";

type Loader<T> = () => Promise<{ default: T }>;

/** Where sign-in leads and most visits open: its chunk (below) and antd's styles (src/prepared-styles.ts) come early. */
export const LANDING_PATH = "/galla/Dashboard";

/** A lazy component whose chunk starts loading now when `now` says so, else on first render. */
export function lazyStartedIf<T extends ComponentType<object>>(now: boolean, load: Loader<T>) {
  const early = now ? load() : undefined;
  return lazy(() => early ?? load());
}

/**
 * A page most visits land on (the dashboard, where sign-in leads): when this visit opens at its
 * path, its chunk starts loading as soon as the console's routes are read, beside the shell's own
 * chunks, instead of after the shell has rendered the route. On a slow phone that wait was the
 * largest step before the page's title painted (its LCP).
 */
export const landingPage = <T extends ComponentType<object>>(path: string, load: Loader<T>) => lazyStartedIf(globalThis.location?.pathname === path, load);
