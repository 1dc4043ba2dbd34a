import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { smsRoutes } from "./sms/routes";
import { staffRoutes } from "./staff/routes";
import { supportRoutes } from "./support/routes";
import { profileRoutes } from "./profile/routes";
import { withdrawalRoutes } from "./withdrawals/routes";

/**
 * The modules' own actions, beside the generic resource API: under /api/m/:businessId so they can never
 * shadow or be shadowed by /api/b/:businessId/:resource.
 */
export async function moduleRoutes(app: FastifyInstance, context: AppContext) {
  for (const plugin of [smsRoutes, staffRoutes, supportRoutes, profileRoutes, withdrawalRoutes]) await app.register(plugin, context);
}
