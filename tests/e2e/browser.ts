import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Flags that keep Chromium quiet on a machine with no outside network (see README). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROMIUM_PATH, then the system chromium, then a browser Playwright already has; else a clear failure. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  try {
    candidates.push(execFileSync("which", ["chromium"], { encoding: "utf8" }).trim());
  } catch {
    // not on PATH
  }
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here
  }
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install one with: apt-get update && apt-get install -y chromium  (or set CHROMIUM_PATH)",
    );
  }
  return found;
}

/** Every browser a test file launched and has not closed: tests/e2e/failure-report.ts shows their pages when a test fails. */
export const openBrowsers = new Set<Browser>();

/**
 * The console's live streams (payments: GET /api/payments/events; a resource's records, which the
 * calendar reads: GET /api/live/<resource>; both read with fetch) stay open as long as the page does,
 * so Playwright's "networkidle", which the budgets, the benches and `settled` wait for, would never
 * come (each settled calendar cost 20 s of timeouts). Every context of a launched browser answers them
 * with a stream that ends at once (the console reconnects with a growing backoff, quietly); a test
 * about live updates opens the real ones with `allowLiveStream`.
 */
export const LIVE_STREAM_URL = /\/api\/(payments\/events|live\/[\w-]+)\?/;
export const allowLiveStream = (context: BrowserContext) => context.unroute(LIVE_STREAM_URL);

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    // The console's service worker (issue 24) is off unless a test asks for it (`serviceWorkers: "allow"`,
    // tests/e2e/pwa-offline.test.ts): a worker that keeps the chunks would answer later requests from its
    // cache, out of sight of the routes above and of the budgets, which measure what a first visit downloads.
    // And the browser asks for reduced motion (src/ui/MotionPreference.tsx): dialogs and popups are at rest
    // the moment they open, so a click never lands on one still zooming in (a flake these tests had). A test
    // about motion itself asks for `reducedMotion: "no-preference"`.
    const context = await newContext({ serviceWorkers: "block", reducedMotion: "reduce", ...args[0] });
    await context.route(LIVE_STREAM_URL, (route) => route.fulfill({ status: 200, contentType: "text/event-stream", body: "" }));
    return context;
  };
  openBrowsers.add(browser);
  browser.on("disconnected", () => openBrowsers.delete(browser));
  return browser;
}

/** What a watched page ran into, for tests/e2e/failure-report.ts: its errors and the API calls that failed. */
export const troublesOf = new WeakMap<Page, string[]>();

/** Collects console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const troubles: string[] = [];
  troublesOf.set(page, troubles);
  const error = (text: string) => (errors.push(text), troubles.push(text));
  page.on("console", (msg) => {
    if (msg.type() === "error") error(msg.text());
  });
  page.on("pageerror", (err) => error(err.message));
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().includes("/api/")) {
      troubles.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return errors;
}
