import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sendNoRoute } from "./http/errors";
import { routePreloads } from "./route-preloads";
import { inShell } from "../resources/shell-paths";
import { inlineScriptHashes } from "./http/security-headers";
import { bootFrame } from "./boot-frame";
import { prerenderer, type Prerendered } from "./prerender";
import { businessCopier } from "./public/business-copy";
import type { Database } from "./db/client";
import { DEFAULT_LANGUAGE, requestLanguage, type LanguageCode } from "../locales/languages";

/**
 * Serves the built console: hashed assets cached for a year and sent pre-compressed (.br/.gz
 * written at build time), index.html never cached, and every non-API GET falls back to
 * index.html so client routes survive a reload.
 */
export async function serveConsole(app: FastifyInstance, distDir: string, database: Database) {
  const root = resolve(distDir);
  if (!existsSync(join(root, "index.html"))) throw new Error(`console not built: ${root}/index.html is missing`);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header(
        "cache-control",
        path.includes(`${join(root, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/assets/*", async (_request, reply) => reply.status(404).send({ success: false, message: "no such asset" }));
  const page = consolePage(root);
  const businessCopy = businessCopier(database);
  app.setNotFoundHandler(async (request, reply) => {
    if (!["GET", "HEAD"].includes(request.method) || request.url.startsWith("/api/")) return sendNoRoute(request, reply);
    if (!indexable(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    const encoding = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? "")) ? "br" : /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")) ? "gzip" : undefined;
    if (encoding) reply.header("content-encoding", encoding);
    const language = requestLanguage(request.headers.cookie, request.headers["accept-language"]);
    // The copy is a head start, never a condition: when the database cannot give it, the page is the app's
    // shell alone, as before copies, and the app shows the customer its own error or the page.
    const copy = await businessCopy(pathOf(request.url), language).catch((error: unknown) => {
      request.log.error({ err: error }, "a business page's copy could not be read; its shell is served alone");
      return undefined;
    });
    return reply
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, accept-language, cookie")
      .type("text/html; charset=utf-8")
      .send(page(request.url, encoding, language, copy));
  });
}

/** The hashes of the built index.html's inline scripts, for the CSP; none when no console is served. */
export function consoleScriptHashes(distDir: string | undefined): string[] {
  const index = distDir && join(resolve(distDir), "index.html");
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, "utf8")) : [];
}

/** The entry's stylesheets as Vite writes them into index.html's head. */
const ENTRY_STYLESHEETS = /<link rel="stylesheet"[^>]*>\s*/g;

/** A page's path from its URL, decoded (a malformed escape is matched as sent: it names no console page). */
function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * index.html for a client route, naming the route's code for the browser to fetch at once
 * (server/route-preloads.ts) and, on a page inside the console's shell, with the shell's frame drawn in
 * HTML until the code has come (server/boot-frame.ts); the terms and the privacy policy whole, in the
 * reader's language (server/prerender.ts). Compressed once per distinct page and kept; a page whose copy
 * the caller read for this request (`copy`: a business's page, server/public/business-copy.ts) is
 * compressed for it alone, more lightly, and not kept.
 */
export function consolePage(root: string) {
  const html = readFileSync(join(root, "index.html"), "utf8");
  const preloads = routePreloads(root);
  const logo = join(root, "galla.svg");
  const frame = bootFrame(existsSync(logo) ? readFileSync(logo, "utf8") : "");
  const prerendered = prerenderer();
  const kept = new Map<string, Buffer>();
  const compress = (body: Buffer, encoding: "br" | "gzip" | undefined, quality: "best" | "fast") =>
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality === "best" ? 11 : 5 } })
      : encoding === "gzip"
        ? gzipSync(body, { level: quality === "best" ? 9 : 6 })
        : body;
  const draw = (framed: boolean, links: string, content: Prerendered | undefined): Buffer => {
    const drawn = framed ? frame : content;
    let page = html.replace("</head>", `${links}${drawn?.style ?? ""}</head>`);
    if (drawn) {
      // What is drawn in the HTML (the shell's frame, a public page's copy) has its own style inline: it
      // paints with the HTML, not after the console's stylesheet, which on slow 4G waits its turn among the
      // preloaded code's requests. A stylesheet in the body holds back only what follows it (#root), and
      // the console's code still runs after it has loaded.
      const sheets = page.match(ENTRY_STYLESHEETS) ?? [];
      page = page.replace(ENTRY_STYLESHEETS, "").replace("<body>", `<body>${drawn.markup}${sheets.join("")}`);
    }
    if (content) page = page.replace(/<html lang="[^"]*">/, `<html lang="${content.language}">`);
    return Buffer.from(page);
  };
  return (url: string, encoding: "br" | "gzip" | undefined, language: LanguageCode = DEFAULT_LANGUAGE, copy?: Prerendered): Buffer => {
    const path = pathOf(url);
    const links = preloads(path);
    const framed = inShell(path);
    if (copy && !framed) return compress(draw(false, links, copy), encoding, "fast");
    const content = framed ? undefined : prerendered(path, language);
    const key = `${encoding}|${framed}|${links}|${content?.key}`;
    if (!kept.has(key)) kept.set(key, compress(draw(framed, links, content), encoding, "best"));
    return kept.get(key)!;
  };
}

/**
 * The console's pages a search engine may list, as public/robots.txt allows them: the landing and
 * sign-in pages, the terms and privacy policy, and a business's public page. Every other page is
 * behind sign-in or a private link (a shared invoice), and is sent with `X-Robots-Tag: noindex` too,
 * which also holds where robots.txt is not read (a link crawled from elsewhere).
 */
export function indexable(url: string): boolean {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
  return path === "/" || path === "/auth/login" || /^\/(terms|policy|p)\/[^/]+/.test(path);
}
