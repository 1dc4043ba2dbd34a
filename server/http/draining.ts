import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";
import { phrase } from "./language";

/**
 * Shutting down without cutting anyone off. Once `drain()` is called every new request is answered
 * 503 with Retry-After, and every answer (those in flight included) carries `Connection: close`, so
 * keep-alive clients get a clean reply and leave instead of finding their connection reset when the
 * server closes. The process then closes the server (server/main.ts).
 */
export function installDraining(app: FastifyInstance): { drain: () => void } {
  let draining = false;
  app.addHook("onRequest", async (_request, reply) => {
    if (!draining) return;
    reply.header("retry-after", "5");
    throw new HttpError(503, phrase("access.restarting"));
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining) reply.header("connection", "close");
    return payload;
  });
  return { drain: () => void (draining = true) };
}
