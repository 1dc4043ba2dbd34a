import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";
import { PHONE, pageWidth } from "./phone";

/**
 * Issue 26 on a phone (390 px): the GST type of an invoice line, the HSN/SAC a registered shop must
 * give, a debit note raised from an invoice's page, and the GSTR-3B file beside the GSTR-1 downloads.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const IST = "Asia/Kolkata";
const SHOP = 1; // Sharma General Store: GST-registered
const SP = "/sales&purchase";
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const shots = "/tmp/shots-gst";

async function phone() {
  const page = await browser.newPage({ ...PHONE, timezoneId: IST, acceptDownloads: true });
  const errors = watchErrors(page);
  const token = await signInAs(page, "9876543210");
  await page.evaluate((id) => localStorage.setItem("businessid", String(id)), SHOP);
  return { page, errors, token };
}

describe("GST returns as the portal takes them, on a phone", () => {
  it("a typed line asks for its HSN/SAC, takes a GST type, and saves as exempt", async () => {
    const { page, errors } = await phone();
    await page.goto(`${baseUrl()}${SP}/manage_party/addsale`);
    await page.getByLabel("Item name 1").fill("E2E tuition fee");
    await page.getByLabel("Rate 1", { exact: true }).fill("500");
    await page.getByTestId("save-print").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("editor-error").textContent()).toMatch(/HSN\/SAC on line 1 is required/);

    await page.getByLabel("HSN/SAC 1", { exact: true }).fill("999293");
    await page.getByTestId("line-treatment-0").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Exempt from GST" }).click();
    // No GST is charged on an exempt line: its rate is 0 and cannot be changed.
    await expect.poll(() => page.getByTestId("line-card-0").locator(".ant-select-disabled").count()).toBe(1);
    const chooser = await page.getByTestId("line-treatment-0").boundingBox();
    expect(chooser!.x + chooser!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/editor-treatment-390.png`, fullPage: true });

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/sales/${SHOP}/invoices`) && r.request().method() === "POST"),
      page.getByTestId("save-print").focus().then(() => page.keyboard.press("Enter")),
    ]);
    expect(saved.status()).toBe(200);
    const doc = ((await saved.json()) as { data: { total: number; lines: { treatment: string; gst_rate: number }[] } }).data;
    expect(doc.lines[0]).toMatchObject({ treatment: "exempt", gst_rate: 0 });
    expect(doc.total).toBe(500);
    // The one 400 is the refusal asked for above (the browser logs every failed request).
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.close();
  });

  it("a debit note is issued from the invoice's page and prints as one", async () => {
    const { page, errors, token } = await phone();
    const res = await fetch(`${baseUrl()}/api/sales/${SHOP}/invoices`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ payment_type: "cash", date: today, lines: [{ name: "E2E cement bag", hsn: "2523", qty: 10, rate: 350, gst_rate: 18 }] }),
    });
    const invoice = ((await res.json()) as { data: { id: number; number: string } }).data;
    await page.goto(`${baseUrl()}${SP}/Sale/sale_invoices/${invoice.id}/print`);
    await page.getByTestId("new-debit-note").click();
    await page.getByLabel("Amount raised 1").fill("200");
    await page.screenshot({ path: `${shots}/debit-note-390.png` });
    await page.getByRole("button", { name: "Save debit note" }).click();
    await page.waitForURL(/\/Sale\/debit_notes\/\d+\/print/);
    await expect.poll(() => page.getByTestId("print-number").first().textContent()).toMatch(/SDN\//);
    // ₹200 raised at 18 %: ₹236 more to collect.
    await expect.poll(() => page.getByTestId("print-total").textContent()).toContain("236.00");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GSTR-3B downloads as the portal's JSON beside the GSTR-1 files", async () => {
    const { page, errors } = await phone();
    await page.goto(`${baseUrl()}${SP}/reports/gst_returns`);
    const button = page.getByTestId("gstr3b-json");
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/gst-returns-390.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^GSTR3B_\d{6}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(file).toMatchObject({ gstin: "27AAPFU0939F1ZV", ret_period: expect.stringMatching(/^\d{6}$/) });
    expect(file.itc_elg.itc_avl.map((r: { ty: string }) => r.ty)).toEqual(["IMPG", "IMPS", "ISRC", "ISD", "OTH"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a product says its GST type in plain words", async () => {
    const { page, errors } = await phone();
    await page.goto(`${baseUrl()}${SP}/product_management/addproduct`);
    await page.getByRole("combobox", { name: "GST Treatment" }).dispatchEvent("mousedown");
    for (const word of ["Taxable (GST charged)", "Nil-rated (0 % GST)", "Exempt from GST", "Outside GST (petrol, liquor)"]) {
      await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: word }).first().waitFor();
    }
    await page.screenshot({ path: `${shots}/product-treatment-390.png` });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });
});
