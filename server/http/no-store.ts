import type { FastifyInstance } from "fastify";

/**
 * Nothing the API answers a signed-in caller may be kept by a browser or proxy cache (balances,
 * ledgers, customers' numbers, tokens): `no-store`, whatever the route set. Public answers that
 * chose their own caching (a business's QR image) keep it; the rest of /api is `no-store` too.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && (request.user || !reply.hasHeader("cache-control"))) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
