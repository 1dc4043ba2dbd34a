import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("routing", () => {
  it("sends / to /auth/login", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/auth\/login$/);
  });

  it.each(["/errors/whatever", "/auth/no-such-step", "/no/such/page"])("shows the 404 page for %s", async (path) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await page.getByText("Sorry, this page does not exist.").waitFor();
  });

  it("sends a guest away from a guarded page to /", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/Dashboard`);
    await page.waitForURL(/\/auth\/login$/);
  });
});
