import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: import("playwright-core").Page, name: string) => page.screenshot({ path: `.tmp/e2e-engine-${name}.png` }).catch(() => {});

describe("a generated resource page (reviews, declared in modules/payments/resources.ts)", () => {
  it("creates, edits, filters, exports and deletes a record", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const errors = watchErrors(page);
    const token = await signInAs(page, "9876543210");
    const name = `Kavita Joshi ${Date.now().toString(36)}`;

    // Create, with the shared validator refusing a bad value first.
    await page.goto(`${baseUrl()}/galla/reviews/create`);
    await page.locator("#customer_name").fill(name);
    await page.locator("#rating").fill("9");
    await page.locator("#comment").fill("Billing was quick and the staff helped me find everything.");
    // Dates are typed day first; one that does not exist is marked and not taken.
    await page.locator("#reviewed_on").fill("31/02/2026");
    await page.locator("#reviewed_on").press("Tab");
    expect(await page.locator("#reviewed_on").getAttribute("aria-invalid")).toBe("true");
    await page.locator("#reviewed_on").fill("21/11/2026");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Rating must be 1 to 5 stars").waitFor();
    await shot(page, "create-invalid");
    await page.locator("#rating").fill("4");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/galla\/reviews\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await page.getByText(name).first().waitFor();
    await page.getByText("21 Nov 2026").waitFor();

    // Edit.
    await page.goto(`${baseUrl()}/galla/reviews/${id}/edit`);
    const comment = page.locator("#comment");
    await expect.poll(() => comment.inputValue(), { timeout: 15_000 }).toContain("Billing was quick");
    await comment.fill("Edited: friendly staff, fair prices.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(new RegExp(`/galla/reviews/${id}$`));
    await page.getByText("Edited: friendly staff, fair prices.").waitFor();

    // Its History tab: created, then changed by the owner, the comment from what to what.
    await page.getByRole("tab", { name: "History" }).click();
    const changed = page.locator(".history-entry").first();
    await changed.getByText("Changed").waitFor();
    expect(await changed.textContent()).toMatch(/by Ramesh Sharma.*Comment:.*Billing was quick.*Edited: friendly staff/s);
    await page.locator(".history-entry").nth(1).getByText("Created").waitFor();
    await shot(page, "history");

    // Two people editing: someone saves while this form is open; this save is refused with who and a reload.
    const shop = await page.evaluate(() => localStorage.getItem("businessid"));
    await page.goto(`${baseUrl()}/galla/reviews/${id}/edit`);
    await expect.poll(() => comment.inputValue(), { timeout: 15_000 }).toContain("Edited: friendly staff");
    const meanwhile = await fetch(`${baseUrl()}/api/b/${shop}/reviews/${id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ comment: "Changed meanwhile by the manager." }),
    });
    expect(meanwhile.status).toBe(200);
    await comment.fill("My stale edit.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").getByText(/Ramesh Sharma changed this review at .*after you opened it/).waitFor();
    await shot(page, "conflict");
    expect(new URL(page.url()).pathname).toBe(`/galla/reviews/${id}/edit`);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => comment.inputValue(), { timeout: 15_000 }).toBe("Changed meanwhile by the manager.");
    await comment.fill("Edited: friendly staff, fair prices.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(new RegExp(`/galla/reviews/${id}$`));

    // Filter the list by the search box: only our row, with the short relative time.
    await page.goto(`${baseUrl()}/galla/reviews`);
    await page.getByText("Sneha Kulkarni").waitFor();
    await page.getByPlaceholder("Search reviews").fill(name);
    await page.keyboard.press("Enter");
    await page.getByText("1–1 of 1").waitFor();
    const rows = page.locator("tbody tr.data-table-row");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain(name);
    expect(await rows.first().textContent()).toMatch(/seconds ago|\dm ago/);
    expect(await page.getByText("Sneha Kulkarni").count()).toBe(0);
    await shot(page, "list-filtered");

    // Export the filtered list.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain(name);
    expect(csv).not.toContain("Sneha Kulkarni");

    // The owner's recent changes across the business, linked from the menu, name this record's edits.
    await page.getByRole("link", { name: "Recent changes" }).click();
    await page.waitForURL(/\/galla\/RecentChanges$/);
    const latest = page.locator(".history-entry").first();
    await latest.getByText(`Review #${id}`).waitFor();
    expect(await latest.textContent()).toMatch(/Changed.*by Ramesh Sharma/s);
    await shot(page, "recent-changes");
    await page.goto(`${baseUrl()}/galla/reviews`);
    await page.getByPlaceholder("Search reviews").fill(name);
    await page.keyboard.press("Enter");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    // Delete with confirmation.
    await rows.first().locator("button.ant-btn-dangerous").click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("No reviews match these filters").waitFor();
    const gone = await fetch(`${baseUrl()}/api/b/${await page.evaluate(() => localStorage.getItem("businessid"))}/reviews/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);
    // The refused stale save is the one failed request the browser logs.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
  });

  it("shows an upgrade prompt instead of an EXPIRED module's pages", async () => {
    const page = await browser.newPage();
    await signInAs(page, "9876543210");
    // Sharma General Store (the first business) has Staff Management EXPIRED in the demo data.
    await page.goto(`${baseUrl()}/staffmanagement/staff`);
    await page.getByText("Your Staff Management subscription has expired").waitFor();
    await page.getByTestId("upgrade-prompt").click();
    await page.waitForURL(/\/subscription\/staff_management$/);
  });
});
