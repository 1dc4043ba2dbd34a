import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { SWEEP_LANES, baseUrl, inLanes, sessions, storagePage } from "./helpers";
import { BUDGET_KB, describeBundle, isPreparedStyles, measureRoute, pageCode, priced, type RouteBundle } from "../../bench/lib/route-bundle";
import { measuredRoutes } from "../../bench/lib/routes";
import { resources } from "../../modules";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Bundle budgets (issue 6): what a first visit downloads, JS + CSS, priced at the gzip files the
 * server sends. Sizes are deterministic for a given build, so these are tests, not benchmarks.
 * Owners open the console on cheap phones over slow connections: the login page must stay small,
 * and no page of the console may cost more than BUDGET_KB.anyRoute.
 */
const distDir = fileURLToPath(new URL("../../dist", import.meta.url));
const SALON = "Shree Ganesh Beauty Parlour & Unisex Salon"; // master id 14: every section but Hotel Management
/**
 * Pages over the ceiling since the merges of 2026-11-26, held at what they weigh until issue 24's work
 * brings them under it: Sales settings (471.8 KB: the HSN and reminder cards joined the form). The
 * calendar was here too (463 KB) until its booking sheet became a chunk loaded on the first tap on a
 * booking (424 KB on 2026-11-27). Lazy-loading such parts is the way down; never add a page here to let it grow.
 */
const OVER_THE_CEILING: Record<string, number> = { "/sales&purchase/settings": 471 }; // 469.7 KB on 2026-11-28
/**
 * JS and CSS files and brotli KB (what Chromium is sent) a cold signed-in first visit may fetch for its own code: what
 * was measured on 2026-11-26 with all of that day's work merged (the PWA, the calendar, reminders, GST
 * line treatments: dashboard 63 JS + 4 CSS, 348.1 KB; invoice editor 82 JS + 5 CSS, 392.8 KB) and a
 * little room. Lower them as the chunking improves (issue 24); never raise them to let a page grow.
 */
const COLD_VISIT_BUDGET: Record<string, { js: number; css: number; brotliKb: number }> = {
  // 4 CSS files and 352 KB until antd's prepared styles (15.6 KB brotli, one file) were priced apart on 2026-11-27.
  // 64 and 83 JS files until 2026-11-28, when what the shell runs at start became one chunk with it
  // (scripts/app-chunks.ts): 40 and 57 files, 331.6 and 391.6 KB brotli.
  "/galla/Dashboard": { js: 42, css: 3, brotliKb: 334 },
  "/sales&purchase/manage_party/addsale": { js: 59, css: 5, brotliKb: 394 },
};
let browser: Browser;
let token: string;
let salonId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = sessions()[DEMO_OWNER_MOBILE];
  const res = await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } });
  const list = (await res.json()).data as { id: number; business_name: string }[];
  salonId = String(list.find((b) => b.business_name === SALON)!.id);
});
afterAll(() => browser?.close());

/**
 * A route's first visit, measured once: sizes are deterministic, so the sweep below takes the figures of
 * the routes the tests above already opened (the dashboard, the invoice editor…) instead of opening
 * them again — each cold visit is about a second and a half of CPU.
 */
const visits = new Map<string, Promise<RouteBundle>>();
function visit(route: string, guarded: boolean): Promise<RouteBundle> {
  const key = `${guarded ? "signed-in" : "guest"} ${route}`;
  if (!visits.has(key))
    visits.set(key, measureRoute(browser, { baseUrl: baseUrl(), distDir, route, token: guarded ? token : undefined, storage: guarded ? { businessid: salonId } : undefined }));
  return visits.get(key)!;
}

/** A visit that loaded no script, bounced to sign-in or showed the 404 page measured the wrong page: fail, do not pass vacuously. */
function expectMeasured(bundle: RouteBundle, guarded: boolean) {
  expect(bundle.files.some((f) => f.path.endsWith(".js")), `${bundle.route} loaded no JS`).toBe(true);
  if (guarded) expect(bundle.finalPath, `${bundle.route} bounced to sign-in`).not.toBe("/auth/login");
  expect(bundle.notFound, `${bundle.route} showed the 404 page`).toBe(false);
}

/**
 * antd's prepared styles on a first visit (src/prepared-styles.ts): a signed-in page downloads the one
 * file of the shell's and dashboard's styles, within its own budget; a guest's page downloads none.
 */
function expectPreparedStyles(bundle: RouteBundle, guarded: boolean) {
  const prepared = bundle.files.filter(isPreparedStyles);
  if (!guarded) return expect(prepared, describeBundle(bundle)).toEqual([]);
  expect(prepared.map((f) => f.path), describeBundle(bundle)).toEqual([expect.stringMatching(/^\/assets\/antd-landing-/)]);
  expect(prepared[0].gzip / 1024, describeBundle(bundle)).toBeLessThanOrEqual(BUDGET_KB.preparedStyles);
}

describe("bundle budgets", () => {
  it.each(measuredRoutes().map((r) => [r.name, r] as const))("first visit of %s stays within budget", async (_name, route) => {
    const bundle = await visit(route.path, route.guarded);
    expectMeasured(bundle, route.guarded);
    expectPreparedStyles(bundle, route.guarded);
    // The sign-in page is priced whole; a signed-in page's own code apart from antd's prepared styles.
    const { kb, limitKb } = priced(bundle);
    expect(kb, `${describeBundle(bundle)} — budget ${limitKb} KB gzip`).toBeLessThanOrEqual(limitKb);
  });

  // Issue 24: Lighthouse's mobile profile prices every file at a round trip on one of six HTTP/1.1
  // connections and every byte at 1.6 Mbps, so both the number of files and the bytes a cold
  // signed-in visit fetches are held where they were measured (bench/RESULTS.md, "Lighthouse (mobile)"):
  // the page's own code here, antd's prepared styles (one file, the same on every page) by expectPreparedStyles.
  it.each(Object.entries(COLD_VISIT_BUDGET))("a cold signed-in visit of %s fetches few enough files and bytes", async (route, budget) => {
    const bundle = await visit(route, true);
    expectMeasured(bundle, true);
    expectPreparedStyles(bundle, true);
    const code = pageCode(bundle);
    const js = code.files.filter((f) => f.path.endsWith(".js")).length;
    const css = code.files.filter((f) => f.path.endsWith(".css")).length;
    expect(js, `JS files: ${describeBundle(bundle)}`).toBeLessThanOrEqual(budget.js);
    expect(css, `CSS files: ${describeBundle(bundle)}`).toBeLessThanOrEqual(budget.css);
    expect(code.brotli / 1024, `brotli KB: ${describeBundle(bundle)}`).toBeLessThanOrEqual(budget.brotliKb);
  });

  // A customer's pages are the public app's (src/PublicApp.tsx): opened from a shared link on a cheap phone,
  // they carry none of the console (Refine, its providers, the modules' console parts, the shell).
  it.each([
    ["/terms/terms-conditions", BUDGET_KB.publicPage],
    ["/policy/Privacy-Policy", BUDGET_KB.publicPage],
    ["/p/:salon", BUDGET_KB.publicPage], // the salon takes bookings: its steps' code waits for a service to be chosen
  ])("a customer's page %s downloads none of the console", async (path, budgetKb) => {
    const bundle = await visit(path.replace(":salon", salonId), false);
    expectMeasured(bundle, false);
    const console = bundle.files.filter((f) => /\/assets\/(ConsoleApp|ConsoleShell)-/.test(f.path)).map((f) => f.path);
    expect(console, describeBundle(bundle)).toEqual([]);
    expect(bundle.gzip / 1024, `${describeBundle(bundle)} — budget ${budgetKb} KB gzip`).toBeLessThanOrEqual(budgetKb);
  });

  it(`no page of the navigation, and no create form, costs more than ${BUDGET_KB.anyRoute} KB on a first visit`, async () => {
    // The menu as the owner of the salon sees it, read from the page itself: every entry is a route.
    const page = await browser.newPage();
    await page.goto(storagePage());
    await page.evaluate(([t, id]) => Object.assign(localStorage, { authToken: t, authRole: "ADMIN", businessid: id }), [token, salonId]);
    await page.goto(`${baseUrl()}/galla/Dashboard`);
    await page.locator(".galla-menu").getByText("PAYMENTS", { exact: true }).waitFor();
    const menu = await page.locator(".galla-menu a[href]").evaluateAll((links) => links.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
    await page.close();
    // Create forms of the resources this business has in its menu (hotel rooms are for master id 147 only).
    const forms = resources
      .filter((r) => menu.includes(r.menuPath ?? r.routes.list))
      .map((r) => r.routes.create)
      .filter((p): p is string => Boolean(p) && !p!.includes(":"));
    const routes = [...new Set([...menu, ...forms])];
    expect(routes.length).toBeGreaterThan(30);

    // Each visit is a context of its own with the cache off, so visits side by side measure the same files.
    const bundles = await inLanes(routes, SWEEP_LANES, (route) => visit(route, true));
    bundles.forEach((bundle) => expectMeasured(bundle, true));
    bundles.forEach((bundle) => expectPreparedStyles(bundle, true));
    const over = bundles.filter((b) => { const { kb, limitKb } = priced(b, OVER_THE_CEILING[b.route]); return kb > limitKb; }).map(describeBundle);
    expect(over, `over ${BUDGET_KB.anyRoute} KB gzip of their own code`).toEqual([]);
  }, 600_000);
});
