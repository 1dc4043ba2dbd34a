import href from "virtual:antd-landing-styles";
import { getToken } from "../providers/storage";
import { LANDING_PATH } from "./routes/landing";

/**
 * On a signed-in visit that opens at the dashboard, antd's styles for it come as a ready CSS file
 * (scripts/antd-styles-plugin.ts) instead of being generated in the browser. antd reads which
 * styles the file holds when it draws its first component, so the first render waits for the file
 * (it loads beside the language's words); a failed load only means antd generates them as before.
 * Other first visits do not download it: their pages fit their size budgets without it.
 */
export const landingStylesReady: Promise<void> = new Promise((resolve) => {
  if (!href || globalThis.location?.pathname !== LANDING_PATH || !getToken()) return resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.onload = link.onerror = () => resolve();
  // First in <head>, where antd puts the styles it generates: the console's own CSS still comes after it.
  document.head.prepend(link);
});
