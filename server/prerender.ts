/**
 * A customer's pages whose content needs no database — the terms and the privacy policy — drawn in the
 * page's HTML (issue 24). On a phone on mobile data the public app's code is ~200 KB and a second of a
 * cheap CPU, and until it had run the page was white: Lighthouse's slow 4G put the terms' largest paint
 * at ~3 s. With this the document paints from the first round trip, in the reader's language (the
 * one their device last showed, else Accept-Language: locales/languages.ts requestLanguage), and reads, scrolls and links without any script.
 *
 * The app draws the same document from the same markup (resources/legal.ts) and the
 * same frame (src/pages/public/PublicShell.tsx, whose elements and classes this copies), hidden beneath
 * this one until its words are in; then it removes this copy before the browser paints (LegalDocument.tsx),
 * so nothing moves and no larger text is painted later. The language switch is drawn disabled until then.
 * A business's public page is drawn the same way from its data (server/public/business-copy.ts).
 */
import { readFileSync } from "node:fs";
import { LANGUAGES, type LanguageCode } from "../locales/languages";
import { wordIn, wordsOf } from "./http/language";
import { LEGAL, LEGAL_PATHS, escapeHtml, isLegalWords, legalMarkup, type LegalDocKey } from "../resources/legal";

/** The id the app removes (src/pages/public/prerendered.ts); `#prerendered ~ #root` is hidden while it is there. */
const PRERENDERED_ID = "prerendered";

/** The styles those elements are drawn with in the app, read from the app's own sheets. */
const SHEETS = ["base.css", "ui/typography.css", "i18n/language-switch.css", "pages/public/public.css"];

export interface Prerendered {
  /** Which copy this is (document and language): what a kept page is filed under. A copy read for one request (a business's page) is never kept. */
  key: string;
  language: LanguageCode;
  /** For the head. */
  style: string;
  /** For the top of the body, before the app's root. */
  markup: string;
}

/**
 * The public pages' frame (src/pages/public/PublicShell.tsx, element for element) around `main`'s markup,
 * inside the element the app removes when its own copy is drawn.
 */
export function publicFrame(language: LanguageCode, main: string, { narrow = false } = {}): string {
  const say = (namespace: string, key: string) => escapeHtml(wordIn(language, namespace, key, { service: LEGAL.service }));
  const options = LANGUAGES.map((l) => `<option value="${l.code}" lang="${l.code}"${l.code === language ? " selected" : ""}>${escapeHtml(l.name)}</option>`).join("");
  return (
    `<div id="${PRERENDERED_ID}"><div class="public-page">` +
    `<header class="public-header"><a href="/" class="public-logo" aria-label="${say("payments", "public.home")}"><img src="/galla.svg" alt="" width="28" height="28"><span>${LEGAL.service}</span></a>` +
    `<label class="galla-language"><span class="galla-visually-hidden">${say("auth", "language.label")}</span><span aria-hidden="true" class="galla-language-icon">अ/A</span><select disabled>${options}</select></label></header>` +
    `<main class="public-main${narrow ? " public-main-narrow" : ""}">${main}</main>` +
    `<footer class="public-footer"><a href="${LEGAL_PATHS.terms}">${say("payments", "public.terms")}</a><span aria-hidden="true">·</span>` +
    `<a href="${LEGAL_PATHS.privacy}">${say("payments", "public.privacy")}</a><span aria-hidden="true">·</span>` +
    `<a href="mailto:${LEGAL.supportEmail}">${LEGAL.supportEmail}</a></footer>` +
    `</div></div>`
  );
}

/** Which document a path shows, with or without a trailing slash (PUBLIC_APP_PATHS, which sends it to the public app, is case-sensitive). */
function documentAt(path: string): LegalDocKey | undefined {
  const bare = path.replace(/\/+$/, "");
  return (Object.keys(LEGAL_PATHS) as LegalDocKey[]).find((doc) => LEGAL_PATHS[doc] === bare);
}

let sheetsStyle: string | undefined;
/** The head's styles of every page drawn here: the app's own sheets, and the app's root hidden while the copy is there. Read once. */
export function prerenderedStyle(): string {
  sheetsStyle ??= `<style>${SHEETS.map((sheet) => readFileSync(new URL(`../src/${sheet}`, import.meta.url), "utf8")).join("\n")}\n#${PRERENDERED_ID}~#root{display:none}</style>`;
  return sheetsStyle;
}

/** Reads the sheets once (the words are the server's, read at start: server/http/language.ts); answers a page's prerendered copy, or none. */
export function prerenderer(): (path: string, language: LanguageCode) => Prerendered | undefined {
  const style = prerenderedStyle();
  const kept = new Map<string, Prerendered>();
  return (path, language) => {
    const doc = documentAt(path);
    if (!doc) return undefined;
    const legal = wordsOf(language, "legal");
    if (!isLegalWords(legal)) return undefined;
    const key = `${doc}|${language}`;
    if (!kept.has(key)) kept.set(key, { key, language, style, markup: publicFrame(language, `<article class="legal-doc">${legalMarkup(legal, doc, language)}</article>`) });
    return kept.get(key);
  };
}
