import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** WALLET_SCREENSHOTS=1 saves the states into .tmp/ for a human to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.WALLET_SCREENSHOTS) await page.screenshot({ path: `.tmp/wallet-${name}.png` });
};

const shownBalance = async (page: Page) => {
  const text = (await page.getByTestId("wallet-balance").textContent()) ?? "";
  const match = /₹([\d,]+\.\d{2})/.exec(text);
  return match ? Number(match[1].replace(/,/g, "")) : NaN;
};

async function openDialog(page: Page, amount: string) {
  await page.goto(`${baseUrl()}/galla/Dashboard`);
  await page.getByTestId("wallet-balance").getByText("₹").waitFor();
  await page.getByTestId("add-wallet").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Add Money to Wallet").waitFor();
  expect(await dialog.getByTestId("topup-upi").isDisabled()).toBe(true);
  await dialog.getByLabel("Amount").fill(amount);
  return dialog;
}

describe("Add Wallet", () => {
  it("a collect request approved by success@sandbox raises the shown balance by the amount", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signInAs(page, "9876543210");
    const dialog = await openDialog(page, "250");
    const before = await shownBalance(page);
    await dialog.getByText("GST @ 18% on ₹250.00: ₹45.00").waitFor();
    const add = dialog.getByRole("button", { name: "Add Wallet" });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByTestId("topup-upi").fill("success@sandbox");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByTestId("topup-mask-name").getByText("SU*****").waitFor();
    await shot(page, "dialog-validated");
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.getByText("Please accept the request of").waitFor();
    await page.getByRole("button", { name: "Cancel payment" }).waitFor();
    await shot(page, "drawer-pending");
    // Approved after ~3 s, seen by the 5 s poll, credited by the server, then the page reloads.
    await page.waitForFunction((expected) => {
      const m = /₹([\d,]+\.\d{2})/.exec(document.querySelector("[data-testid=wallet-balance]")?.textContent ?? "");
      return m && Number(m[1].replace(/,/g, "")) === expected;
    }, before + 250, { timeout: 30_000 });
    expect(await shownBalance(page)).toBe(before + 250);
    expect(errors).toEqual([]);
  });

  it("failure@sandbox shows the provider message as a toast and Transaction Failed!", async () => {
    const page = await browser.newPage();
    await signInAs(page, "9876543210");
    const dialog = await openDialog(page, "99");
    const before = await shownBalance(page);
    await dialog.getByTestId("topup-upi").fill("failure@sandbox");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByTestId("topup-mask-name").waitFor();
    await dialog.getByRole("button", { name: "Add Wallet" }).click();
    await page.getByText("Transaction Failed!").waitFor({ timeout: 20_000 });
    const toast = page.locator(".ant-notification-topRight .ant-notification-notice-error");
    await toast.getByText("Transaction declined by the payer").waitFor();
    await shot(page, "drawer-failed");
    await page.locator(".ant-result").getByRole("button", { name: "Close" }).click();
    await page.getByText("Transaction Failed!").waitFor({ state: "hidden" });
    expect(await shownBalance(page)).toBe(before);
  });

  it("shows the provider's message for an invalid UPI id", async () => {
    const page = await browser.newPage();
    await signInAs(page, "9876543210");
    const dialog = await openDialog(page, "10");
    await dialog.getByTestId("topup-upi").fill("not-a-upi-id");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByTestId("topup-upi-error").getByText("Invalid UPI id. Please check it and try again.").waitFor();
    expect(await dialog.getByRole("button", { name: "Add Wallet" }).isDisabled()).toBe(true);
    await shot(page, "dialog-invalid-upi");
  });

  it("QR mode counts down from 11:00 and expires to Session expired (browser clock)", async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await signInAs(page, "9876543210");
    const dialog = await openDialog(page, "150");
    expect(await dialog.getByRole("button", { name: "Show QR Code" }).isDisabled()).toBe(false);
    // Stop the page's clock so a slow machine cannot tick the countdown before it is read.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.getByRole("button", { name: "Show QR Code" }).click();
    const qr = dialog.getByTestId("topup-qr");
    await qr.waitFor();
    expect(await qr.getAttribute("data-upi")).toMatch(/^upi:\/\/pay\?pa=.+&pn=.+&am=150\.00&tr=[A-Za-z0-9]{16}&cu=INR$/);
    await dialog.getByTestId("topup-countdown").getByText("11:00").waitFor();
    expect(await dialog.getByRole("button", { name: "Add Wallet" }).count()).toBe(0);
    await page.clock.runFor(1000);
    await dialog.getByTestId("topup-countdown").getByText("10:59").waitFor();
    await shot(page, "dialog-qr");
    await page.clock.fastForward(659_000);
    await dialog.getByText("Session expired").waitFor();
    expect(await dialog.getByTestId("topup-qr").count()).toBe(0);
    await shot(page, "dialog-qr-expired");
  });
});

describe("business QR", () => {
  it("My QR shows the name and QR; DOWNLOAD QR CODE saves a PNG named after the business that decodes to upi://pay", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}/MyQR`);
    await page.getByTestId("qr-business-name").getByText("Sharma General Store").waitFor();
    await page.waitForFunction(() => (document.querySelector("[data-testid=qr-image]") as HTMLImageElement | null)?.naturalWidth);
    await shot(page, "my-qr");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "DOWNLOAD QR CODE" }).click()]);
    expect(download.suggestedFilename()).toBe("Sharma General Store.png");
    const png = PNG.sync.read(await readFile((await download.path())!));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe("upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR");
    // PRINT lays out the standee (name, QR, the line, the UPI id) and prints only that.
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = document.body.classList.contains("galla-printing-qr");
      };
    });
    await page.getByRole("button", { name: "PRINT" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    const standee = page.locator("#galla-qr-standee");
    expect(await standee.textContent()).toContain("Scan and pay with any UPI app");
    expect(await standee.textContent()).toContain("UPI ID: sharmastore@okhdfcbank");
    expect(errors).toEqual([]);
  });

  it("the generated QR page shows the QR without sign-in", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const shopId = await (async () => {
      const probe = await browser.newPage();
      await signInAs(probe, "9876543210");
      await probe.goto(`${baseUrl()}/galla/Dashboard`);
      await probe.waitForFunction(() => localStorage.getItem("businessid"));
      const id = await probe.evaluate(() => localStorage.getItem("businessid"));
      await probe.close();
      return id;
    })();
    await page.goto(`${baseUrl()}/galla/Setting/MyQR/generatedqr?business=${shopId}`);
    await page.getByTestId("qr-business-name").getByText("Sharma General Store").waitFor();
    expect(page.url()).toContain("/generatedqr");
    await context.close();
  });
});

describe("payments pages", () => {
  it("the dashboard shows today's and this month's collections, the 7-day chart and recent transactions", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.getByText("Today's collections").waitFor();
    await page.getByText("This month's collections").waitFor();
    await page.getByTestId("seven-day-chart").waitFor();
    await page.getByTestId("recent-transactions").locator("tbody tr").first().waitFor();
    expect(await page.getByTestId("seven-day-chart").locator("rect").count()).toBe(7);
    // The menu has the three payments entries.
    for (const [label, path] of [["Dashboard", "/galla/Dashboard"], ["My QR", "/MyQR"], ["Transactions", "/galla/Transactions"]]) {
      await page.locator(`.galla-menu a[href="${path}"]`).getByText(label, { exact: true }).waitFor();
    }
    await shot(page, "dashboard");
    expect(errors).toEqual([]);
  });

  it("Transactions lists QR payments with server-side pages, search and totals", async () => {
    const page = await browser.newPage();
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}/galla/Transactions`);
    const rows = page.getByTestId("transactions-page").locator("tbody tr.data-table-row");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    await page.getByTestId("paginator").getByRole("button", { name: "2", exact: true }).click();
    await page.getByTestId("paginator").locator("[aria-current=page]").getByText("2").waitFor();
    await shot(page, "transactions");
    const firstPayer = (await rows.first().locator("td").nth(1).locator("span").first().textContent())!;
    await page.getByTestId("transactions-search").fill(firstPayer);
    await page.getByTestId("transactions-search").press("Enter");
    await page.waitForFunction(
      (name) => [...document.querySelectorAll("[data-testid=transactions-page] tbody tr.data-table-row")].every((r) => r.textContent?.includes(name)),
      firstPayer,
    );
    expect(await page.getByTestId("transactions-total").textContent()).toMatch(/₹[\d,]+\.\d{2}/);
  });
});
