import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, signInAs } from "./helpers";

/** Issue 23: an enum value reads as a word ("Normal"), never the stored "normal". */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("enum values on generated pages", () => {
  it("say the word, in the list and in the filter", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const token = await signInAs(page, "9123456780");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const shop = ((await (await fetch(`${baseUrl()}/api/business/getBusiness`, { headers })).json()) as { data: { id: number }[] }).data[0].id;
    const raised = await fetch(`${baseUrl()}/api/b/${shop}/tickets`, {
      method: "POST",
      headers,
      body: JSON.stringify({ subject: "QR stand not scanning", category: "QR code", priority: "normal", description: "Customers say the printed QR does not open their app" }),
    });
    expect(raised.status).toBe(201);
    await page.goto(`${baseUrl()}/Ticket`);
    const row = page.getByRole("row").filter({ hasText: "QR stand not scanning" });
    await row.getByText("Normal", { exact: true }).waitFor();
    await row.getByText("Open", { exact: true }).waitFor();
    expect(await row.getByText("normal", { exact: true }).count()).toBe(0);

    // The filter offers the same words (Hindi's are checked in tests/unit/engine-option-label.test.ts).
    await page.getByRole("combobox", { name: "Priority" }).dispatchEvent("mousedown");
    await page.locator(".ant-select-item-option").getByText("Urgent", { exact: true }).waitFor();
    await page.close();
  });
});
