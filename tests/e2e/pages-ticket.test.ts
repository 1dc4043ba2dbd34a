import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a support ticket's page", () => {
  it("shows the problem first, and leaving it by the back arrow or the menu keeps the console alive", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    const token = await signInAs(page, "9876543210");
    const businesses = (await (await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const businessId = businesses.find((b: { business_master_id: number }) => b.business_master_id === 5).id;
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), businessId);
    const problem = `Settlement for ${Date.now().toString(36)} shows twice in my passbook`;
    const created = await fetch(`${baseUrl()}/api/b/${businessId}/tickets`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Duplicate settlement", category: "Wallet & payments", description: problem }),
    });
    expect(created.status).toBeLessThan(300);
    const ticket = (await created.json()) as { id: number };
    // A reply after the problem: the thread's length changes once it loads, which is what scrolled it (the crash's path).
    const replied = await fetch(`${baseUrl()}/api/m/${businessId}/tickets/${ticket.id}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ body: "It happened on the 21st, UTR 432198765012." }),
    });
    expect(replied.status).toBe(200);

    await page.goto(`${baseUrl()}/galla/TicketChat/${ticket.id}`);
    const thread = page.getByTestId("chat-thread");
    await thread.getByText(problem).waitFor();
    await thread.getByText("UTR 432198765012").waitFor();
    expect(await thread.innerText()).toMatch(new RegExp(`${problem}[\\s\\S]*UTR 432198765012`));

    await page.getByLabel("Back to tickets").click();
    await page.waitForURL(/\/Ticket$/);
    await page.getByText("Duplicate settlement").first().waitFor();

    await page.goto(`${baseUrl()}/galla/TicketChat/${ticket.id}`);
    await thread.getByText(problem).waitFor();
    await page.locator(`nav a[href="/galla/Transactions"], aside a[href="/galla/Transactions"]`).first().click();
    await page.waitForURL(/\/galla\/Transactions$/);
    await page.getByRole("heading", { name: "Transactions" }).first().waitFor();
    expect(errors.filter((e) => /is not a function/.test(e))).toEqual([]);
    await page.close();
  });
});
