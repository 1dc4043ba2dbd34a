import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { smsRoutes } from "../../modules/communication/server/routes";
import { staffRoutes } from "../../modules/staff/server/routes";
import { supportRoutes } from "../../modules/support/server/routes";
import { profileRoutes } from "../../modules/core/server/profile-routes";
import { withdrawalRoutes } from "../../modules/payments/server/withdrawal-routes";

/**
 * The modules' own actions, beside the generic resource API: under /api/m/:businessId so they can never
 * shadow or be shadowed by /api/b/:businessId/:resource.
 */
export async function moduleRoutes(app: FastifyInstance, context: AppContext) {
  for (const plugin of [smsRoutes, staffRoutes, supportRoutes, profileRoutes, withdrawalRoutes]) await app.register(plugin, context);
}
