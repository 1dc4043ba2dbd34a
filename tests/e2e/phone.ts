import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, sessions, storagePage } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/** The phone every issue-10 test drives: 390 x 844, a touch screen, mobile viewport rules. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** One page per lane of a sweep (inLanes), each in a context of its own so their storage never meets. */
export const lanePages = (browser: Browser, options: BrowserContextOptions, lanes: number): Promise<Page[]> =>
  Promise.all(Array.from({ length: lanes }, async () => (await browser.newContext(options)).newPage()));

export async function newPhonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...PHONE, acceptDownloads: true })).newPage();
}

/** Signs a mobile in through the real OTP flow (sandbox outbox) and returns its token. */
export async function signInByOtp(mobile: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  let sent = await post("/api/auth/otp", { mobile });
  // A code asked for this number moments ago: the refusal says how many seconds remain of its gap.
  const wait = sent.status === 429 ? /wait (\d+) seconds/.exec(((await sent.json()) as { message: string }).message) : null;
  if (wait) {
    await new Promise((r) => setTimeout(r, (Number(wait[1]) + 0.5) * 1000));
    sent = await post("/api/auth/otp", { mobile });
  }
  if (!sent.ok) throw new Error(`otp for ${mobile}: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await fetch(`${baseUrl()}/api/sandbox/outbox?to=${mobile}`)).json()) as { data: { text: string }[] };
  const otp = /\b(\d{6})\b/.exec(outbox.data[0].text)![1];
  const verified = await post("/api/auth/verify", { mobile, otp });
  if (!verified.ok) throw new Error(`verify for ${mobile}: ${verified.status}`);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

/** The caller's businesses, by name. */
export async function businessesOf(token: string): Promise<Record<string, number>> {
  const res = await fetch(`${baseUrl()}/api/business/getBusiness`, { headers: { authorization: `Bearer ${token}` } });
  const list = ((await res.json()) as { data: { id: number; business_name: string }[] }).data;
  return Object.fromEntries(list.map((b) => [b.business_name, b.id]));
}

/** A browser, the demo owner's session (made by global-setup) and their businesses by name: a file's beforeAll. */
export async function demoOwnerBrowser(): Promise<{ browser: Browser; owner: string; ids: Record<string, number> }> {
  const owner = sessions()[DEMO_OWNER_MOBILE];
  const [browser, ids] = await Promise.all([launchBrowser(), businessesOf(owner)]);
  return { browser, owner, ids };
}

/** Opens a console page with a session already in storage (and, optionally, a chosen business). */
export async function openAs(page: Page, token: string, path: string, businessId?: number) {
  await page.goto(storagePage());
  await page.evaluate(
    ([t, id]) => {
      localStorage.clear();
      localStorage.setItem("authToken", t!);
      localStorage.setItem("authRole", "ADMIN");
      if (id) localStorage.setItem("businessid", id);
    },
    [token, businessId ? String(businessId) : ""],
  );
  await page.goto(`${baseUrl()}${path}`);
}

/**
 * Opens another route inside the running console, as a link in its menu would (a history entry and
 * popstate: React Router draws the new page), then waits as `settled` does: no request of the page's in
 * flight for half a second, and no spinner. A sweep over many routes pays for the app's load once, not
 * once per route (each load about a second of CPU); the routes are drawn just as a user reaches them.
 */
export async function navigateInApp(page: Page, route: string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: null }));
    }, route);
    // React Router renders a navigation as a transition: on a busy machine the new page may not yet have
    // asked for its chunk or data when half a second has passed. The page's main thread going idle says
    // React has done the work the popstate set off (and so made its requests); then the quiet half second.
    await mainThreadIdle(page);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await page.waitForTimeout(50);
    await mainThreadIdle(page);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  await page
    .waitForFunction((spinners) => !document.querySelector(spinners), SPINNERS, { timeout: 10_000 })
    .catch(() => {});
}

/** Resolves when the page's main thread has no task left to run (what React scheduled included). */
const mainThreadIdle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })));

/** As Playwright's "networkidle": this long with no request in flight. */
const QUIET_MS = 500;
const SPINNERS = ".ant-spin-spinning, .ant-skeleton-active, .ant-spin-fullscreen-show, .galla-loading, .ant-btn-loading";

/** No spinner, skeleton or loading button is left: what the page asked for is drawn. */
export const spinnersGone = (page: Page) => page.waitForFunction((spinners) => !document.querySelector(spinners), SPINNERS, { timeout: 10_000 }).catch(() => {});

/**
 * Drawn: the requests have settled and no spinner, skeleton or loading button is left (lists, charts and
 * cards are in). Not for a page with a live stream open: its network is never idle, and this would wait
 * out the whole 10 s (use spinnersGone).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  await spinnersGone(page);
}

/** Headings a reader of the page meets: the print-only QR standee and other aria-hidden copies do not count. */
const READER_H1 = "h1:not([aria-hidden=true], [aria-hidden=true] h1)";
export const h1Count = (page: Page) => page.locator(READER_H1).count();

/** h1Count once the page shows exactly one, or after `timeout` ms (a page still drawing on a busy machine). */
export async function settledH1Count(page: Page, timeout = 5_000): Promise<number> {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, READER_H1, { timeout }).catch(() => {});
  return h1Count(page);
}

/** A phone's share sheet that can share files (WhatsApp among its targets), recorded in `window.shared` instead of shown. */
export const fakeShareSheet = (page: Page) =>
  page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => Boolean(data.files?.length),
      share: async (data: { files: File[]; text: string }) => void shared.push({ name: data.files[0].name, type: data.files[0].type, size: data.files[0].size, text: data.text }),
    });
  });

/** The page is no wider than the phone: nothing pans sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The top bar's balance in rupees, once loaded. */
export async function shownBalance(page: Page): Promise<number> {
  const balance = page.getByTestId("wallet-balance");
  await balance.filter({ hasText: "₹" }).waitFor();
  const match = /₹([\d,]+\.\d{2})/.exec((await balance.textContent()) ?? "");
  return match ? Number(match[1].replace(/,/g, "")) : NaN;
}
