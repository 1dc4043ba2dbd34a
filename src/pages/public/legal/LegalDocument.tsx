import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/use-translation";
import { isLegalWords, legalMarkup, type LegalDocKey } from "../../../../resources/legal";
import { useTakeOverPrerendered } from "../prerendered";
// The markup's classes (gt-title, gt-paragraph): on a visit without the server's copy (the service worker's
// page, a link inside the app) no other module may have brought them.
import "../../../ui/typography.css";

/**
 * A numbered legal document (the terms, the privacy policy), from locales/<language>/legal.json (a lazy
 * namespace the legal routes fetch with `withWords`). Its markup is resources/legal.ts's, which the server
 * also writes into the page's HTML; once the words are in, this copy takes the server's place before the
 * browser paints, so the swap neither moves nor repaints anything larger.
 */
export function LegalDocument({ doc }: { doc: LegalDocKey }) {
  const { i18n } = useTranslation("legal");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const words: unknown = i18n.getResourceBundle(language, "legal") ?? i18n.getResourceBundle("en", "legal");
  const ready = isLegalWords(words);
  const navigate = useNavigate();
  useTakeOverPrerendered(ready);
  // Words not in yet (a route that did not fetch them): useTranslation fetches them and redraws.
  if (!ready) return null;
  // The markup's own links (the privacy policy) move inside the app, as a router link would; a
  // mailto link, or a click asking for a new tab, is the browser's.
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <article className="legal-doc" onClick={follow} dangerouslySetInnerHTML={{ __html: legalMarkup(words, doc, language) }} />;
}
