import { all, landing } from "virtual:antd-prepared-styles";
import { getToken } from "../providers/storage";
import { LANDING_PATH } from "./routes/landing";

/**
 * antd's styles as a ready CSS file (scripts/antd-styles-plugin.ts) instead of generated in the
 * browser, where a file is at hand:
 * - a signed-in visit opening at the dashboard takes the styles of the shell and the dashboard (on a
 *   first visit it downloads them; the larger file below cost its repeat visit more to read than it saved);
 * - any other visit the service worker answers has the whole build on the device: every page, signed in
 *   or not, reads the styles of every antd component the console draws from there, for no download;
 * - any other signed-in first visit downloads the shell's and dashboard's file too (16 KB brotli): every
 *   such page draws the shell, and generating its styles cost more main-thread time at 4x CPU than the
 *   file costs to fetch and read (staff list: long tasks 344 → 277 ms, invoice editor 673 → 446 ms,
 *   medians of five; bench/analysis.md, "Issue 24, 2026-11-27 (evening)"). antd generates only what the page
 *   draws beyond it.
 * A guest's first visit (sign-in, public pages) downloads none: the sign-in page's budget is 150 KB.
 * antd reads which styles the file holds when it draws its first component, so the first render waits
 * for the file (it loads beside the language's words); a failed load only means antd generates them as
 * before. One file at most: antd reads one map of what is prepared.
 */
function preparedHref(): string | undefined {
  const signedIn = Boolean(getToken());
  if (signedIn && globalThis.location?.pathname === LANDING_PATH) return landing;
  if (typeof navigator !== "undefined" && navigator.serviceWorker?.controller) return all;
  return signedIn ? landing : undefined;
}

export const preparedStylesReady: Promise<void> = new Promise((resolve) => {
  const href = preparedHref();
  if (!href) return resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.onload = link.onerror = () => resolve();
  // First in <head>, where antd puts the styles it generates: the console's own CSS still comes after it.
  document.head.prepend(link);
});
