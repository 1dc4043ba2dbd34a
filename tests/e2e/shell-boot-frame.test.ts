import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, holdEntrySheet, paintBesideEntrySheet, signInAs } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records, at every change of the page, whether the HTML frame and React's shell were ever on it together. */
function watchForOverlap() {
  const w = window as unknown as { overlapped: boolean };
  w.overlapped = false;
  new MutationObserver(() => {
    if (document.getElementById("boot-frame") && document.querySelector(".galla-header")) w.overlapped = true;
  }).observe(document, { childList: true, subtree: true });
}

const frame = (page: Page) => page.locator("#boot-frame");

describe("the console's frame before its code arrives (server/boot-frame.ts, issue 24)", () => {
  it("a signed-in first visit on a phone paints the top bar and the page's outline from the HTML alone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInAs(page, DEMO_OWNER_MOBILE);
    // No script runs: what shows is the HTML's own.
    await context.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await expect(frame(page).isVisible()).resolves.toBe(true);
    const box = (selector: string) => page.locator(`#boot-frame ${selector}`).boundingBox();
    expect(await box(".bf-top")).toMatchObject({ y: 0, width: 390, height: 64 });
    expect(await box(".bf-logo svg")).toMatchObject({ width: 32, height: 32 });
    expect((await box(".bf-tabs"))?.y).toBe(844 - 56);
    expect(await page.locator("#boot-frame .bf-side").isVisible()).toBe(false);
    await context.close();
  });

  it("paints before the console's stylesheet has arrived, and the console draws only once it has", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInAs(page, DEMO_OWNER_MOBILE);
    const release = await holdEntrySheet(context);
    await page.goto(`${baseUrl()}/galla/Dashboard`, { waitUntil: "commit" });
    // A second after its first paint, with the sheet still held, the console has not drawn.
    const { paint, sheet } = await paintBesideEntrySheet(page, release, async () => {
      await page.waitForTimeout(1000);
      expect(await page.locator(".galla-header").count()).toBe(0);
    });
    await page.getByTestId("recent-transactions").waitFor();
    const shell = await page.evaluate(() => getComputedStyle(document.querySelector(".galla-header")!).position);
    expect(paint).toBeLessThan(sheet);
    // The console's own styles were in when it drew (its header is laid out by them).
    expect(shell).not.toBe("static");
    await context.close();
  });

  it("React's shell takes its place before painting: never both on the page, and none left after", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signInAs(page, DEMO_OWNER_MOBILE);
    await page.addInitScript(watchForOverlap);
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.getByTestId("recent-transactions").waitFor();
    expect(await frame(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { overlapped: boolean }).overlapped)).toBe(false);
    await page.close();
  });

  it("a guest sent from a console page to sign in, or shown a page that does not exist, does not keep the frame", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByRole("textbox").first().waitFor();
    expect(await frame(page).count()).toBe(0);
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByText("Sorry, this page does not exist.").waitFor();
    expect(await frame(page).count()).toBe(0);
    await page.close();
  });
});
