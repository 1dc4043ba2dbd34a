import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { baseUrl, holdEntrySheet, paintBesideEntrySheet, publicBusinessWhere } from "./helpers";
import { seriousViolations } from "./axe";

/**
 * The terms, the privacy policy and a business's page drawn in the page's HTML (server/prerender.ts,
 * server/public/business-copy.ts; issue 24): a phone on mobile data reads them from the first round trip,
 * in its language, without any script; the public app then draws the same page in their place without
 * moving or repainting anything larger.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** From the first change of the page: when the server's copy left, and whether the app's (`drawn`: its root holds one) was ever shown beside it. */
function watchTakeOver(drawn: string) {
  const w = window as unknown as { copySeen?: boolean; takenOverAt?: number; both: boolean; shifts: number; lcp: number[] };
  w.both = false;
  w.shifts = 0;
  w.lcp = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.lcp.push(e.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver(() => {
    const prerendered = document.getElementById("prerendered");
    const root = document.getElementById("root");
    if (prerendered && root && getComputedStyle(root).display !== "none" && root.querySelector(drawn)) w.both = true;
    if (prerendered) w.copySeen = true;
    else if (w.copySeen && w.takenOverAt === undefined) w.takenOverAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

describe("the terms and the privacy policy in the page's HTML", () => {
  it("without any script, a Hindi phone reads the terms in Hindi, jumps to a clause and follows the link to the privacy policy", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false, locale: "hi-IN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/terms/terms-conditions#section-3`);
    await expect(page.getByRole("heading", { level: 1, name: "नियम और शर्तें" }).isVisible()).resolves.toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.locator("article").innerText()).toContain("पिछला बदलाव: 1 नवंबर 2026");
    // The clause asked for is scrolled to, as a link into the document expects.
    expect((await page.locator("#section-3").boundingBox())!.y).toBeLessThan(10);
    // Its switch shows the language and waits, disabled, for the app that can change it.
    expect(await page.getByRole("combobox").isDisabled()).toBe(true);
    await page.locator("article").getByRole("link", { name: /गोपनीयता नीति/ }).first().click();
    await page.waitForURL(/\/policy\/Privacy-Policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("the copy passes axe while it is all there is (the app's code held back)", async () => {
    // bypassCSP: axe-core is injected as an inline script, which the page's CSP rightly refuses.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/policy/Privacy-Policy`);
    await page.locator("#prerendered article").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("with its script, the app's copy takes the server's place: never both shown, nothing moved, no larger paint after", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-IN" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(watchTakeOver, "article");
    await page.goto(`${baseUrl()}/terms/terms-conditions`);
    await page.locator("#root article.legal-doc").waitFor();
    await page.waitForFunction(() => (window as unknown as { lcp: number[] }).lcp.length > 0);
    const seen = await page.evaluate(() => {
      const { takenOverAt, both, shifts, lcp } = window as unknown as { takenOverAt?: number; both: boolean; shifts: number; lcp: number[] };
      return { takenOverAt, both, shifts, lcp };
    });
    expect(await page.locator("#prerendered").count()).toBe(0);
    expect(await page.locator("article").count()).toBe(1);
    expect(seen.both).toBe(false);
    expect(seen.shifts).toBe(0);
    // The largest text was painted by the server's copy: nothing the app drew afterwards was larger.
    expect(seen.takenOverAt).toBeGreaterThan(0);
    expect(Math.max(...seen.lcp)).toBeLessThan(seen.takenOverAt!);
    expect(await page.getByTestId("language-switch").isEnabled()).toBe(true);

    // The document's own link moves inside the app now (no new page load), and the switch works.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator("article").getByRole("link", { name: "Privacy Policy" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.getByTestId("language-switch").selectOption("hi");
    await page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" }).waitFor();
    // The choice reaches the server too: this English browser's next copy is drawn in Hindi.
    const html = await page.evaluate(() => fetch("/terms/terms-conditions").then((r) => r.text()));
    expect(html).toMatch(/<html lang="hi">.*<div id="prerendered">.*नियम और शर्तें<\/h1>/s);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without the server's copy (the page the service worker keeps has none), the app draws the document exactly as the copy was drawn", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-IN" });
    const page = await context.newPage();
    const boxes = () =>
      page.locator("article h1, article .gt-secondary, article h2").evaluateAll((els) =>
        els.slice(0, 4).map((e) => {
          const r = e.getBoundingClientRect();
          return [r.y, r.height, getComputedStyle(e).fontWeight, getComputedStyle(e).color].join(" ");
        }),
      );
    await page.goto(`${baseUrl()}/terms/terms-conditions`);
    await page.locator("#root article").waitFor();
    const withCopy = await boxes();
    // The same page with neither the copy nor its styles, as the service worker answers a repeat visit.
    await context.route(/\/terms\/terms-conditions$/, async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({ contentType: "text/html", body: html.replace(/<style>[^<]*#prerendered[^<]*<\/style>/, "").replace(/<div id="prerendered">.*?<\/div><\/div>(?=<div id="root">)/s, "") });
    });
    await page.reload();
    await page.locator("#root article").waitFor();
    expect(await page.locator("#prerendered").count()).toBe(0);
    expect(await boxes()).toEqual(withCopy);
    await context.close();
  });

  it("only these pages carry a copy: the console, and a business that is not there, do not", async () => {
    for (const path of ["/p/987654", "/p/abc", "/auth/login", "/galla/Dashboard"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).not.toContain('id="prerendered"');
    }
    const privacy = await fetch(`${baseUrl()}/policy/Privacy-Policy/`, { headers: { "accept-language": "en-IN,en;q=0.9" } });
    expect(privacy.headers.get("vary")).toContain("accept-language");
    expect(await privacy.text()).toMatch(/<div id="prerendered">.*<h1 class="gt-title gt-h1">Privacy Policy<\/h1>/s);
  });
});

/** The QR an image shows, read back as a phone's camera would. */
async function qrOf(image: import("playwright-core").Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** A page's first paint and when the console's entry stylesheet ended, with that sheet held back until the page paints. */
async function paintBesideHeldSheet(path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const release = await holdEntrySheet(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "commit" });
    return await paintBesideEntrySheet(page, release);
  } finally {
    await context.close();
  }
}

describe("a copy paints before the console's stylesheet (its own style is inline; the sheet waits in the body)", () => {
  it.each([
    ["the terms", () => Promise.resolve("/terms/terms-conditions")],
    ["a business's page", async () => `/p/${await publicBusinessWhere((b) => b.services.length > 0, "a business with services")}`],
  ])("%s", async (_name, pathOf) => {
    const { paint, sheet } = await paintBesideHeldSheet(await pathOf());
    expect(paint).toBeLessThan(sheet);
  });
});

describe("a business's page in its HTML", () => {
  const salonId = () => publicBusinessWhere((b) => b.takes_bookings && b.services.length > 0, "a salon with services");
  const link = "upi://pay?pa=shreeganeshsalon%40ybl&pn=Shree%20Ganesh%20Beauty%20Parlour%20%26%20Unisex%20Salon&cu=INR";

  it("without any script, a customer's phone shows the shop, a QR that pays it, the link to pay and the services, in its language", async () => {
    const id = await salonId();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false, locale: "hi-IN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/p/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Shree Ganesh Beauty Parlour & Unisex Salon" }).isVisible()).resolves.toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await qrOf(page.locator(".pay-qr img"))).toBe(link);
    expect(await page.getByRole("link", { name: "UPI ऐप से भुगतान करें" }).getAttribute("href")).toBe(link);
    // Copying needs the app: it waits, disabled, and says so by being so.
    expect(await page.getByRole("button", { name: "UPI आईडी कॉपी करें" }).isDisabled()).toBe(true);
    const { data } = await (await fetch(`${baseUrl()}/api/public/business/${id}`)).json();
    const services = page.getByRole("region", { name: "सेवाएँ" });
    for (const s of data.services as { name: string }[]) await expect(services.getByText(s.name, { exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("the copy passes axe and its controls are a thumb wide while it is all there is (the app's code held back)", async () => {
    const id = await salonId();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/p/${id}`);
    await page.locator("#prerendered .pay-card").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const box of await page.locator("#prerendered .pay-button").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  it("with its script, the app's card takes the copy's place once its QR is drawn: never both shown, nothing moved, no larger paint after", async () => {
    const id = await salonId();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-IN" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(watchTakeOver, ".pay-card");
    // The QR library (its mask search survives minifying) is not needed where the copy brought the picture.
    const qrLibrary: string[] = [];
    page.on("response", async (r) => {
      if (r.request().resourceType() === "script" && (await r.text().catch(() => "")).includes("getBestMask")) qrLibrary.push(r.url());
    });
    await page.goto(`${baseUrl()}/p/${id}`);
    await page.locator("#root .pay-qr img").waitFor();
    await page.waitForFunction(() => !document.getElementById("prerendered"));
    const seen = await page.evaluate(() => {
      const { takenOverAt, both, shifts, lcp } = window as unknown as { takenOverAt?: number; both: boolean; shifts: number; lcp: number[] };
      return { takenOverAt, both, shifts, lcp };
    });
    expect(seen.both).toBe(false);
    expect(seen.shifts).toBe(0);
    expect(seen.takenOverAt).toBeGreaterThan(0);
    expect(seen.lcp.length).toBeGreaterThan(0);
    // The largest paint (the QR) was the copy's: the app's own QR, drawn later, is no larger.
    expect(Math.max(...seen.lcp)).toBeLessThan(seen.takenOverAt!);
    expect(await qrOf(page.locator("#root .pay-qr img"))).toBe(link);
    // The app's controls work: copying the UPI id says so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy UPI id" }).click();
    await page.getByText("UPI id copied").waitFor();
    await page.getByRole("heading", { name: "Book an appointment" }).waitFor();
    expect(qrLibrary, "the QR drawn again in the browser").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without the copy (the page the service worker keeps has none), the app draws the card exactly as the copy was drawn", async () => {
    const id = await salonId();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false, locale: "en-IN" });
    const boxes = (page: import("playwright-core").Page, within: string) =>
      page.locator(`${within} :is(.pay-card > *, .pay-actions > *, .pay-services > *)`).evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          const style = getComputedStyle(e);
          return [e.tagName, r.x, r.y, r.width, r.height, style.fontSize, style.fontWeight, style.color, style.backgroundColor].join(" ");
        }),
      );
    const copy = await context.newPage();
    await copy.goto(`${baseUrl()}/p/${id}`);
    const drawnByServer = await boxes(copy, "#prerendered");
    const app = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-IN" });
    const page = await app.newPage();
    await page.route(new RegExp(`/p/${id}$`), async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({ contentType: "text/html", body: html.replace(/<div id="prerendered">.*?<\/footer><\/div><\/div>(?=<div id="root">)/s, "") });
    });
    await page.goto(`${baseUrl()}/p/${id}`);
    await page.locator("#root .pay-qr img").waitFor();
    expect(await page.locator("#prerendered").count()).toBe(0);
    expect(await qrOf(page.locator("#root .pay-qr img")), "drawn by the app itself").toBe(link);
    // Enabled in the app, disabled in the copy: the Copy button's colour alone may differ.
    const withoutColour = (list: string[]) => list.map((b) => (b.startsWith("BUTTON") ? b.split(" ").slice(0, 7).join(" ") : b));
    expect(withoutColour(await boxes(page, "#root"))).toEqual(withoutColour(drawnByServer));
    await context.close();
    await app.close();
  });
});
