import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { gatewayRoutes } from "../../../server/gateway/routes";
import { sandboxGatewayRoutes } from "../../../server/gateway/sandbox-routes";
import { sandboxUpiRoutes } from "../../../server/gateway/sandbox-upi-routes";
import { walletRoutes } from "../../../server/wallet/routes";
import { qrRoutes } from "./qr-routes";
import { transactionsRoutes } from "./transactions-routes";

type Plugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** The wallet, gateway and payments route modules, in one list so server/app.ts needs one line. */
export function walletPaymentsPlugins(ctx: AppContext): Plugin[] {
  return [
    gatewayRoutes,
    walletRoutes,
    qrRoutes,
    transactionsRoutes,
    // The sandbox gateway and payer app exist only while no real provider is configured.
    ...(ctx.sandbox.gateway ? [sandboxGatewayRoutes, sandboxUpiRoutes] : []),
  ];
}
