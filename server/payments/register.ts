import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { gatewayRoutes } from "../gateway/routes";
import { sandboxGatewayRoutes } from "../gateway/sandbox-routes";
import { sandboxUpiRoutes } from "../gateway/sandbox-upi-routes";
import { walletRoutes } from "../wallet/routes";
import { qrRoutes } from "./qr-routes";
import { standeeRoutes } from "./standee-routes";
import { transactionsRoutes } from "./transactions-routes";

type Plugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** The wallet, gateway and payments route modules, in one list so server/app.ts needs one line. */
export function walletPaymentsPlugins(ctx: AppContext): Plugin[] {
  return [
    gatewayRoutes,
    walletRoutes,
    qrRoutes,
    standeeRoutes,
    transactionsRoutes,
    // The sandbox gateway and payer app exist only while no real provider is configured.
    ...(ctx.sandbox.gateway ? [sandboxGatewayRoutes, sandboxUpiRoutes] : []),
  ];
}
