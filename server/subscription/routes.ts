import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import { authenticate } from "../auth/authenticate";
import { HttpError } from "../http/errors";
import { requireMembership } from "../tenancy";
import { balancePaise } from "../wallet/ledger";
import { subscriptionsOf } from "../business/subscriptions";
import { MODULES, MODULE_KEYS, type ModuleKey } from "../../resources/modules";
import { paiseToRupees } from "../../resources/money";
import type { AppContext } from "../context";
import { subscriptionPayments } from "./schema";
import { upgradeFromWallet } from "./upgrade";

interface UpgradeBody {
  module: ModuleKey;
  plan: "monthly" | "yearly";
  request_key: string;
}

/**
 * Module subscriptions: the plans on offer (prices in rupees including GST), the purchase
 * history, and the upgrade paid from the wallet. Only the owner (ADMIN) spends the wallet.
 */
export async function subscriptionRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  app.register(async (r) => {
    r.addHook("preHandler", authenticate(db));

    r.get<{ Params: { businessId: string } }>("/api/business/:businessId/subscription", async (request) => {
      const member = await requireMembership(db, request, request.params.businessId);
      const views = await subscriptionsOf(db, member.businessId);
      const history = await db
        .select()
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.businessId, member.businessId))
        .orderBy(desc(subscriptionPayments.createdAt))
        .limit(50);
      return {
        success: true,
        data: {
          modules: MODULE_KEYS.map((key) => ({
            type: key,
            title: MODULES[key].title,
            description: MODULES[key].description,
            ...views[key],
            plans: MODULES[key].offers.map((o) => ({ plan: o.plan, months: o.months, price: paiseToRupees(o.pricePaise) })),
          })),
          history: history.map((h) => ({
            id: h.id,
            type: h.module,
            plan: h.plan,
            amount: paiseToRupees(h.amountPaise),
            period_start: h.periodStart.toISOString(),
            period_end: h.periodEnd.toISOString(),
            created_at: h.createdAt.toISOString(),
          })),
        },
      };
    });

    r.post<{ Params: { businessId: string }; Body: UpgradeBody }>(
      "/api/business/:businessId/subscription/upgrade",
      {
        schema: {
          body: {
            type: "object",
            required: ["module", "plan", "request_key"],
            additionalProperties: false,
            properties: {
              module: { type: "string", enum: [...MODULE_KEYS] },
              plan: { type: "string", enum: ["monthly", "yearly"] },
              request_key: { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" },
            },
          },
        },
      },
      async (request) => {
        const member = await requireMembership(db, request, request.params.businessId);
        if (member.role !== "ADMIN") throw new HttpError(403, "Only the business owner can upgrade a subscription");
        const { payment, replayed } = await upgradeFromWallet(db, {
          businessId: member.businessId,
          userId: member.userId,
          module: request.body.module,
          plan: request.body.plan,
          requestKey: request.body.request_key,
        });
        const views = await subscriptionsOf(db, member.businessId);
        return {
          success: true,
          message: replayed ? "This upgrade was already done" : `${MODULES[payment.module as ModuleKey].title} upgraded`,
          data: {
            type: payment.module,
            plan: payment.plan,
            amount: paiseToRupees(payment.amountPaise),
            period_end: payment.periodEnd.toISOString(),
            subscription: views[payment.module as ModuleKey],
            wallet: paiseToRupees(await balancePaise(db, member.businessId)),
            replayed,
          },
        };
      },
    );
  });
}
