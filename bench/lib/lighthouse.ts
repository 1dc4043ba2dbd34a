import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../../tests/e2e/browser";

/** What one Lighthouse run (default mobile profile: simulated slow 4G, 4x CPU) says of a page. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /**
   * Lighthouse's measure of the host's speed (its `benchmarkIndex`: a fixed JS workload, higher is
   * faster). Its TBT is the host's task times scaled by four, so figures from hosts of different speed
   * differ by about the ratio of these.
   */
  benchmarkIndex: number;
  /** Requests the page made (network-requests audit), and how many of them were JS or CSS. */
  requests: number;
  scripts: number;
  /** The LCP element as Lighthouse names it, to read a slow LCP. */
  lcpElement?: string;
  /** Server-side URL where the run ended (a guarded page that bounced to sign-in measured the wrong page). */
  finalUrl: string;
}

export interface LighthouseOptions {
  url: string;
  /** localStorage to put on the page's origin before the measured visit (a signed-in owner). */
  storage?: Record<string, string>;
  /**
   * A repeat visit: the page is visited once first (and given time to install its service worker),
   * then measured with the browser's cache and storage kept. Otherwise the visit is cold: a fresh
   * profile that has loaded nothing of the console.
   */
  repeat?: boolean;
  categories?: ("performance" | "accessibility" | "best-practices" | "seo")[];
}

const score = (x: number | null | undefined) => (typeof x === "number" ? x : NaN);

/**
 * One Lighthouse 12 run in a fresh Chromium profile. Signing in means a token in localStorage,
 * which Lighthouse's own storage reset would wipe, so the run keeps storage (disableStorageReset)
 * and the cold cache comes from the fresh profile instead: before the measured visit the browser
 * has opened only /robots.txt on the console's origin (plain text, no script) to write the token.
 */
export async function lighthouseRun(opts: LighthouseOptions): Promise<LighthouseRun> {
  const chrome: LaunchedChrome = await launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
  try {
    const origin = new URL(opts.url).origin;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    if (opts.storage) await page.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), opts.storage);
    if (opts.repeat) {
      // "load", not network idle: the live payments stream stays open as long as the page does.
      await page.goto(opts.url, { waitUntil: "load", timeout: 120_000 });
      // A service worker, when the console registers one, takes its first visit to install and fill its cache.
      // The console registers it once the page is idle after load; installing fetches the build's files.
      await page.evaluate(async () => {
        if (!("serviceWorker" in navigator)) return;
        const until = Date.now() + 30_000;
        while (Date.now() < until) {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration?.active) return;
          await new Promise((r) => setTimeout(r, 250));
        }
      });
      await page.goto(`${origin}/robots.txt`);
    }
    const result = await lighthouse(
      opts.url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        disableStorageReset: true,
        onlyCategories: opts.categories ?? ["performance", "accessibility", "best-practices", "seo"],
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${opts.url}`);
    const { lhr } = result;
    // LIGHTHOUSE_DUMP=dir keeps each run's full report, to read where the time went.
    if (process.env.LIGHTHOUSE_DUMP) {
      mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
      const name = new URL(opts.url).pathname.replace(/[^a-z0-9]+/gi, "_") + (opts.repeat ? "-repeat" : "") + `-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_DUMP, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const requests = (audit("network-requests")?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
    const lcpItems = (audit("largest-contentful-paint-element")?.details as { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined)?.items;
    const lcpNode = lcpItems?.[0]?.items?.[0]?.node;
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories["best-practices"]?.score),
      seo: score(lhr.categories.seo?.score),
      fcp: score(audit("first-contentful-paint")?.numericValue),
      lcp: score(audit("largest-contentful-paint")?.numericValue),
      tbt: score(audit("total-blocking-time")?.numericValue),
      cls: score(audit("cumulative-layout-shift")?.numericValue),
      speedIndex: score(audit("speed-index")?.numericValue),
      benchmarkIndex: score(lhr.environment?.benchmarkIndex),
      requests: requests.length,
      scripts: requests.filter((r) => r.resourceType === "Script" || r.resourceType === "Stylesheet").length,
      lcpElement: lcpNode ? `${lcpNode.selector ?? ""} "${(lcpNode.nodeLabel ?? "").slice(0, 60)}"` : undefined,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over several runs (the machine is shared: one run is noise). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const med = (xs: number[]) => {
    const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    if (!s.length) return NaN;
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const pick = (k: keyof LighthouseRun) => med(runs.map((r) => r[k] as number));
  // The run whose performance score is the median names the LCP element and final URL.
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    speedIndex: pick("speedIndex"),
    benchmarkIndex: pick("benchmarkIndex"),
    requests: pick("requests"),
    scripts: pick("scripts"),
    lcpElement: middle.lcpElement,
    finalUrl: middle.finalUrl,
  };
}
