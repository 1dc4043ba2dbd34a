import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a relation picker with nothing to pick", () => {
  it("offers + Add: the related record's form in a dialog, then it is selected, and the toast names it properly", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    const token = await signInAs(page, "9876543210");
    const res = await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } });
    const salon = (await res.json()).data.find((b: { business_master_id: number }) => b.business_master_id === 14).id;
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), salon);
    await page.goto(`${baseUrl()}/galla/appointments/create`);

    const name = `Keratin spa ${Date.now().toString(36)}`;
    const picker = page.locator("#service_id");
    await picker.click();
    await picker.fill(name);
    await page.getByText(`No service found`).waitFor();
    await page.getByRole("button", { name: `Add service “${name}”` }).click();

    const dialog = page.getByRole("dialog");
    await dialog.getByText("Add service").first().waitFor();
    expect(await dialog.locator("#name").inputValue()).toBe(name);
    await dialog.locator("#price").fill("1800");
    await dialog.getByRole("button", { name: "Add and select" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Selected in the appointment form, by its name; the owner is still on the appointment.
    await page.locator(".ant-select-selection-item", { hasText: name }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/galla/appointments/create");
    // Refine's own toast, in the declaration's words.
    await page.getByText("Service added").waitFor();
    expect(await page.locator("body").innerText()).not.toMatch(/Successfully created/);
    await page.screenshot({ path: ".tmp/pages-relation-added.png" });

    const saved = await fetch(`${baseUrl()}/api/b/${salon}/services?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await saved.json()) as { name: string }[]).map((s) => s.name)).toEqual([name]);
    expect(errors.filter((e) => !/deprecated/.test(e))).toEqual([]);
    await page.close();
  });
});
