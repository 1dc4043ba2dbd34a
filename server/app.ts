import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import formbody from "@fastify/formbody";
import cookie from "@fastify/cookie";
import { randomUUID } from "node:crypto";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AppContext } from "./context";
import { installErrorHandler, sendNoRoute } from "./http/errors";
import { sharedSerializers } from "./http/serializers";
import { installSecurityHeaders } from "./http/security-headers";
import { installInputGuard } from "./http/input-guard";
import { installRateLimits } from "./http/rate-limits";
import { installNoStore } from "./http/no-store";
import { OneLinePerRequest, loggerOptions } from "./http/logging";
import { readinessRoute } from "./http/readiness";
import { installDraining } from "./http/draining";
import { consoleScriptHashes, serveConsole } from "./static";
import { httpSmsProvider } from "./sms/provider";
import { startSmsSweeper } from "./sms/delivery";
import { SANDBOX_SMS_KEY, sandboxSmsRoutes } from "./sms/sandbox-routes";
import { authRoutes } from "./auth/routes";
import { businessRoutes } from "./business/routes";
import { resourceRoutes } from "./engine/routes";
import { subscriptionRoutes } from "./subscription/routes";
import { memberRoutes } from "./members/routes";
import { gatewayRoutes } from "./gateway/routes";
import { sandboxGatewayRoutes } from "./gateway/sandbox-routes";
import { sandboxUpiRoutes } from "./gateway/sandbox-upi-routes";
import { walletRoutes } from "./wallet/routes";
import { serverParts } from "./module-parts";
import { publicRoutes } from "./public/routes";
import { liveRoutes } from "./live/routes";
import { openApiRoutes, registerOpenApi } from "./http/openapi";
import { access, router } from "./http/route";
import { HealthReply } from "../contracts/common";

/**
 * Builds the API (and, when `consoleDir` is given, serves the built console) without listening, so tests can
 * build an app per database. Route modules get the context explicitly; there are no globals.
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: { consoleDir?: string; logStream?: { write(line: string): void }; onRoute?: (route: RouteOptions) => void } = {},
): Promise<{ app: FastifyInstance; context: AppContext; drain: () => void }> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(config.slowRequestMs),
    genReqId: (req) => (req.headers["x-request-id"] as string) || randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // Only our own proxies may say who the client is; otherwise any X-Forwarded-For would void per-address limits.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // A number where a string belongs is a client bug to report, not to paper over.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
  });
  let selfUrl = `http://127.0.0.1:${config.port}`;
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") selfUrl = `http://127.0.0.1:${address.port}`;
  });

  // Production never serves a sandbox (config.ts refuses to start without real providers; this holds even
  // for an app built without that check): no outbox, no sandbox gateway, no sandbox payer.
  const sandbox = { sms: !config.sms && !config.production, gateway: !config.gateway && !config.production };
  const context: AppContext = {
    config,
    database,
    selfUrl: () => selfUrl,
    sandbox,
    sms: httpSmsProvider(
      config.sms
        ? { baseUrl: () => config.sms!.url, key: config.sms.key, sender: config.sms.sender }
        : { baseUrl: () => `${selfUrl}/api/sandbox/sms`, key: SANDBOX_SMS_KEY, sender: "GALLAA" },
    ),
  };
  if (sandbox.sms || sandbox.gateway) {
    app.log.warn({ sandbox }, "sandbox providers in use: no real SMS or payment is sent");
  }
  if (config.gateway && !config.gateway.secret) app.log.warn("GATEWAY_SECRET is not set: gateway webhooks will be refused");

  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  installErrorHandler(app);
  installSecurityHeaders(app, consoleScriptHashes(options.consoleDir));
  installInputGuard(app);
  await app.register(formbody);
  await app.register(cookie);
  installNoStore(app);
  const { drain } = installDraining(app);
  await installRateLimits(app, config);
  await registerOpenApi(app);
  router(app, database.db)({
    method: "GET",
    url: "/api/health",
    access: access.public(),
    summary: "Alive, and which providers are sandboxes",
    tags: ["docs"],
    schema: { response: { 200: HealthReply } },
    handler: async () => ({ success: true, sandbox }),
  });
  readinessRoute(app, database);
  await openApiRoutes(app, database.db);

  await app.register(authRoutes, context);
  await app.register(businessRoutes, context);
  // Each listed module's own routes (server/module-parts.ts), beside the engine's generic resource API.
  for (const part of serverParts) for (const plugin of part.routes ?? []) await app.register(plugin, context);
  await app.register(resourceRoutes, context);
  await app.register(subscriptionRoutes, context);
  await app.register(memberRoutes, context);
  await app.register(publicRoutes, context);
  await app.register(liveRoutes, context);
  if (sandbox.sms) await app.register(sandboxSmsRoutes, context);
  await app.register(gatewayRoutes, context);
  await app.register(walletRoutes, context);
  // The sandbox gateway and payer app exist only while no real provider is configured.
  if (sandbox.gateway) for (const plugin of [sandboxGatewayRoutes, sandboxUpiRoutes]) await app.register(plugin, context);

  // Settles SMS left queued or mid-send (a crash, a provider outage): once listening, then periodically.
  const smsSweeper = startSmsSweeper(database.db, context.sms, app.log);
  app.addHook("onListen", async () => smsSweeper.start());
  app.addHook("onClose", async () => smsSweeper.stop());

  if (options.consoleDir) await serveConsole(app, options.consoleDir, database);
  else app.setNotFoundHandler(sendNoRoute);

  return { app, context, drain };
}
