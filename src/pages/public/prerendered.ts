import { useLayoutEffect } from "react";

/**
 * The id of the page the server drew in the HTML before the code came (server/prerender.ts, which does
 * not import the console's code): the terms, the privacy policy, a business's page. The app beneath it is
 * hidden (`#prerendered ~ #root`) until the app's own copy is complete.
 */
const PRERENDERED_ID = "prerendered";

/**
 * Once `ready` (the app's copy has everything the server's had), removes the server's copy in a layout
 * effect: between two paints, so the swap neither moves nor repaints anything larger. Without a server's
 * copy (the service worker's page, a link inside the app) it does nothing.
 */
export function useTakeOverPrerendered(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) document.getElementById(PRERENDERED_ID)?.remove();
  }, [ready]);
}

/**
 * The picture of a QR link that the server's copy drew (its `<img data-upi>`), so that the app shows the
 * same picture rather than draw it again; undefined without a copy, or with none of that link.
 */
export function prerenderedQr(uri: string): string | undefined {
  const pictures = document.getElementById(PRERENDERED_ID)?.querySelectorAll<HTMLImageElement>("img[data-upi]") ?? [];
  return [...pictures].find((img) => img.dataset.upi === uri)?.getAttribute("src") ?? undefined;
}
