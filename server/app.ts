import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import formbody from "@fastify/formbody";
import { randomUUID } from "node:crypto";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AppContext } from "./context";
import { installErrorHandler, sendNoRoute } from "./http/errors";
import { serveConsole } from "./static";
import { httpSmsProvider } from "./sms/provider";
import { SANDBOX_SMS_KEY, sandboxSmsRoutes } from "./sms/sandbox-routes";
import { authRoutes } from "./auth/routes";
import { businessRoutes } from "./business/routes";
import { salesRoutes } from "./sales/routes";
import { resourceRoutes } from "./engine/routes";
import { moduleRoutes } from "./modules/routes";
import { subscriptionRoutes } from "./subscription/routes";
import { memberRoutes } from "./members/routes";
import { walletPaymentsPlugins } from "./payments/register";
import { publicRoutes } from "./public/routes";
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
  options: { consoleDir?: string; onRoute?: (route: RouteOptions) => void } = {},
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (req) => (req.headers["x-request-id"] as string) || randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    // A number where a string belongs is a client bug to report, not to paper over.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  let selfUrl = `http://127.0.0.1:${config.port}`;
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") selfUrl = `http://127.0.0.1:${address.port}`;
  });

  const sandbox = { sms: !config.sms, gateway: !config.gateway };
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

  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  installErrorHandler(app);
  await app.register(formbody);
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
  await openApiRoutes(app, database.db);

  await app.register(authRoutes, context);
  await app.register(businessRoutes, context);
  await app.register(salesRoutes, context);
  await app.register(resourceRoutes, context);
  await app.register(moduleRoutes, context);
  await app.register(subscriptionRoutes, context);
  await app.register(memberRoutes, context);
  await app.register(publicRoutes, context);
  if (sandbox.sms) await app.register(sandboxSmsRoutes, context);
  for (const plugin of walletPaymentsPlugins(context)) await app.register(plugin, context);

  if (options.consoleDir) await serveConsole(app, options.consoleDir);
  else app.setNotFoundHandler(sendNoRoute);

  return { app, context };
}
