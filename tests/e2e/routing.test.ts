import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, signInAs } from "./helpers";

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

  it.each(["/no/such/page", "/errors/error-401"])("shows %s inside the console's frame to a signed-in user, with the navigation to go on", async (path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}${path}`);
    await page.getByText(path === "/no/such/page" ? "Sorry, this page does not exist." : "You are not allowed to open this page.").first().waitFor();
    await page.getByRole("navigation").getByText("Transactions").first().waitFor();
    await page.close();
  });

  it("sends a guest away from a guarded page to /", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/Dashboard`);
    await page.waitForURL(/\/auth\/login$/);
  });
});
