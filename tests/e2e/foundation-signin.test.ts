import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, latestOtp, motionsEnded } from "./helpers";
import { askForCode, balanceText, expectAt, storageOf, typeOtp } from "./foundation-ui";
import { SECOND_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Sign-in through the UI as the second demo owner, then sign out — with this fresh session, never
 * the seeded one other files use. The Hindi file signs the same number in through the OTP screens, so
 * asking for the code waits out the resend gap if that file asked moments before.
 */
let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  errors = watchErrors(page);
});
afterAll(() => browser?.close());

describe("sign-in and sign-out", () => {
  it("refuses a malformed number in the form, before any call", async () => {
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByText("Mobile number must be a valid 10-digit Indian mobile number").waitFor();
    expectAt(page, "/auth/login");
  });

  it("sends a code, shows the server's wrong-code message, and signs in with the code from the outbox", async () => {
    await page.getByLabel("Mobile number").fill(`+91 ${SECOND_OWNER_MOBILE.slice(0, 5)} ${SECOND_OWNER_MOBILE.slice(5)}`);
    await askForCode(page);
    await page.getByText("+91 91234 56780").waitFor();
    // The resend link waits out the server's 30-second gap.
    await expect(page.getByTestId("resend-countdown").textContent()).resolves.toMatch(/Resend in 0:(2\d|30)/);

    const code = await latestOtp(SECOND_OWNER_MOBILE);
    const wrong = code === "000000" ? "111111" : "000000";
    await typeOtp(page, wrong);
    await page.locator(".ant-alert-error").filter({ hasText: "Wrong code. 4 tries left." }).waitFor();
    expectAt(page, "/auth/Otp");

    await typeOtp(page, code);
    await page.waitForURL(/\/galla\/Dashboard$/);
    const stored = await storageOf(page);
    expect(stored.authToken).toMatch(/.{20,}/);
    expect(stored.authRole).toBe("ADMIN");
    // The refresh token is out of scripts' reach: an httpOnly, SameSite=Strict cookie for /api only.
    const refresh = (await page.context().cookies()).find((c) => c.name === "galla_refresh");
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("galla_refresh");
    expect(await balanceText(page)).toMatch(/₹[\d,]+\.\d\d/);
    // Mehta Medicals is this owner's only business.
    await page.getByText("Mehta Medicals").first().waitFor();
  });

  it("a signed-in user opening /auth/login goes to the dashboard", async () => {
    await page.goto(`${baseUrl()}/auth/login`);
    await page.waitForURL(/\/galla\/Dashboard$/);
  });

  it("signs out: confirm dialog, the token is revoked, storage cleared, back at /", async () => {
    const token = (await storageOf(page)).authToken!;
    await page.getByRole("button", { name: "Sign Out" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(".ant-modal-confirm-title").filter({ hasText: "Sign out?" }).waitFor();
    // A click on a dialog still zooming open can miss its button (under load it did: the dialog stayed).
    await motionsEnded(page);
    // Staying cancels: nothing changes.
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await storageOf(page)).authToken).toBe(token);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).waitFor();
    await motionsEnded(page);
    await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(/\/auth\/login$/);
    await page.getByRole("button", { name: "Get OTP" }).waitFor();
    // Calls still in flight when the token was revoked may answer 401, which reloads "/" once more.
    await page.waitForLoadState("load");
    await page.getByRole("button", { name: "Get OTP" }).waitFor();
    const after = await storageOf(page);
    for (const key of ["authToken", "authRole", "businessid", "businessName", "businessEmail", "businessLogo", "wallet", "business_master_id"]) {
      expect(after[key], key).toBeUndefined();
    }
    expect(Object.keys(after).filter((k) => k.startsWith("plan_"))).toEqual([]);
    const me = await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    expect((await page.context().cookies()).find((c) => c.name === "galla_refresh")).toBeUndefined();

    // Guarded pages are closed again.
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.waitForURL(/\/auth\/login$/);
  });

  it("logged no errors besides the refused wrong code and calls cut off by signing out", () => {
    // (429: a code asked within another file's resend gap, which askForCode waits out.)
    expect(errors.filter((e) => !/status of (400|401|429)/.test(e))).toEqual([]);
  });
});
