import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SWEEP_LANES, baseUrl, inLanes, storagePage } from "./helpers";
import { PHONE, demoOwnerBrowser, lanePages, navigateInApp, pageWidth, settled, settledH1Count } from "./phone";
import { staticRoutes } from "./static-routes";

/**
 * Issue #10 "Done when": every static route of the console, opened on a 390 px phone, is no wider
 * than the screen (nothing pans sideways). The routes come from their declarations (static-routes.ts),
 * so a new page is swept without touching this file.
 *
 * Each page is opened for the salon (it offers every module); where one of its modules is expired
 * there (the page is the upgrade prompt) or not offered (404), for the next business that has it live.
 */
const SCREEN = 390;
const BUSINESSES = ["Shree Ganesh Beauty Parlour & Unisex Salon", "Sharma General Store", "Hotel Sai Residency"];

let browser: Browser;
let owner: string;
let ids: Record<string, number>;
beforeAll(async () => ({ browser, owner, ids } = await demoOwnerBrowser()));
afterAll(() => browser?.close());

/**
 * The owner's session in the origin's storage, with a business and a wizard draft (so the onboarding
 * steps show their own form). Written before every page: a step may take the draft with it.
 */
async function writeStorage(page: Page, businessId: number, clear: boolean) {
  await page.evaluate(
    ([token, id, wipe]) => {
      if (wipe) {
        localStorage.clear();
        sessionStorage.clear();
      }
      localStorage.setItem("authToken", token);
      localStorage.setItem("authRole", "ADMIN");
      localStorage.setItem("businessid", id);
      sessionStorage.setItem("galla.businessDraft", JSON.stringify({ business_name: "Width Sweep Salon", business_master_id: 14 }));
      sessionStorage.setItem("galla.createdBusiness", JSON.stringify({ id: Number(id), business_name: "Width Sweep Salon", business_email: null, business_logo_path: null, business_master_id: 14 }));
    },
    [owner, String(businessId), clear] as const,
  );
}

describe("no page is wider than a 390 px phone, and each names itself in one h1", () => {
  it("every static route, for the salon (or the business where its module is live)", async () => {
    const pages = await lanePages(browser, { ...PHONE, deviceScaleFactor: 3 }, SWEEP_LANES);
    const routes = staticRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const offenders: string[] = [];
    const headings: string[] = [];
    const shown = new Map<string, string>();
    // Each business in turn, on a few phones at once (inLanes): each phone loads the console once for it
    // (its business is chosen at load), and opens every route not yet shown live inside it, as its link would.
    let waiting = routes;
    for (const name of BUSINESSES) {
      const loaded = new Set<Page>();
      await inLanes(waiting, SWEEP_LANES, async (route, lane) => {
        const page = pages[lane];
        if (!loaded.has(page)) {
          loaded.add(page);
          await page.goto(storagePage());
          await writeStorage(page, ids[name], true);
          await page.goto(`${baseUrl()}${route}`);
          await settled(page);
        } else {
          await writeStorage(page, ids[name], false);
          await navigateInApp(page, route);
        }
        const path = new URL(page.url()).pathname;
        const live = (await page.getByTestId("upgrade-prompt").count()) === 0 && !path.startsWith("/errors");
        const width = await pageWidth(page);
        const line = `${route} (${name}${path === decodeURI(route) ? "" : ` → ${path}`}): ${width} px`;
        shown.set(route, live ? "" : line);
        if (width > SCREEN) offenders.push(line);
        if (live) {
          const h1 = await settledH1Count(page);
          if (h1 !== 1) headings.push(`${route}: ${h1} h1`);
        }
      });
      waiting = waiting.filter((route) => shown.get(route));
    }
    expect(offenders, `wider than ${SCREEN} px:\n${offenders.join("\n")}`).toEqual([]);
    expect(headings, `pages without exactly one h1:\n${headings.join("\n")}`).toEqual([]);
    // Every route shows its page for one of the demo businesses: the sweep measured real pages.
    const unreachable = waiting.map((route) => shown.get(route));
    expect(unreachable, `no business shows these pages:\n${unreachable.join("\n")}`).toEqual([]);
  }, 900_000);
});
