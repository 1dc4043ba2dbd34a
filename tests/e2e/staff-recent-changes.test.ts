import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, latestOtp, sessions, storagePage } from "./helpers";

/**
 * Issue 23 friction: "Recent changes" (the owner's history of the business) loaded forever for a STAFF
 * member who opened its address directly. It must answer at once: here, that only the owner sees it.
 */
let browser: Browser;
const STAFF = "9000000052";
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
  await call("POST", `/api/business/${shop}/members`, { mobile: STAFF, permissions: { galla: "write" } }, owner);
});
afterAll(() => browser?.close());

describe("Recent changes for STAFF", () => {
  it("opened directly, says at once that only the owner sees it, inside the console's frame", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await call("POST", "/api/auth/otp", { mobile: STAFF });
    const staff = (await call("POST", "/api/auth/verify", { mobile: STAFF, otp: await latestOtp(STAFF) })).data;
    await page.goto(storagePage());
    await page.evaluate(([t, r]) => {
      localStorage.clear();
      localStorage.setItem("authToken", t);
      localStorage.setItem("authRole", r);
    }, [staff.token, staff.role]);
    await page.goto(`${baseUrl()}/galla/RecentChanges`);
    // Well within a retry cycle: a page that waits on refused requests would still be a skeleton.
    await page.getByText("Only the business owner can see recent changes.").waitFor({ timeout: 3000 });
    await page.getByRole("heading", { name: "Recent changes", level: 1 }).waitFor();
    await page.close();
  });
});
