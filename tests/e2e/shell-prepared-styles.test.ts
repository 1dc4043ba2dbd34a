import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, signInAs } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** antd's own style tags: one per component style it generated in the browser. */
const generatedStyles = () => [...document.querySelectorAll("style[data-css-hash]")].map((s) => s.textContent!.slice(0, 40));

describe("antd's prepared styles (scripts/antd-styles-plugin.ts, src/prepared-styles.ts)", () => {
  it("a signed-in visit opening at the dashboard draws it without antd generating a style in the browser", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, DEMO_OWNER_MOBILE);
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.getByTestId("recent-transactions").waitFor();
    // A class hash that drifted from the browser's (another theme, antd or NODE_ENV at build) would show here.
    expect(await page.evaluate(generatedStyles)).toEqual([]);
    expect(await page.locator('link[href*="antd-landing"]').count()).toBe(1);
    // The file's rules are the ones in force: a card has the radius antd derives from the theme (borderRadiusLG).
    expect(await page.locator(".ant-card").first().evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe("10px");
    await page.close();
  });

  it("another signed-in first visit takes the same file for the shell, and antd generates only what the page draws beyond it", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, DEMO_OWNER_MOBILE);
    await page.goto(`${baseUrl()}/galla/Transactions`);
    await page.locator(".galla-content .ant-card, .galla-content table").first().waitFor();
    expect(await page.locator('link[href*="antd-"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))).toEqual([
      expect.stringMatching(/^\/assets\/antd-landing-[\w-]+\.css$/),
    ]);
    const generated = await page.evaluate(generatedStyles);
    // The shell's buttons, menu, select and layout come from the file…
    expect(generated.filter((css) => /\.ant-(btn|select|layout|tooltip|spin)\b/.test(css))).toEqual([]);
    // …and the page's own (the period switch, the search box) are still generated.
    expect(generated.some((css) => css.includes(".ant-segmented"))).toBe(true);
    await page.close();
  });

  it("a guest's first visit (sign-in: its budget is 150 KB) downloads no prepared file", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByRole("button").first().waitFor();
    expect(await page.locator('link[href*="antd-"]').count()).toBe(0);
    expect((await page.evaluate(generatedStyles)).length).toBeGreaterThan(0);
    await page.close();
  });

  it("a visit the service worker answers reads every antd style of the invoice editor from the device's file, and draws it the same", async () => {
    // The launcher blocks service workers for every other test.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    const page = await context.newPage();
    await signInAs(page, DEMO_OWNER_MOBILE);
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    await page.goto(`${baseUrl()}/sales&purchase/manage_party/addsale`);
    await page.getByLabel("Item name 1").waitFor();
    // Every antd component the editor draws is in the file (a component missing from
    // scripts/antd-prepared-styles.tsx would be generated here), and only that file is linked.
    expect(await page.evaluate(generatedStyles)).toEqual([]);
    expect(await page.locator('link[href*="antd-"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))).toEqual([
      expect.stringMatching(/^\/assets\/antd-all-[\w-]+\.css$/),
    ]);
    // Its rules are in force: the primary button has the theme's colour.
    expect(await page.getByTestId("save-print").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(11, 110, 79)");
    await context.close();
  });
});
