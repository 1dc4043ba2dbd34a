import { inject } from "vitest";
import type { BrowserContext, Page } from "playwright-core";

/** This worker's server (tests/e2e/global-setup.ts): workers run side by side, each against its own. */
function server() {
  const servers = inject("e2eServers");
  const server = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!server) throw new Error(`no e2e server for worker ${process.env.VITEST_POOL_ID} (${servers.length} started)`);
  return server;
}

export const baseUrl = () => server().baseUrl;

/**
 * A page of the console's origin that runs none of its code (robots.txt): where a test writes the
 * origin's storage before opening a console page. Opening the console there instead (as the tests did,
 * with its 404 page) cost every sign-in a second full load of the app, about a second of CPU each.
 */
export const storagePage = (base = baseUrl()) => `${base}/robots.txt`;

/** A live session token per demo mobile on this worker's server, made by global-setup. */
export const sessions = () => server().sessions;

/** Reads the newest code the sandbox SMS provider delivered to a number. */
export async function latestOtp(mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/sandbox/outbox?to=${mobile}`);
  const body = (await res.json()) as { data: { text: string }[] };
  return /\b(\d{6})\b/.exec(body.data[0].text)![1];
}

/** Puts a demo owner's session into the page's storage, for tests that are not about sign-in itself. */
export async function signInAs(page: Page, mobile: string): Promise<string> {
  const token = sessions()[mobile];
  if (!token) throw new Error(`no seeded session for ${mobile}`);
  await page.goto(storagePage());
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem("authToken", t);
    localStorage.setItem("authRole", "ADMIN");
  }, token);
  return token;
}

/**
 * Waits until nothing on the page is moving: every finite animation and transition has finished and
 * no antd motion class (…-appear, …-enter, …-leave and their steps) is left, so a box or a screenshot
 * shows where a notice, popover or sheet comes to rest. Endless ones (spinners, skeletons) do not count.
 */
export const motionsEnded = (page: Page) =>
  page.waitForFunction(() => {
    const running = document.getAnimations().some((a) => a.playState !== "finished" && a.effect?.getComputedTiming().endTime !== Infinity);
    if (running) return false;
    const motion = /-(appear|enter|leave)(-(prepare|start|active))?$/;
    return ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some((el) => [...el.classList].some((c) => motion.test(c)));
  });

/** Two animation frames: whatever the page's last event handler set off (a navigation, a render) has been painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Does `work` for every item, `lanes` at a time (each lane takes the next item when it is done with
 * one), and gives the results in the items' order. A sweep over many pages mostly waits (for a page's
 * requests to go quiet, for its server): pages in flight side by side fill those waits without measuring
 * anything differently (alone, the budget sweep 213 → 163 s; on a machine already busy, little).
 * `lane` lets a lane keep a page of its own.
 */
export async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T, lane: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (index: number) => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, (_, index) => lane(index)));
  return results;
}

/** Pages a sweep keeps in flight at once (inLanes): more only queue for the same two cores. */
export const SWEEP_LANES = 3;

/** What the public page's API says of a business (contracts/public.ts), as far as the tests look. */
export interface PublicListing {
  business_name: string;
  takes_bookings: boolean;
  services: { name: string }[];
}
/** The id of the first seeded business whose public page answers `test`. */
export async function publicBusinessWhere(test: (b: PublicListing) => boolean, what: string): Promise<number> {
  for (let id = 1; id < 50; id++) {
    const res = await fetch(`${baseUrl()}/api/public/business/${id}`);
    if (res.ok && test(((await res.json()) as { data: PublicListing }).data)) return id;
  }
  throw new Error(`no seeded business has a public page: ${what}`);
}

/** The console's entry stylesheet as Vite names it: what a page drawn in its HTML must not wait for. */
const ENTRY_SHEET = String.raw`/assets/index-[^/]*\.css$`;

/**
 * Holds every request to `url` back, as a slow link would, until the returned function lets them all
 * through: what a page shows while something it asked for has not come.
 */
export async function holdRequests(target: Page | BrowserContext, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await target.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the entry stylesheet back on every page of `context` until the returned function lets it through. */
export const holdEntrySheet = (context: BrowserContext) => holdRequests(context, new RegExp(ENTRY_SHEET));

/**
 * With the entry stylesheet held: waits for the page's first contentful paint, then lets the sheet
 * through (after `whileHeld`), and returns when each happened. A page that waits for the sheet never paints meanwhile, so
 * after 10 s the sheet goes anyway and its paint comes after it: the check does not depend on how
 * loaded the machine is.
 */
export async function paintBesideEntrySheet(page: Page, release: () => void, whileHeld: () => Promise<void> = async () => {}) {
  await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await whileHeld();
  release();
  const arrived = (source: string) => performance.getEntriesByType("resource").some((e) => new RegExp(source).test(e.name));
  await page.waitForFunction(arrived, ENTRY_SHEET, { timeout: 15_000 });
  return page.evaluate((source) => {
    const [css] = performance.getEntriesByType("resource").filter((e) => new RegExp(source).test(e.name)) as PerformanceResourceTiming[];
    return { paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime, sheet: css?.responseEnd };
  }, ENTRY_SHEET);
}
