import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { storagePage } from "./helpers";
import { startServer, type TestServer } from "../api/harness";

/**
 * A list with more rows than the server counts exactly (LIST_EXACT_COUNT, server/engine/store.ts):
 * the pager says the total is a lower bound ("20+", not a made-up "21"), offers the next pages while
 * rows keep coming, and is exact again on the last page. Its own server, with the limit at 20, so
 * the other files' lists keep their exact totals; the console is the one global setup built.
 */
const rootDir = fileURLToPath(new URL("../..", import.meta.url));
let server: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startServer({ consoleDir: join(rootDir, "dist"), env: { LIST_EXACT_COUNT: "20" } });
  browser = await launchBrowser();
  token = await server.signIn("9876543210");
  const shop = (await server.call("GET", "/api/business/getBusiness", { token })).body.data[0].id as number;
  await server.database.exec(
    `INSERT INTO r_reviews (business_id, customer_name, rating, comment, reviewed_on) SELECT ${shop}, 'Bound Reviewer ' || g, 4, 'Counted past the limit', current_date - g FROM generate_series(1, 45) g`,
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a list longer than the exact count", () => {
  it("says '20+' and pages on until the last page, which is exact", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(storagePage(server.url));
    await page.evaluate((t) => {
      localStorage.clear();
      localStorage.setItem("authToken", t);
      localStorage.setItem("authRole", "ADMIN");
    }, token);
    await page.goto(`${server.url}/galla/reviews`);
    await page.getByPlaceholder("Search reviews").fill("Counted past the limit");
    await page.keyboard.press("Enter");
    const range = page.locator(".pager-range");
    await expect.poll(() => range.textContent(), { timeout: 15_000 }).toBe("1–10 of 20+");
    const next = page.getByRole("button", { name: "Next page" });
    await next.click();
    // Each page counts on from its own start (21 rows past 10: "more than 30"). Until its answer
    // comes the pager shows the new range over the last total, "11–20 of 20+", so wait for this one.
    await expect.poll(() => range.textContent(), { timeout: 15_000 }).toBe("11–20 of 30+");
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    // Asking page 3 counts on from its start: 41 counted, "more than 40", five pages offered.
    await expect.poll(() => range.textContent(), { timeout: 15_000 }).toBe("21–30 of 40+");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "5", exact: true }).click();
    await expect.poll(() => range.textContent(), { timeout: 15_000 }).toBe("41–45 of 45");
    expect(await next.isDisabled()).toBe(true);
    expect(await page.locator("tbody tr.data-table-row").count()).toBe(5);
    expect(errors).toEqual([]);
  });
});
