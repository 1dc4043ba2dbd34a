import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEGAL, legalMarkup, type LegalWords } from "../../resources/legal";
import { consolePage } from "../../server/static";
import { requestLanguage } from "../../locales/languages";

const legal = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}/legal.json`, import.meta.url), "utf8")) as LegalWords;

describe("a legal document's markup (resources/legal.ts), drawn by the server and the public app alike", () => {
  it("numbers its sections with anchors, fills in who answers, and dates it in the reader's language", () => {
    const en = legalMarkup(legal("en"), "terms", "en");
    expect(en).toMatch(/^<h1 class="gt-title gt-h1">Terms &amp; Conditions<\/h1><div class="gt-paragraph gt-secondary">Last updated: 1 November 2026<\/div>/);
    const count = legal("en").terms.sections.length;
    expect(en.match(/<section id="section-\d+">/g)).toHaveLength(count);
    expect(en).toContain(`<section id="section-${count}"><h2 class="gt-title gt-h2">${count}. `);
    expect(en).toContain(`<a href="mailto:${LEGAL.grievanceEmail}">${LEGAL.grievanceEmail}</a>`);
    expect(en).not.toMatch(/\{\{|<privacy>|<mail>/);
    expect(legalMarkup(legal("hi"), "privacy", "hi")).toMatch(/^<h1 class="gt-title gt-h1">गोपनीयता नीति<\/h1><div class="gt-paragraph gt-secondary">पिछला बदलाव: 1 नवंबर 2026/);
  });

  it("makes elements of its three tags only: another tag's words are shown without it, any other markup as text", () => {
    const words: LegalWords = {
      ...legal("en"),
      terms: { title: "T <b>x</b>", intro: "I", sections: [{ heading: "H", body: ["a <strong>b</strong> <privacy>p</privacy>\nc <script>alert(1)</script> & \"q\"", ["<img src=x onerror=1>"]] }] },
    };
    const html = legalMarkup(words, "terms", "en");
    expect(html).toContain('<h1 class="gt-title gt-h1">T x</h1>');
    expect(html).toContain('<div class="gt-paragraph">a <strong>b</strong> <a href="/policy/Privacy-Policy">p</a><br>c alert(1) &amp; &quot;q&quot;</div>');
    expect(html).toContain("<ul><li>&lt;img src=x onerror=1&gt;</li></ul>");
    expect(html).not.toMatch(/<script|<img|<b>/);
  });
});

describe("the terms and privacy policy in the page's HTML (server/prerender.ts)", () => {
  const dir = mkdtempSync(join(tmpdir(), "galla-prerender-"));
  writeFileSync(join(dir, "index.html"), `<html lang="en-IN"><head><title>Galla</title></head><body><div id="root"></div></body></html>`);
  const page = consolePage(dir);
  const html = (url: string, acceptLanguage?: string, cookie?: string) => page(url, undefined, requestLanguage(cookie, acceptLanguage)).toString("utf8");

  it("draws the document before the app's root, in the language the browser asks for, with its styles in the head", () => {
    const hi = html("/terms/terms-conditions", "hi-IN,hi;q=0.9,en;q=0.8");
    expect(hi).toMatch(/^<html lang="hi"><head>/);
    expect(hi).toMatch(/<body><div id="prerendered"><div class="public-page"><header class="public-header">.*<article class="legal-doc"><h1 class="gt-title gt-h1">नियम और शर्तें<\/h1>.*<\/footer><\/div><\/div><div id="root">/s);
    // The app beneath stays hidden while the copy is there; the copy is drawn with the app's own sheets.
    expect(hi).toMatch(/<style>[^<]*\.legal-doc h1[^<]*#prerendered~#root\{display:none\}<\/style><\/head>/);
    expect(html("/terms/terms-conditions", "fr-FR,en;q=0.5")).toMatch(/^<html lang="en">.*Terms &amp; Conditions<\/h1>/s);
    expect(html("/terms/terms-conditions")).toContain('<option value="en" lang="en" selected>English</option>');
    // The language this device last showed (its cookie) wins over the browser's; an unknown one does not.
    expect(html("/terms/terms-conditions", "en-IN", "a=1; language=hi")).toMatch(/^<html lang="hi">.*नियम और शर्तें<\/h1>/s);
    expect(html("/terms/terms-conditions", "hi-IN", "language=fr")).toMatch(/^<html lang="hi">/);
    expect(html("/terms/terms-conditions", "hi-IN", "xlanguage=en")).toMatch(/^<html lang="hi">/);
  });

  it("with or without a trailing slash, and on no other page", () => {
    expect(html("/policy/Privacy-Policy/?from=footer", "en")).toContain("<h1 class=\"gt-title gt-h1\">Privacy Policy</h1>");
    for (const url of ["/", "/auth/login", "/p/12", "/i/abc", "/terms/other", "/POLICY/privacy-policy", "/galla/Dashboard"]) expect(html(url, "hi"), url).not.toContain("prerendered");
  });
});
