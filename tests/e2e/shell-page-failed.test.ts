import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, demoOwnerBrowser, openAs, settled } from "./phone";

/**
 * A page whose code cannot arrive (the network dropped before its chunk was on the device) says so in
 * the console's frame, with a way on, instead of React unmounting the whole console to a white screen.
 */
let browser: Browser;
let owner: string;
beforeAll(async () => {
  ({ browser, owner } = await demoOwnerBrowser());
});
afterAll(() => browser?.close());

/** From now on no script the page has not loaded yet arrives. */
const SCRIPTS = /\/assets\/.*\.js$/;
const dropScripts = (page: Page) => page.route(SCRIPTS, (route) => route.abort("internetdisconnected"));

/** Once the dashboard has drawn, the transactions page opened in the app (a popstate), its code dropped. */
async function openTransactionsWithoutItsCode(page: Page) {
  await settled(page);
  await dropScripts(page);
  await page.evaluate(() => {
    history.pushState(null, "", "/galla/Transactions");
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  });
}

/** A link of the menu followed as the owner would: React Router draws the page, asking for its chunk. */
const follow = (page: Page, name: string) => page.getByRole("navigation").getByRole("link", { name, exact: true }).first().click();

describe("a page that cannot be drawn", () => {
  it("offline, a page not yet on the device says so inside the frame; online again, Try again opens it", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await openAs(page, owner, "/galla/Dashboard");
    await settled(page);
    await dropScripts(page);
    await context.setOffline(true);
    await follow(page, "Transactions");

    const alert = page.getByRole("alert").filter({ hasText: "This page is not on this device yet" });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("Connect to the internet and try again");
    // The frame is still there to go on from.
    expect(await page.getByRole("navigation").getByRole("link", { name: "Dashboard", exact: true }).count()).toBeGreaterThan(0);

    await page.unroute(SCRIPTS);
    await context.setOffline(false);
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL(/\/galla\/Transactions$/);
    await page.getByRole("heading", { level: 1, name: /Transactions/ }).waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "This page" }).count()).toBe(0);
    await context.close();
  });

  it("a dropped chunk on a live network is told apart from offline, and moving to another page clears it", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openAs(page, owner, "/galla/Dashboard");
    await openTransactionsWithoutItsCode(page);
    await page.getByRole("alert").filter({ hasText: "This page could not be loaded" }).waitFor();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("The connection dropped while it was loading.");

    // The dashboard's code is on the device: going back to it draws it again.
    await page.goBack();
    await page.waitForURL(/\/galla\/Dashboard$/);
    await page.getByRole("alert").filter({ hasText: "could not be loaded" }).waitFor({ state: "detached" });
    await context.close();
  });

  it("says it in Hindi", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await openAs(page, owner, "/galla/Dashboard");
    await page.evaluate(() => localStorage.setItem("language", "hi"));
    await page.reload();
    await openTransactionsWithoutItsCode(page);
    await page.getByRole("alert").filter({ hasText: "यह पेज लोड नहीं हो सका" }).waitFor();
    await page.getByRole("button", { name: "फिर से कोशिश करें" }).waitFor();
    await context.close();
  });
});
