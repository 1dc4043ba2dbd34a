import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { signInThroughUi } from "./foundation-ui";
import { baseUrl } from "./helpers";
import { newPhonePage, pageWidth, shownBalance } from "./phone";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Issue #10 "Done when": an owner's seven daily jobs, end to end on a 390 x 844 touch phone, through
 * the screens only (no address typed by hand after signing in): sign in, top up, My QR, today's
 * payments, a walk-in invoice downloaded as PDF, an SMS sent after its confirmation, switch business.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("an owner's day on a phone", () => {
  it("signs in, tops up, downloads the shop QR, checks today's payments, bills a walk-in as PDF, sends an SMS and switches business", async () => {
    const page = await newPhonePage(browser);
    const errors = watchErrors(page);
    const menu = page.getByRole("dialog", { name: "Menu" });
    const tabs = page.getByRole("navigation", { name: "Quick actions" });

    // 1. Sign in with the OTP.
    await signInThroughUi(page, DEMO_OWNER_MOBILE);
    await page.waitForURL("**/galla/Dashboard");
    const before = await shownBalance(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // 2. Top up the wallet by UPI (success@sandbox approves the collect request).
    await page.getByTestId("add-wallet").tap();
    const dialog = page.getByRole("dialog", { name: "Add Money to Wallet" });
    await dialog.getByLabel("Amount").fill("750");
    await dialog.getByTestId("topup-upi").fill("success@sandbox");
    await dialog.getByRole("button", { name: "Verify" }).tap();
    await dialog.getByTestId("topup-mask-name").waitFor();
    await dialog.getByRole("button", { name: "Add Wallet" }).tap();
    const drawer = page.getByRole("dialog", { name: "Wallet top-up" });
    await drawer.getByText("₹750 added to your wallet").waitFor({ timeout: 30_000 });
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(before + 750);
    await drawer.getByRole("button", { name: "Close" }).first().tap();

    // 3. Open My QR from the navigation and download it for the counter.
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.waitForFunction(() => document.querySelector(".galla-nav-drawer")?.getBoundingClientRect().left === 0);
    await menu.getByRole("link", { name: "My QR" }).tap();
    await page.getByTestId("qr-image").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "DOWNLOAD QR CODE" }).tap()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);

    // 4. Today's payments: the Payments tab (the page fits the phone), and today's collections on Home.
    await tabs.getByRole("link", { name: "Payments" }).tap();
    await page.waitForURL("**/galla/Transactions");
    await page.getByRole("heading", { level: 1, name: "Transactions" }).waitFor();
    await page.locator("main").getByText("₹").first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await tabs.getByRole("link", { name: "Home" }).tap();
    await page.getByTestId("today-collections").waitFor();

    // 5. A walk-in's invoice with two lines, saved and downloaded as a PDF file.
    await tabs.getByRole("link", { name: "New sale" }).tap();
    await page.getByText("New Cash Sale").waitFor();
    await page.getByLabel("Walk-in name").fill("Counter customer");
    await page.getByLabel("Item name 1").fill("Masala chai");
    await page.getByLabel("HSN/SAC 1", { exact: true }).fill("996331");
    await page.getByLabel("Quantity 1").fill("2");
    await page.getByLabel("Rate 1", { exact: true }).fill("15");
    await page.getByRole("button", { name: "+ Add item" }).tap();
    await page.getByLabel("Item name 2").fill("Samosa");
    await page.getByLabel("HSN/SAC 2", { exact: true }).fill("996331");
    await page.getByLabel("Quantity 2").fill("3");
    await page.getByLabel("Rate 2", { exact: true }).fill("12");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByTestId("save-print").tap();
    await page.waitForURL(/\/Sale\/sale_invoices\/\d+\/print$/);
    const number = (await page.getByTestId("print-number").textContent())!.trim();
    // The PDF button comes with the "invoice" branch: the server's file, named after the invoice.
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).tap()]);
    // The number with the characters a file name cannot hold (its slashes) made dashes.
    expect(pdf.suggestedFilename()).toBe(`${number.replace(/[\\/:*?"<>|\s]+/g, "-")}.pdf`);
    const file = await pdf.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

    // 6. An SMS, sent only after the confirmation shows its text, recipient and cost.
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.waitForFunction(() => document.querySelector(".galla-nav-drawer")?.getBoundingClientRect().left === 0);
    await menu.getByRole("list", { name: "COMMUNICATION" }).getByRole("link", { name: "Compose SMS" }).tap();
    await page.getByRole("heading", { level: 1, name: "Compose SMS" }).waitFor();
    await page.getByLabel("Or type a mobile number").fill("9822099031");
    await page.getByTestId("template-select").tap();
    // A transactional template (sent at any hour), from the dropdown's visible items.
    await page.locator(".ant-select-item-option").filter({ hasText: "Payment received" }).first().tap();
    const blanks = page.locator("[id^=sms-blank-]");
    for (let i = 0; i < (await blanks.count()); i++) await blanks.nth(i).fill(`${120 + i}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Send SMS" }).tap();
    const confirm = page.getByRole("dialog", { name: "Send this SMS?" });
    const text = (await confirm.getByTestId("confirm-text").innerText()).trim();
    expect(await confirm.getByTestId("confirm-recipients").innerText()).toBe("+91 98220 99031");
    expect(await confirm.getByTestId("confirm-cost").innerText()).toMatch(/^1 part × ₹0\.25 = ₹0\.25$/);
    await confirm.getByRole("button", { name: /^Send · ₹/ }).tap();
    await page.getByText("1 SMS sent").waitFor();
    const outbox = (await (await fetch(`${baseUrl()}/api/sandbox/outbox?to=9822099031`)).json()) as { data: { text: string }[] };
    expect(outbox.data[0].text).toBe(text);

    // 7. Switch business from the navigation.
    const names = await page.evaluate(async () => {
      const res = await fetch("/api/business/getBusiness", { headers: { authorization: `Bearer ${localStorage.getItem("authToken")}` } });
      return ((await res.json()) as { data: { business_name: string }[] }).data.map((b) => b.business_name);
    });
    const current = await page.evaluate(() => localStorage.getItem("businessName"));
    const other = names.find((n) => n !== current)!;
    expect(other).toBeTruthy();
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.waitForFunction(() => document.querySelector(".galla-nav-drawer")?.getBoundingClientRect().left === 0);
    await menu.locator(".galla-business-switcher").tap();
    await page.getByRole("option", { name: other.slice(0, 20) }).tap();
    await page.getByText(`Dashboard · ${other}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("businessName"))).toBe(other);
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });
});
