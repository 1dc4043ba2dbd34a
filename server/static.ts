import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { sendNoRoute } from "./http/errors";

/**
 * Serves the built console: hashed assets cached for a year and sent pre-compressed (.br/.gz
 * written at build time), index.html never cached, and every non-API GET falls back to
 * index.html so client routes survive a reload.
 */
export async function serveConsole(app: FastifyInstance, distDir: string) {
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
  app.setNotFoundHandler((request, reply) => {
    if (!["GET", "HEAD"].includes(request.method) || request.url.startsWith("/api/")) return sendNoRoute(request, reply);
    if (!indexable(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
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
