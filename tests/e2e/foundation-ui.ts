import { expect } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, latestOtp } from "./helpers";

/**
 * Presses Get OTP until the code screen opens. Files run side by side, and another may have asked a
 * code for the same number within the server's resend gap (E2E_OTP_RESEND_GAP_SEC): the page then says, in its language, how
 * many seconds to wait (`waitNotice` captures them), and the press is repeated once they have passed.
 */
export async function askForCode(page: Page, button = "Get OTP", waitNotice = /Please wait (\d+) seconds/) {
  for (let tries = 0; ; tries++) {
    // Pressing again clears the notice before the call, so a notice seen after it is a new refusal.
    await page.getByRole("button", { name: button }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/auth\/Otp$/).then(() => "sent"),
      page.getByText(waitNotice).waitFor().then(() => "wait"),
    ]);
    if (outcome === "sent") return;
    expect(tries).toBeLessThan(2);
    const seconds = Number(waitNotice.exec((await page.getByText(waitNotice).textContent()) ?? "")?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}

/** Signs in through the real screens: mobile → Get OTP → the code from the sandbox outbox. */
export async function signInThroughUi(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel("Mobile number").fill(mobile);
  await askForCode(page);
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
