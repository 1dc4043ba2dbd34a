import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { PHONE } from "./phone";
import { baseUrl, signInAs } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** From now on, whether any element took one of antd's motion classes (zoom, slide, fade: …-enter, …-appear). */
const recordMotion = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { moved: boolean };
    w.moved = false;
    new MutationObserver((changes) => {
      for (const c of changes) {
        const el = c.target as Element;
        if (c.type === "attributes" && /-(appear|enter)(\s|$)/.test(el.getAttribute("class") ?? "")) w.moved = true;
        for (const n of c.addedNodes) if (n instanceof Element && (n.matches('[class*="-appear"], [class*="-enter"]') || n.querySelector('[class*="-appear"], [class*="-enter"]'))) w.moved = true;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  });

/** Opens the phone's menu drawer, and says whether anything on the way was drawn in motion. */
async function openMenu(reducedMotion: "reduce" | "no-preference"): Promise<boolean> {
  const page = await browser.newPage({ ...PHONE, reducedMotion });
  await signInAs(page, DEMO_OWNER_MOBILE);
  await page.goto(`${baseUrl()}/galla/Dashboard`);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.waitFor();
  await recordMotion(page);
  await menu.click();
  await page.getByRole("dialog").waitFor();
  // The drawer's slide lasts 0.3 s: by then its classes would have come and gone.
  await page.waitForTimeout(400);
  const moved = await page.evaluate(() => (window as unknown as { moved: boolean }).moved);
  await page.close();
  return moved;
}

describe("motion follows the device's setting (src/ui/MotionPreference.tsx)", () => {
  it("with reduced motion asked for, the menu drawer is at rest the moment it opens; without, it slides in", async () => {
    expect(await openMenu("reduce")).toBe(false);
    expect(await openMenu("no-preference")).toBe(true);
  });
});
