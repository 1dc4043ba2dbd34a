/**
 * The terms and the privacy policy: who answers for the service, where each is read, and the document
 * as HTML — read by the public app and by the server, which draws them in the page itself.
 */
import { intlLocale } from "../locales/languages";

/**
 * Who answers for the service: named once, shown on the terms, the privacy policy and the footer.
 * The words around these (the officer's title, the hours, the courts' city) are in
 * locales/<language>/legal.json: they read differently in each language.
 */
export const LEGAL = {
  service: "Galla",
  supportEmail: "support@galla.in",
  grievanceEmail: "grievance@galla.in",
  /** DPDP Rules 2025: grievances answered within 90 days at the latest; we commit to sooner. */
  grievanceReplyDays: 15,
  /** The day the current terms and policy took effect, shown in the reader's language ("1 November 2026"). */
  effectiveDate: "2026-11-01",
} as const;

/**
 * A legal document as HTML, from its words (locales/<language>/legal.json). One function for both
 * places it is drawn: the server writes it into the page's HTML, so a phone on mobile data reads the
 * terms in the first round trip (server/prerender.ts), and the public app draws the very same markup
 * when it takes over (src/pages/public/legal/LegalDocument.tsx) — same elements, same classes, so nothing moves and the
 * largest text painted stays the first one.
 *
 * Each section's body is a list of blocks, a string being a paragraph and an array of strings a
 * bulleted list. Inside a paragraph, "\n" breaks the line and three tags mark what is more than text:
 * <strong>…</strong>, <privacy>…</privacy> (a link to the privacy policy) and <mail>address</mail>.
 * Everything else is text, escaped. `{{name}}` is one of the values below.
 */
export type LegalDocKey = "terms" | "privacy";
type Block = string | string[];
interface Doc {
  title: string;
  intro: string;
  sections: { heading: string; body: Block[] }[];
}
export interface LegalWords {
  updated: string;
  contact: { officer: string; hours: string; jurisdiction: string };
  terms: Doc;
  privacy: Doc;
}

/** Where each document is read (spec §2); the <privacy> tag links to the privacy policy. */
export const LEGAL_PATHS: Record<LegalDocKey, string> = { terms: "/terms/terms-conditions", privacy: "/policy/Privacy-Policy" };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const TAGS: Record<string, (text: string) => string> = {
  strong: (text) => `<strong>${text}</strong>`,
  privacy: (text) => `<a href="${LEGAL_PATHS.privacy}">${text}</a>`,
  mail: (text) => `<a href="mailto:${text}">${text}</a>`,
};

/** A line's text escaped, its known tags made elements; an unknown tag's text kept as text. */
function inline(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const parts = line.split(/<(\w+)>(.*?)<\/\1>/g);
      let out = "";
      for (let i = 0; i < parts.length; i += 3) {
        out += escapeHtml(parts[i]);
        if (i + 2 < parts.length) out += (TAGS[parts[i + 1]] ?? ((t: string) => t))(escapeHtml(parts[i + 2]));
      }
      return out;
    })
    .join("<br>");
}

const block = (b: Block) =>
  Array.isArray(b) ? `<ul>${b.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>` : `<div class="gt-paragraph">${inline(b)}</div>`;

/** Whether `words` is a loaded legal namespace (not a missing one: `{}`). */
export const isLegalWords = (words: unknown): words is LegalWords =>
  typeof words === "object" && words !== null && Array.isArray((words as LegalWords).terms?.sections) && Array.isArray((words as LegalWords).privacy?.sections);

/** The inside of `<article class="legal-doc">`: title, the day it took effect, the intro, numbered sections with anchors. */
export function legalMarkup(words: LegalWords, doc: LegalDocKey, language: string): string {
  const values: Record<string, string> = {
    service: LEGAL.service,
    supportEmail: LEGAL.supportEmail,
    grievanceEmail: LEGAL.grievanceEmail,
    replyDays: String(LEGAL.grievanceReplyDays),
    ...words.contact,
    date: new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${LEGAL.effectiveDate}T00:00:00Z`),
    ),
  };
  const fill = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  const { title, intro, sections } = words[doc];
  return (
    `<h1 class="gt-title gt-h1">${inline(fill(title))}</h1>` +
    `<div class="gt-paragraph gt-secondary">${inline(fill(words.updated))}</div>` +
    `<div class="gt-paragraph">${inline(fill(intro))}</div>` +
    sections
      .map(
        (s, i) =>
          `<section id="section-${i + 1}"><h2 class="gt-title gt-h2">${i + 1}. ${inline(fill(s.heading))}</h2>` +
          s.body.map((b) => block(Array.isArray(b) ? b.map(fill) : fill(b))).join("") +
          `</section>`,
      )
      .join("")
  );
}
