import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, sessions, latestOtp, signInAs } from "./helpers";

/** Issue 23: staff are not shown what they cannot use — the dashboard does not tell them to use Add Wallet. */
let browser: Browser;
const STAFF = "9000000051";
const OWNER_ONLY = "Only the business owner can upgrade a subscription.";
const call = async (method: string, path: string, body?: unknown, token?: string) =>
  (await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })).json();

beforeAll(async () => {
  browser = await launchBrowser();
  const owner = sessions()["9876543210"];
  const shop = (await call("GET", "/api/business/getBusiness", undefined, owner)).data.find((b: { business_master_id: number }) => b.business_master_id === 5).id;
  // Payments read: the balance is theirs to see, topping up is not.
  await call("POST", `/api/business/${shop}/members`, { mobile: STAFF, permissions: { galla: "read" } }, owner);
});
afterAll(() => browser?.close());

describe("what staff are shown", () => {
  it("the owner is told to use Add Wallet; a staff member who cannot top up is not, nor offered a plan's pay button", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, "9876543210");
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.getByText("Use Add Wallet at the top to top it up by UPI").waitFor();

    await call("POST", "/api/auth/otp", { mobile: STAFF });
    const staff = (await call("POST", "/api/auth/verify", { mobile: STAFF, otp: await latestOtp(STAFF) })).data;
    await page.evaluate(([t, r]) => {
      localStorage.clear();
      localStorage.setItem("authToken", t);
      localStorage.setItem("authRole", r);
    }, [staff.token, staff.role]);
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.getByText("Wallet balance").waitFor();
    await page.getByText("Today's collections").waitFor();
    expect(await page.getByText("Use Add Wallet at the top to top it up by UPI").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add Wallet" }).count()).toBe(0);

    // Nor the plans' pay buttons: staff read the plans and whom to ask.
    await page.goto(`${baseUrl()}/subscription/galla`);
    await page.getByText(OWNER_ONLY).waitFor();
    expect(await page.getByTestId("buy-monthly").count()).toBe(0);
    expect(await page.getByTestId("buy-yearly").count()).toBe(0);
    await page.close();
  });
});
