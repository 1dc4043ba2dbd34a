import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, sessions, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rupees = (text: string) => Number(/₹([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, ""));
async function shownBalance(page: Page) {
  const el = page.getByTestId("wallet-balance");
  await el.filter({ hasText: "₹" }).waitFor();
  return rupees((await el.textContent()) ?? "");
}

describe("subscriptions paid from the wallet", () => {
  it("an upgrade turns an EXPIRED badge ACTIVE and the top bar balance drops by the price", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchErrors(page);
    const token = sessions()["9876543210"];
    const mine = (await (await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; business_master_id: number }[] };
    // Hotel Sai Residency: Appointments is seeded EXPIRED and its wallet holds more than ₹299.
    const hotel = mine.data.find((b) => b.business_master_id === 147)!;
    await signInAs(page, "9876543210");
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), hotel.id);

    await page.goto(`${baseUrl()}/subscription`);
    const card = page.getByTestId("module-manage_appointment");
    await card.getByTestId("plan-badge").filter({ hasText: "EXPIRED" }).waitFor();
    for (const key of ["galla", "manage_appointment", "staff_management", "sales_and_purchase", "communication"]) {
      await page.getByTestId(`module-${key}`).getByTestId("period-text").waitFor();
    }
    await page.screenshot({ path: ".tmp/e2e-engine-subscriptions.png" }).catch(() => {});
    await card.getByTestId("upgrade-manage_appointment").click();
    await page.waitForURL(/\/subscription\/manage_appointment$/);
    await page.getByTestId("plan-monthly").getByText("₹299.00").first().waitFor();
    await page.getByTestId("plan-yearly").getByText("₹2,999.00").first().waitFor();
    const before = await shownBalance(page);
    expect(before).toBeGreaterThanOrEqual(299);

    await page.getByTestId("buy-monthly").click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: "Pay ₹299.00" }).click();
    await page.getByTestId("plan-badge").filter({ hasText: "ACTIVE" }).waitFor();
    await page.getByText(/Monthly plan, valid till/).first().waitFor();
    await page.waitForFunction(
      (expected) => {
        const m = /₹([\d,]+\.\d{2})/.exec(document.querySelector("[data-testid=wallet-balance]")?.textContent ?? "");
        return m && Math.abs(Number(m[1].replace(/,/g, "")) - expected) < 0.001;
      },
      before - 299,
      { timeout: 15_000 },
    );
    await page.screenshot({ path: ".tmp/e2e-engine-upgraded.png" }).catch(() => {});
    expect(errors).toEqual([]);
  });

  it("a plan the wallet cannot pay for prompts to Add Wallet", async () => {
    const page = await browser.newPage();
    await signInAs(page, "9123456780");
    await page.goto(`${baseUrl()}/subscription/sales_and_purchase`);
    await page.getByTestId("buy-yearly").click({ timeout: 15_000 }).catch(async (err) => {
      await page.screenshot({ path: ".tmp/e2e-engine-short-fail.png" });
      throw err;
    });
    await page.getByTestId("short-balance").getByText("Add money to your wallet first").waitFor();
    await page.getByTestId("short-balance").getByTestId("add-wallet").waitFor();
  });
});
