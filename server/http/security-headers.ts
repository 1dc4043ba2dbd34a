import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * What the console needs and no more: its own scripts (and the inline ones its index.html carries, by
 * hash: the early-reads script, scripts/early-reads-plugin.ts), styles (antd writes <style> tags at run
 * time, hence 'unsafe-inline' for styles only), images from the API plus data: (QR codes drawn in
 * the browser) and blob: (CSV and PNG downloads), and calls to its own API.
 */
const consoleCsp = (scriptHashes: readonly string[]) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" "),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The public QR page (/p/:id) may be framed by a shop's own website; nothing else may. */
const mayBeFramed = (url: string) => /^\/p\/[^/?#]+\/?(\?|#|$)/.test(url);

/** A shared invoice (/i/:token and its API): its token must not leak in a Referer, nor the page be listed by search engines. */
const sharedInvoice = (url: string) => /^\/(i|api\/public\/invoices)\/[^/?#]+/.test(url);

/** The CSP source of each inline <script> of a page ("sha256-…"): what it allows and nothing else. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1].trim()).map((m) => `sha256-${createHash("sha256").update(m[1]).digest("base64")}`);

/**
 * Security headers on every answer: API JSON, the console's files, errors and 404s alike. `scriptHashes`
 * allows the console's inline scripts (inlineScriptHashes of its index.html).
 */
export function installSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const csp = consoleCsp(scriptHashes);
  app.addHook("onSend", async (request, reply, payload) => {
    const framed = mayBeFramed(request.url);
    reply.header("content-security-policy", [...csp, `frame-ancestors ${framed ? "*" : "'none'"}`].join("; "));
    if (!framed) reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", sharedInvoice(request.url) ? "no-referrer" : "strict-origin-when-cross-origin");
    if (sharedInvoice(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("cross-origin-opener-policy", "same-origin");
    return payload;
  });
}
