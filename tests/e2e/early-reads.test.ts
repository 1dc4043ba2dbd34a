import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { EARLY_READS, listEarlyReads } from "../../providers/early-reads";
import { resources } from "../../modules";
import { PHONE, businessesOf, openAs } from "./phone";
import { baseUrl, sessions } from "./helpers";

/** Issue 24: a signed-in page's first reads go out with the HTML, beside its code (providers/early-reads.ts). */
let browser: Browser;
let owner: string;
let salon: number;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = sessions()[DEMO_OWNER_MOBILE];
  salon = (await businessesOf(owner))["Shree Ganesh Beauty Parlour & Unisex Salon"];
});
afterAll(() => browser?.close());

const LISTS = listEarlyReads(resources);
const expectedReads = (path: string, business: number) =>
  [...EARLY_READS.shell, ...(EARLY_READS.pages[path] ?? []), ...(LISTS[path] ?? [])].map((u) => `/api${u.replaceAll("{business}", String(business))}`);

/** Every API GET the page sends, by path and query, with the language it asked in. */
function recordReads(page: Page) {
  const reads: { url: string; language: string }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) reads.push({ url: url.pathname + url.search, language: request.headers()["accept-language"] });
  });
  return reads;
}

/** The early reads the page sent and never took (each taken one is removed). */
const untaken = (page: Page) => page.evaluate(() => Object.keys((window as unknown as { __gallaEarlyReads: { reads: object } }).__gallaEarlyReads.reads));

/** When each API read started and the entry script finished arriving (Resource Timing, ms since navigation). */
const timings = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    return {
      entryEnd: entries.find((e) => e.name === entry)!.responseEnd,
      reads: Object.fromEntries(entries.filter((e) => e.name.includes("/api/")).map((e) => [new URL(e.name).pathname + new URL(e.name).search, e.startTime])),
    };
  });

describe("early reads (issue 24: data requested in parallel with code)", () => {
  for (const language of ["en", "hi"]) {
    it(`a cold dashboard in ${language} sends the shell's and the page's reads before its code has come, each once, and draws from them`, async () => {
      const page = await (await browser.newContext(PHONE)).newPage();
      const errors = watchErrors(page);
      await page.addInitScript((l) => localStorage.setItem("language", l), language);
      // Code slower than data, as on a phone: each script is held back a little.
      await page.route("**/assets/*.js", async (route) => {
        await new Promise((r) => setTimeout(r, 150));
        await route.continue();
      });
      const reads = recordReads(page);
      await openAs(page, owner, "/galla/Dashboard", salon);
      await page.getByTestId("wallet-balance").filter({ hasText: "₹" }).waitFor();
      await page.getByTestId("recent-transactions").waitFor();

      const expected = expectedReads("/galla/Dashboard", salon);
      // Each read once: the console took the early answer instead of asking again.
      for (const url of expected) expect(reads.filter((r) => r.url === url), url).toHaveLength(1);
      // In the language the console speaks (the server's words in getBusiness follow it).
      for (const url of expected) expect(reads.find((r) => r.url === url)!.language, url).toBe(language);
      const { entryEnd, reads: started } = await timings(page);
      for (const url of expected) expect(started[url], `${url} started before the entry script arrived`).toBeLessThan(entryEnd);
      expect(await untaken(page)).toEqual([]);
      // The script ran under the page's CSP (it is allowed by its hash, nothing else inline is).
      expect(errors).toEqual([]);
    });
  }

  it.each(Object.keys(EARLY_READS.pages).filter((path) => path !== "/galla/Dashboard"))("%s: its listed reads are the ones it asks first, each taken once", async (path) => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const errors = watchErrors(page);
    const reads = recordReads(page);
    await openAs(page, owner, path, salon);
    await page.locator("#main-content h1").waitFor();
    await page.waitForLoadState("networkidle");
    for (const url of expectedReads(path, salon)) expect(reads.filter((r) => r.url === url), url).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a generated list (staff) asks for its first page before its code has come, once, and draws it", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const errors = watchErrors(page);
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((r) => setTimeout(r, 150));
      await route.continue();
    });
    const reads = recordReads(page);
    await openAs(page, owner, "/staffmanagement/staff", salon);
    await page.locator("#main-content h1").waitFor();
    await page.waitForLoadState("networkidle");
    const [first] = LISTS["/staffmanagement/staff"].map((u) => `/api${u.replace("{business}", String(salon))}`);
    expect(reads.filter((r) => r.url === first)).toHaveLength(1);
    const { entryEnd, reads: started } = await timings(page);
    expect(started[first], "the list's read started before the entry script arrived").toBeLessThan(entryEnd);
    expect(await untaken(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Lists in other orders (newest first, by date), each asking exactly what the list's table asks first.
  it.each(["/galla/Leave", "/galla/appointments", "/sales&purchase/manage_party", "/Ticket"])("%s takes its list's early read", async (path) => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const reads = recordReads(page);
    await openAs(page, owner, path, salon);
    await page.locator("#main-content h1").waitFor();
    await page.waitForLoadState("networkidle");
    for (const url of expectedReads(path, salon)) expect(reads.filter((r) => r.url === url), url).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
  });

  it("a list opened at an address with a query (a later page) sends no list read it would not take", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const reads = recordReads(page);
    await openAs(page, owner, "/staffmanagement/staff?currentPage=2&pageSize=10", salon);
    await page.locator("#main-content h1").waitFor();
    await page.waitForLoadState("networkidle");
    const first = `/api${LISTS["/staffmanagement/staff"][0].replace("{business}", String(salon))}`;
    expect(reads.filter((r) => r.url === first)).toHaveLength(0);
    expect(reads.some((r) => r.url.includes("/staff?") && r.url.includes("_start=10"))).toBe(true);
    expect(await untaken(page)).toEqual([]);
  });

  it("a list read the page never takes (hotel rooms, not the salon's) leaves the network quiet, as a read it takes does", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const reads = recordReads(page);
    await openAs(page, owner, "/galla/hotel_management", salon);
    await page.locator("#main-content").waitFor();
    const rooms = `/api${LISTS["/galla/hotel_management"][0].replace("{business}", String(salon))}`;
    expect(reads.filter((r) => r.url === rooms)).toHaveLength(1);
    // Read in full as it came: a half-read answer held its connection and the page never went quiet.
    await page.waitForLoadState("networkidle", { timeout: 10_000 });
    expect(await untaken(page)).toContain(rooms);
  });

  it("a page without reads of its own (Payments) sends only the shell's, each taken; a guest's page sends none", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    const reads = recordReads(page);
    await openAs(page, owner, "/galla/Transactions", salon);
    await page.locator("#main-content h1").waitFor();
    for (const url of expectedReads("/galla/Transactions", salon)) expect(reads.filter((r) => r.url === url), url).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);

    const guest = await (await browser.newContext(PHONE)).newPage();
    await guest.goto(`${baseUrl()}/auth/login`);
    await guest.getByRole("textbox").first().waitFor();
    expect(await guest.evaluate(() => "__gallaEarlyReads" in window)).toBe(false);
  });

  it("the CSP allows the early-reads script by its hash and no other inline script", async () => {
    const res = await fetch(`${baseUrl()}/galla/Dashboard`);
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get("content-security-policy")!)![1].split(" ");
    expect(scriptSrc).toHaveLength(2);
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc[1]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
