import { describe, expect, it, vi } from "vitest";
import Fastify from "fastify";
import QRCode from "qrcode";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { businessMarkup } from "../../server/public/business-copy";
import { consolePage, serveConsole } from "../../server/static";
import type { Database } from "../../server/db/client";
import { prerenderedStyle, publicFrame } from "../../server/prerender";
import type { PublicBusiness } from "../../contracts/public";

/** The business's page as the server draws it in the HTML (server/public/business-copy.ts): BusinessPublicPage.tsx's card. */
const salon: PublicBusiness = {
  id: 7,
  business_name: "Shree Ganesh Salon",
  business_logo_path: null,
  upi_id: "ganesh@ybl",
  city: "Pune",
  category: "Beauty Parlour & Salon",
  services: [
    { name: "Haircut (men)", category: "Hair", price: 200, duration_minutes: 30, description: null },
    { name: "Consultation", category: null, price: null, duration_minutes: null, description: "Free" },
  ],
  takes_bookings: true,
};

const qrIn = (html: string) => {
  const [, base64] = /<img src="data:image\/png;base64,([^"]+)"/.exec(html)!;
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("a business's public page in its HTML", () => {
  it("draws the card as the app does: initials, name, what and where, a QR of the UPI link, the link to pay, the services", async () => {
    const html = await businessMarkup(salon, "en");
    const link = "upi://pay?pa=ganesh%40ybl&pn=Shree%20Ganesh%20Salon&cu=INR";
    const inAttribute = link.replaceAll("&", "&amp;");
    expect(html).toMatch(/^<div class="pay-card"><span class="pay-initials" aria-hidden="true">SG<\/span><h1 class="pay-name">Shree Ganesh Salon<\/h1><div class="pay-meta">Beauty Parlour &amp; Salon · Pune<\/div><div class="pay-qr"><img src="data:image\/png;base64,/);
    expect(qrIn(html)).toBe(link);
    expect(html).toContain(`alt="UPI QR code to pay Shree Ganesh Salon" data-upi="${inAttribute}"`);
    expect(html).toContain(`<a class="pay-button pay-button-primary" href="${inAttribute}">Pay with a UPI app</a>`);
    // Copying needs the app's code: until it has come the button waits, disabled.
    expect(html).toContain('<button type="button" class="pay-button" disabled>Copy UPI id</button>');
    expect(html).toContain('<section class="pay-services" aria-label="Services"><h2 class="gt-title gt-h2 pay-services-title">Services</h2>');
    expect(html).toContain('<div>Haircut (men)</div><span class="gt-text gt-secondary pay-service-about">Hair · 30 min</span></div><div class="pay-service-price">₹200.00</div>');
    // No price, no price column.
    expect(html).toContain('<div>Consultation</div><span class="gt-text gt-secondary pay-service-about">Free</span></div></div>');
  });

  it("in Hindi; with a logo; without UPI it says so; without services the card is all", async () => {
    const hi = await businessMarkup(salon, "hi");
    expect(hi).toContain('<div class="gt-paragraph pay-scan">भुगतान के लिए किसी भी UPI ऐप से स्कैन करें</div>');
    const plain = await businessMarkup({ ...salon, upi_id: null, services: [], business_logo_path: "/uploads/logo.png" }, "en");
    expect(plain).toBe(
      '<div class="pay-card"><img class="pay-logo" src="/uploads/logo.png" alt="Shree Ganesh Salon logo"><h1 class="pay-name">Shree Ganesh Salon</h1>' +
        '<div class="pay-meta">Beauty Parlour &amp; Salon · Pune</div><div class="gt-paragraph gt-secondary pay-no-upi">This business has not set up UPI payments yet.</div></div>',
    );
  });

  it("what the owner typed is text, never markup", async () => {
    const hostile = await businessMarkup(
      {
        ...salon,
        business_name: `<script>alert(1)</script> "Best" & Co`,
        business_logo_path: `/u/a.png" onerror="alert(2)`,
        city: "<b>Pune</b>",
        upi_id: `x"><img src=y>@ok`,
        services: [{ name: "<i>Cut</i>", category: "<u>Hair</u>", price: 1, duration_minutes: null, description: null }],
      },
      "en",
    );
    expect(hostile).not.toMatch(/<script|<b>|<i>|<u>|<img src=y|" onerror=/);
    expect(hostile).toContain('<h1 class="pay-name">&lt;script&gt;alert(1)&lt;/script&gt; &quot;Best&quot; &amp; Co</h1>');
    expect(hostile).toContain('src="/u/a.png&quot; onerror=&quot;alert(2)"');
    expect(hostile).toContain('<div class="pay-vpa" data-testid="upi-id">x&quot;&gt;&lt;img src=y&gt;@ok</div>');
  });

  it("goes before the app's root with the public sheets, and is drawn for its request alone", () => {
    const dir = mkdtempSync(join(tmpdir(), "galla-business-copy-"));
    writeFileSync(join(dir, "index.html"), `<html lang="en-IN"><head><title>Galla</title></head><body><div id="root"></div></body></html>`);
    const page = consolePage(dir);
    const copy = { key: "business|7|hi", language: "hi" as const, style: prerenderedStyle(), markup: publicFrame("hi", "<div class=\"pay-card\">X</div>", { narrow: true }) };
    const html = page("/p/7", undefined, "hi", copy).toString("utf8");
    expect(html).toMatch(/^<html lang="hi"><head>.*#prerendered~#root\{display:none\}<\/style><\/head><body><div id="prerendered"><div class="public-page">.*<main class="public-main public-main-narrow"><div class="pay-card">X<\/div><\/main>.*<\/div><\/div><div id="root">/s);
    // Not kept: the same page without its copy is the plain one.
    expect(page("/p/7", undefined, "hi").toString("utf8")).not.toContain("prerendered");
  });
});

describe("when the copy cannot be drawn", () => {
  it("a QR that failed to draw is drawn again on the next request, not failed for as long as it is kept", async () => {
    const business = { ...salon, upi_id: "retry@ybl" };
    const draw = vi.spyOn(QRCode, "toDataURL").mockRejectedValueOnce(new Error("out of memory") as never);
    await expect(businessMarkup(business, "en")).rejects.toThrow("out of memory");
    const html = await businessMarkup(business, "en");
    expect(qrIn(html)).toBe("upi://pay?pa=retry%40ybl&pn=Shree%20Ganesh%20Salon&cu=INR");
    expect(draw).toHaveBeenCalledTimes(2);
    draw.mockRestore();
  });

  it("a database that refuses still serves the business page's shell, for the app to show its own error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "galla-business-refused-"));
    writeFileSync(join(dir, "index.html"), `<html lang="en-IN"><head><title>Galla</title></head><body><div id="root"></div></body></html>`);
    const refusing = new Proxy({} as Database, {
      get() {
        throw new Error("connection refused");
      },
    });
    const app = Fastify({ logger: false });
    await serveConsole(app, dir, refusing);
    const page = await app.inject({ method: "GET", url: "/p/7" });
    await app.close();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain("prerendered");
  });
});
