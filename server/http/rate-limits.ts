import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../config";
import { HttpError } from "./errors";
import { phrase } from "./language";

/**
 * The per-client ceilings, in one table: routes that send a code or an SMS, or check a code. They sit in
 * front of the database limits (per number, per address, per code), so a flood is turned away before
 * it costs a query or an SMS. Counted per client address (`request.ip`, which believes only TRUST_PROXY).
 */
const limitedRoutes: Record<string, keyof Config["rateLimits"]> = {
  "POST /api/auth/otp": "signInPerMinute",
  "POST /api/auth/verify": "signInPerMinute",
  "POST /api/m/:businessId/sms/send": "smsPerMinute",
  "POST /api/m/:businessId/sms/bulk": "smsPerMinute",
  "POST /api/sales/:businessId/invoices/:id/payment-link": "smsPerMinute",
  "POST /api/business/:businessId/members": "smsPerMinute",
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, phrase("access.tooManyRequests", { seconds: Math.ceil(context.ttl / 1000) })),
  });
}

/** For tests that the table names real routes: a renamed route must not silently lose its limit. */
export const rateLimitedRouteKeys = () => Object.keys(limitedRoutes);
