import { expect } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, latestOtp } from "./helpers";

/** Signs in through the real screens: mobile → Get OTP → the code from the sandbox outbox. */
export async function signInThroughUi(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/auth\/Otp$/);
  await typeOtp(page, await latestOtp(mobile));
}

/** Types into the six boxes; a full code verifies by itself. */
export async function typeOtp(page: Page, code: string) {
  await page.locator(".ant-otp input").first().click();
  await page.keyboard.type(code);
}

export const storageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

/** The top bar's balance, once it has loaded. */
export async function balanceText(page: Page): Promise<string> {
  const balance = page.getByTestId("wallet-balance");
  await balance.filter({ hasText: "₹" }).waitFor();
  return (await balance.textContent()) ?? "";
}

export const expectAt = (page: Page, path: string) => expect(new URL(page.url()).pathname).toBe(path);
