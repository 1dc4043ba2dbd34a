import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOP = 1; // Sharma General Store, whose demo books the sales seeder writes
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const money = (text: string | null) => Number(/₹([\d,]+\.\d{2})/.exec(text ?? "")?.[1].replace(/,/g, "") ?? NaN);

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/sales/${SHOP}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** Picks an option of an antd Select by typing into it. */
async function pick(page: Page, select: ReturnType<Page["locator"]>, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: text }).first().click();
}

describe("sales and purchase books", () => {
  it("a credit sale with two lines, part payment, the party's balance and the sales report follow; the invoice prints", async () => {
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    const errors = watchErrors(page);
    const token = await signInAs(page, "9876543210");
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), SHOP);
    // Other e2e files share the database: read the numbers before, compare after.
    const [party] = await api<{ id: number; name: string; to_receive: number }[]>(token, "/parties?q=Annapurna");
    const reportBefore = await api<{ totals: { total: number; count: number } }>(token, `/reports/sales?from=${today}&to=${today}`);

    await page.goto(`${baseUrl()}/sales&purchase/manage_party/addsale?party_id=${party.id}`);
    await page.getByText("New Credit Sale").waitFor();
    await page.getByTestId("party-select").getByText(party.name).waitFor();
    await pick(page, page.getByTestId("product-select").nth(0), "Basmati");
    await page.getByLabel("Quantity 1").fill("2");
    await page.getByText("+ Add item").click();
    await pick(page, page.getByTestId("product-select").nth(1), "Lifebuoy");
    await page.getByLabel("Quantity 2").fill("3");
    // 2 × 645 at 5 % = 1354.50; 3 × 38 at 18 % = 134.52; 1489.02 → 1489.00
    await expect.poll(async () => money(await page.getByTestId("editor-total").textContent())).toBe(1489);
    await page.getByLabel("Amount received").fill("0");
    await page.getByTestId("save-print").click();

    await page.waitForURL(/\/Sale\/sale_invoices\/\d+\/print/);
    const a4 = page.getByTestId("print-a4");
    await a4.waitFor();
    expect(money(await page.getByTestId("print-total").textContent())).toBe(1489);
    await expect.poll(() => a4.getByText("ORIGINAL FOR RECIPIENT").count()).toBe(1);
    await a4.getByText("27AAPFU0939F1ZV").waitFor();
    await a4.getByText("Rupees One Thousand Four Hundred Eighty-Nine Only").waitFor();
    await page.getByTestId("print-qr").waitFor();
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: ".tmp/sales-print-a4.png", fullPage: true });
    expect(await page.locator(".galla-sider").isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await page.getByText("Thermal (80 mm)").click();
    await page.getByTestId("print-thermal").waitFor();
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: ".tmp/sales-print-thermal.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });

    const afterSale = await api<{ to_receive: number }[]>(token, "/parties?q=Annapurna");
    expect(afterSale[0].to_receive).toBeCloseTo(party.to_receive + 1489, 2);

    // Part payment: ₹500 by UPI against the oldest open invoices.
    await page.goto(`${baseUrl()}/sales&purchase/Sale/payment_in?party_id=${party.id}`);
    const drawer = page.locator(".ant-drawer");
    await drawer.getByText(party.name).waitFor();
    await drawer.getByLabel("Payment amount").fill("500");
    await drawer.getByTestId("save-payment").click();
    await page.getByText("Payment received").waitFor();

    await page.goto(`${baseUrl()}/sales&purchase/manage_party/ledger/${party.id}`);
    const expected = party.to_receive + 1489 - 500;
    await expect.poll(async () => money(await page.getByTestId("ledger-receive").textContent())).toBeCloseTo(expected, 2);
    await page.getByRole("cell", { name: "Payment in" }).last().waitFor();

    await page.goto(`${baseUrl()}/sales&purchase/reports/sales`);
    await page.getByText("Today", { exact: true }).click();
    await expect.poll(async () => money(await page.getByTestId("report-total").locator(".ant-statistic-content").textContent())).toBeCloseTo(reportBefore.totals.total + 1489, 2);
    await page.getByTestId("sales-chart").waitFor();
    await page.screenshot({ path: ".tmp/sales-report.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("the product list shows stock and the low-stock status", async () => {
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    await signInAs(page, "9876543210");
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), SHOP);
    await page.goto(`${baseUrl()}/sales&purchase/product_management`);
    // Surf Excel is seeded with 7 in stock against an alert level of 8.
    const row = page.getByRole("row").filter({ hasText: "Surf Excel 1kg" });
    await row.waitFor();
    await row.getByText("Low stock").waitFor();
    await page.screenshot({ path: ".tmp/sales-products.png", fullPage: true });
  });
});
