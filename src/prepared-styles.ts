import { all, landing } from "virtual:antd-prepared-styles";
import { getToken } from "../providers/storage";
import { LANDING_PATH } from "./routes/landing";

/**
 * antd's styles as a ready CSS file (scripts/antd-styles-plugin.ts) instead of generated in the
 * browser, where a file is at hand:
 * - a signed-in visit opening at the dashboard takes the styles of the shell and the dashboard (on a
 *   first visit it downloads them; the larger file below cost its repeat visit more to read than it saved);
 * - any other visit the service worker answers has the whole build on the device: every page, signed in
 *   or not, reads the styles of every antd component the console draws from there, for no download.
 * Other first visits download neither: their pages fit their size budgets without them. antd reads which
 * styles the file holds when it draws its first component, so the first render waits for the file (it
 * loads beside the language's words); a failed load only means antd generates them as before. One file
 * at most: antd reads one map of what is prepared.
 */
function preparedHref(): string | undefined {
  if (globalThis.location?.pathname === LANDING_PATH && getToken()) return landing;
  if (typeof navigator !== "undefined" && navigator.serviceWorker?.controller) return all;
  return undefined;
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
