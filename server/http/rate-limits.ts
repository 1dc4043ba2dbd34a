import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { Redis, type Command } from "ioredis";
import type { Config } from "../config";
import { HttpError } from "./errors";
import { phrase } from "./language";

/**
 * The per-client ceilings, in one table: routes that send a code or an SMS, or check a code. They sit in
 * front of the database limits (per number, per address, per code), so a flood is turned away before
 * it costs a query or an SMS. Counted per client address (`request.ip`, which believes only TRUST_PROXY):
 * in this process's memory, or with REDIS_URL in Redis, shared by every process and machine.
 */
const limitedRoutes: Record<string, keyof Config["rateLimits"]> = {
  "POST /api/auth/otp": "signInPerMinute",
  "POST /api/auth/verify": "signInPerMinute",
  "POST /api/m/:businessId/sms/send": "smsPerMinute",
  "POST /api/m/:businessId/sms/bulk": "smsPerMinute",
  "POST /api/sales/:businessId/invoices/:id/payment-link": "smsPerMinute",
  "POST /api/business/:businessId/members": "smsPerMinute",
  // Online booking (modules/appointments/server/booking-routes.ts): a code, a booking, a customer's change.
  "POST /api/public/book/:id/code": "signInPerMinute",
  "POST /api/public/book/:id": "signInPerMinute",
  "POST /api/public/booking/:token/cancel": "signInPerMinute",
  "POST /api/public/booking/:token/move": "signInPerMinute",
};

/** Registers @fastify/rate-limit and attaches a limit to each route of the table as it is declared. */
export async function installRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered next), which reads `config.rateLimit`.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const kind = methods.map((m) => limitedRoutes[`${m} ${route.url}`]).find(Boolean);
    const max = kind && config.rateLimits[kind];
    if (max) route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 60_000 } };
  });
  const redis = config.redis && (await connectRedis(app, config.redis.url));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: config.redis!.prefix, skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, phrase("access.tooManyRequests", { seconds: Math.ceil(context.ttl / 1000) })),
  });
}

/** How long a start waits for Redis before serving without it, and how long one count may take. */
const REDIS_START_MS = 2000;
const REDIS_COMMAND_MS = 500;
/** Failed counts (requests let through unlimited) are logged at most this often while Redis is away. */
const REDIS_LOG_EVERY_MS = 60_000;

/**
 * The Redis client of the shared limits. Redis is not allowed to take the API down: commands fail at
 * once while it is unreachable (no offline queue) or after REDIS_COMMAND_MS when it stalls, and
 * @fastify/rate-limit's `skipOnError` then lets the request through uncounted, so the database limits
 * (per number, per address, per code) are what hold meanwhile. The client reconnects on its own (every
 * 2 s at most); losing and regaining Redis is logged once each, skipped counts once a minute. A start
 * does not wait for an unreachable Redis. Closing the app closes the connection.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const log = app.log.child({ redis: new URL(url).host });
  let failed = 0;
  let reportedAt = 0;
  /** ioredis runs every command through sendCommand: count the rate-limit script's failures. */
  class SharedLimits extends Redis {
    override sendCommand(command: Command, stream?: Parameters<Redis["sendCommand"]>[1]): unknown {
      const result = super.sendCommand(command, stream);
      if (result instanceof Promise && command.name.startsWith("eval")) {
        result.catch((err: Error) => {
          if (err.message.includes("NOSCRIPT")) return; // ioredis loads the script and sends it again
          failed++;
          if (Date.now() - reportedAt < REDIS_LOG_EVERY_MS) return;
          log.warn({ err: err.message, skipped: failed }, "redis: rate-limit counts failed; requests pass uncounted");
          reportedAt = Date.now();
          failed = 0;
        });
      }
      return result;
    }
  }
  const redis = new SharedLimits(url, {
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    disableClientInfo: true, // CLIENT SETINFO is Redis 7.2+; older servers answer it with an error
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let up: boolean | undefined;
  redis.on("ready", () => {
    if (up === false) log.info("redis: reachable again; per-minute limits are shared again");
    up = true;
  });
  redis.on("error", (err: Error) => {
    if (up === false) return;
    log.warn({ err: err.message }, "redis: unreachable; per-minute limits are not counted until it answers (retrying)");
    up = false;
  });
  app.addHook("onClose", async () => redis.disconnect());
  // The first requests should be counted too: wait for the connection, but not for a Redis that refuses it.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_MS);
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done).off("error", done);
      resolve();
    };
    redis.once("ready", done);
    redis.once("error", done);
  });
  return redis;
}

/** For tests that the table names real routes: a renamed route must not silently lose its limit. */
export const rateLimitedRouteKeys = () => Object.keys(limitedRoutes);
