import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import { access, router } from "../http/route";
import { BusinessParams } from "../../contracts/common";
import { PlansReply, UpgradeBody, UpgradeReply } from "../../contracts/subscription";
import { balancePaise } from "../wallet/ledger";
import { subscriptionsOf } from "../business/subscriptions";
import { MODULES, MODULE_KEYS, type ModuleKey } from "../../resources/modules";
import { paiseToRupees } from "../../resources/money";
import type { AppContext } from "../context";
import { subscriptionPayments } from "./schema";
import { upgradeFromWallet } from "./upgrade";
import { requestKeyOf } from "../wallet/references";
import { languageOf, moduleTitle, sayIn } from "../http/language";

/**
 * Module subscriptions: the plans on offer (prices in rupees including GST), the purchase
 * history, and the upgrade paid from the wallet. Only the owner (ADMIN) spends the wallet.
 */
export async function subscriptionRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/business/:businessId/subscription",
    // Plans and what was paid from the wallet: the Payments module's data.
    access: access.member("galla", "read"),
    summary: "Every module's plan, the plans on offer and the purchase history",
    tags: ["subscription"],
    schema: { params: BusinessParams, response: { 200: PlansReply } },
    handler: async (request, _reply, member) => {
      const views = await subscriptionsOf(db, member.businessId, languageOf(request));
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
    },
  });

  route({
    method: "POST",
    url: "/api/business/:businessId/subscription/upgrade",
    access: access.capability("subscription", "edit"),
    summary: "Buy or renew a module's plan, paid from the wallet (request_key makes a retry one purchase)",
    tags: ["subscription"],
    schema: { params: BusinessParams, body: UpgradeBody, response: { 200: UpgradeReply } },
    handler: async (request, _reply, member) => {
      const { payment, replayed } = await upgradeFromWallet(db, {
        businessId: member.businessId,
        userId: member.userId,
        module: request.body.module,
        plan: request.body.plan,
        requestKey: requestKeyOf(request.body.request_key),
      });
      const language = languageOf(request);
      const views = await subscriptionsOf(db, member.businessId, language);
      const say = sayIn(language);
      return {
        success: true,
        message: replayed ? say("subscription.alreadyDone") : say("subscription.upgraded", { module: moduleTitle(language, payment.module) }),
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
  });
}
