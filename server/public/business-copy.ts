/**
 * A business's public page (/p/:id) drawn in its HTML (issue 24). It is the page a shop's QR standee and
 * WhatsApp share lead a customer to, on whatever phone and network they have: with this the shop's name,
 * its QR and the "Pay with a UPI app" link are there from the first round trip, and paying needs no
 * script at all. Before, the public app's code (a second of a cheap CPU after the bytes) drew everything,
 * and Lighthouse's slow 4G put the page's largest paint, the QR, at ~3.9 s.
 *
 * The markup is BusinessPublicPage.tsx's card and services, element for element, in the same classes
 * (src/pages/public/public.css); the QR is the same picture of the same link, drawn with the same options,
 * so when the app's own card is complete and takes this one's place nothing moves and nothing larger is
 * painted. The app's "Copy UPI id" and language switch need its code, so here they wait, disabled.
 */
import QRCode from "qrcode";
import type { Database } from "../db/client";
import type { LanguageCode } from "../../locales/languages";
import type { PublicBusiness } from "../../contracts/public";
import { wordIn } from "../http/language";
import { BoundedMap } from "../db/memory";
import { escapeHtml } from "../../resources/legal";
import { formatRupees } from "../../resources/money";
import { staticUpiLink } from "../../resources/upi";
import { PAGE_QR, initialsOf, serviceAbout } from "../../resources/public-page";
import { prerenderedStyle, publicFrame, type Prerendered } from "../prerender";
import { publicBusiness, publicBusinessId } from "./business";

/** /p/<id>, with or without a trailing slash: the path the public app draws BusinessPublicPage at. */
const BUSINESS_PAGE = /^\/p\/([^/]+)\/?$/;

/**
 * Each link's QR drawn once: the same few links are asked for again and again (a shop's customers).
 * The promise is kept so that requests arriving together draw it once; a draw that failed is forgotten,
 * so the next request tries again instead of meeting the same failure for as long as it is kept.
 */
const drawn = new BoundedMap<string, Promise<string>>(2_000);
const qrOf = (uri: string): Promise<string> => {
  let qr = drawn.get(uri);
  if (!qr) {
    qr = QRCode.toDataURL(uri, PAGE_QR);
    drawn.set(uri, qr);
    qr.catch(() => {
      if (drawn.get(uri) === qr) drawn.delete(uri);
    });
  }
  return qr;
};

/** The card and the services of a business's page, as BusinessPublicPage.tsx draws them once everything is in. */
export async function businessMarkup(business: PublicBusiness, language: LanguageCode): Promise<string> {
  const say = (key: string, values?: Record<string, unknown>) => escapeHtml(wordIn(language, "payments", key, values));
  const name = escapeHtml(business.business_name);
  const logo = business.business_logo_path
    ? `<img class="pay-logo" src="${escapeHtml(business.business_logo_path)}" alt="${say("public.logoAlt", { name: business.business_name })}">`
    : `<span class="pay-initials" aria-hidden="true">${escapeHtml(initialsOf(business.business_name))}</span>`;
  const meta = escapeHtml([business.category, business.city].filter(Boolean).join(" · "));
  let pay = `<div class="gt-paragraph gt-secondary pay-no-upi">${say("public.noUpi")}</div>`;
  if (business.upi_id) {
    const uri = staticUpiLink(business.upi_id, business.business_name);
    const qr = await qrOf(uri);
    pay =
      `<div class="pay-qr"><img src="${qr}" alt="${say("public.qrLabel", { name: business.business_name })}" data-upi="${escapeHtml(uri)}"></div>` +
      `<div class="gt-paragraph pay-scan">${say("public.scan")}</div>` +
      `<div class="pay-vpa" data-testid="upi-id">${escapeHtml(business.upi_id)}</div>` +
      `<div class="pay-actions"><a class="pay-button pay-button-primary" href="${escapeHtml(uri)}">${say("public.pay")}</a>` +
      `<button type="button" class="pay-button" disabled>${say("public.copy")}</button></div>`;
  }
  const card = `<div class="pay-card">${logo}<h1 class="pay-name">${name}</h1><div class="pay-meta">${meta}</div>${pay}</div>`;
  if (!business.services.length) return card;
  const services = business.services
    .map((s) => {
      const about = serviceAbout(s, (count) => wordIn(language, "payments", "public.minutes", { count }));
      const price = s.price !== null ? `<div class="pay-service-price">${escapeHtml(formatRupees(s.price))}</div>` : "";
      return `<div class="pay-service"><div><div>${escapeHtml(s.name)}</div><span class="gt-text gt-secondary pay-service-about">${escapeHtml(about)}</span></div>${price}</div>`;
    })
    .join("");
  return `${card}<section class="pay-services" aria-label="${say("public.services")}"><h2 class="gt-title gt-h2 pay-services-title">${say("public.services")}</h2>${services}</section>`;
}

/**
 * The copy of the business page a path names, read from the database as the page's own API read does
 * (publicBusiness), or undefined: not a business page, or no such business (the app answers 404).
 * Never kept: the page is the business's as it is now, and a copy is a couple of milliseconds.
 */
export function businessCopier(database: Database): (path: string, language: LanguageCode) => Promise<Prerendered | undefined> {
  return async (path, language) => {
    const match = BUSINESS_PAGE.exec(path);
    if (!match) return undefined;
    const business = await publicBusiness(database, publicBusinessId(match[1]));
    if (!business) return undefined;
    const markup = publicFrame(language, await businessMarkup(business, language), { narrow: true });
    return { key: `business|${business.id}|${language}`, language, style: prerenderedStyle(), markup };
  };
}
