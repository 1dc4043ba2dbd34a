import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("toasts on a laptop", () => {
  it("a success toast opens below the top bar, never over Add Wallet or Sign Out", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}/sales&purchase/manage_party/addparty`);
    await page.getByLabel("Party Name").fill(`Toast Check ${Date.now() % 100000}`);
    await page.getByRole("button", { name: "Save" }).click();
    const toast = page.locator(".ant-notification-notice").filter({ hasText: "Party added" });
    await toast.waitFor();
    const header = (await page.locator(".galla-header").boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.close();
  });
});
