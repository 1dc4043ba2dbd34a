import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, nextFrames, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("unsaved attendance", () => {
  it("asks before a link drops the marks; staying keeps them, leaving is the owner's choice", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const token = await signInAs(page, "9876543210");
    const res = await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } });
    const hotel = (await res.json()).data.find((b: { business_master_id: number }) => b.business_master_id === 147).id;
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), hotel);
    await page.goto(`${baseUrl()}/staffmanagement/staffattendance`);
    const firstRow = page.locator("tbody tr.data-table-row").first();
    await firstRow.waitFor();

    // Nothing changed: links just go.
    await page.locator('a[href="/galla/Leave"]').first().click();
    await page.waitForURL(/\/galla\/Leave/);
    await page.goBack();
    await firstRow.waitFor();

    // One mark changed, not saved.
    const radios = firstRow.getByRole("radio");
    const current = await radios.evaluateAll((els) => els.findIndex((e) => (e as HTMLInputElement).checked));
    await firstRow.locator("label.ant-radio-button-wrapper").nth(current === 1 ? 2 : 1).click();
    await page.getByRole("button", { name: /Save \(1\)/ }).waitFor();

    const asked: string[] = [];
    let dismissed: Promise<void> | undefined;
    page.once("dialog", (d) => {
      asked.push(d.message());
      dismissed = d.dismiss();
    });
    await page.locator('a[href="/galla/Leave"]').first().click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe("You have changes that are not saved. Leave this page and lose them?");
    // Declined: once the click's handler has gone on and its outcome is painted, the page is still here.
    await dismissed;
    await nextFrames(page);
    expect(new URL(page.url()).pathname).toBe("/staffmanagement/staffattendance");
    await page.getByRole("button", { name: /Save \(1\)/ }).waitFor();

    page.once("dialog", (d) => void d.accept());
    await page.locator('a[href="/galla/Leave"]').first().click();
    await page.waitForURL(/\/galla\/Leave/);
    await page.close();
  });
});
