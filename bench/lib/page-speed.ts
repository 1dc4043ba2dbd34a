import type { Browser } from "playwright-core";

/** One cold visit of a route with the CPU slowed down, as a cheap Android phone would run it. */
export interface PageRun {
  /** Largest contentful paint, ms after navigation start. */
  lcp: number;
  fcp: number;
  /** When the main thread was last busy with a long task (>50 ms) before going quiet: "interactive from". */
  interactive: number;
  /** Sum over long tasks of their time beyond 50 ms (total blocking time). */
  tbt: number;
  /** A click sent once the page looked ready: ms from the click until its handler ran (Event Timing). */
  inputDelay: number;
}

const OBSERVE = () => {
  const w = window as unknown as { __bench: { lcp: number; fcp: number; longtasks: [number, number][]; input: number } };
  w.__bench = { lcp: 0, fcp: 0, longtasks: [], input: NaN };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__bench.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) if (Number.isNaN(w.__bench.input)) w.__bench.input = e.processingStart - e.startTime;
  }).observe({ type: "first-input", buffered: true });
};

/**
 * Visits `route` in a fresh context (cold cache) with `Emulation.setCPUThrottlingRate`, waits for
 * `readySelector` (polled from outside the page) and a quiet second (no new long task), reads LCP/FCP/long tasks, then clicks the
 * ready element and reads how long that first input waited for the main thread.
 */
export async function pageRun(
  browser: Browser,
  opts: { url: string; readySelector: string; cpuSlowdown: number; storage?: Record<string, string> },
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    if (opts.storage) {
      await context.addInitScript((entries) => {
        if (sessionStorage.getItem("__bench_seeded")) return;
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        sessionStorage.setItem("__bench_seeded", "1");
      }, opts.storage);
    }
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.cpuSlowdown });
    await page.goto(opts.url, { waitUntil: "load" });
    const ready = page.locator(opts.readySelector).first();
    // Asked from outside every 100 ms with one querySelector: Playwright's own wait runs its selector
    // engine inside the page at every animation frame, main-thread work the measured page pays for
    // (about 30 ms before the dashboard's first paint at 4x) and a real phone does not do.
    const shown = (selector: string) => {
      const el = document.querySelector(selector);
      return Boolean(el && el.getClientRects().length > 0);
    };
    const giveUpAt = Date.now() + 60_000;
    while (!(await page.evaluate(shown, opts.readySelector))) {
      if (Date.now() > giveUpAt) throw new Error(`${opts.url}: ${opts.readySelector} did not show within 60 s`);
      await page.waitForTimeout(100);
    }
    // Quiet: a full second without a new long task (checked every 250 ms), at most 15 s.
    let seen = -1;
    let quietSince = Date.now();
    const stopAt = Date.now() + 15_000;
    while (Date.now() - quietSince < 1000 && Date.now() < stopAt) {
      const n = await page.evaluate(() => (window as unknown as { __bench: { longtasks: unknown[] } }).__bench.longtasks.length);
      if (n !== seen) {
        seen = n;
        quietSince = Date.now();
      }
      await page.waitForTimeout(250);
    }
    const before = await page.evaluate(() => (window as unknown as { __bench: { lcp: number; fcp: number; longtasks: [number, number][] } }).__bench);
    await ready.click({ trial: false, force: true });
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __bench: { input: number } }).__bench.input), null, { timeout: 10_000 }).catch(() => {});
    const input = await page.evaluate(() => (window as unknown as { __bench: { input: number } }).__bench.input);
    const lastLong = before.longtasks.reduce((m, [, end]) => Math.max(m, end), 0);
    return {
      lcp: before.lcp,
      fcp: before.fcp,
      interactive: Math.max(before.fcp, lastLong),
      tbt: before.longtasks.reduce((s, [a, b]) => s + Math.max(0, b - a - 50), 0),
      inputDelay: input,
    };
  } finally {
    await context.close();
  }
}
