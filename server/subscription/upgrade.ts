import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { HttpError } from "../http/errors";
import { phrase } from "../http/language";
import { debit } from "../wallet/ledger";
import { moneyReference } from "../wallet/references";
import { MODULES, type ModuleKey, type PlanOffer } from "../../resources/modules";
import { subscriptionPayments, type SubscriptionPayment } from "./schema";

/** Adds calendar months the way a customer counts them: 22 Nov + 1 month = 22 Dec (31 Jan + 1 = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const offerOf = (module: ModuleKey, plan: string): PlanOffer | undefined => MODULES[module].offers.find((o) => o.plan === plan);

/**
 * Buys a plan from the wallet in one transaction: the ledger debit (402 when short), the new
 * period and its record. The request key (one per click on the page) makes a retried or
 * double-clicked upgrade a no-op: the wallet is debited once and the first purchase is returned.
 * A still-running paid period is extended from its end, so renewing early loses no days.
 */
export async function upgradeFromWallet(
  db: Db,
  input: { businessId: number; userId: number; module: ModuleKey; plan: "monthly" | "yearly"; requestKey: string; now?: Date },
): Promise<{ payment: SubscriptionPayment; replayed: boolean }> {
  const offer = offerOf(input.module, input.plan);
  if (!offer) throw new HttpError(400, `${MODULES[input.module].title} has no ${input.plan} plan`, "plan");
  const reference = moneyReference("subscription", input.businessId, input.requestKey);
  const now = input.now ?? new Date();

  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const created = await debit(txDb, {
      businessId: input.businessId,
      amountPaise: offer.pricePaise,
      kind: "subscription",
      reference,
      note: `${MODULES[input.module].title} ${input.plan} plan`,
    });
    if (!created) {
      const [earlier] = await tx
        .select()
        .from(subscriptionPayments)
        .where(and(eq(subscriptionPayments.businessId, input.businessId), eq(subscriptionPayments.reference, reference)));
      if (!earlier || earlier.module !== input.module || earlier.plan !== input.plan)
        throw new HttpError(409, phrase("subscription.keyUsed"), "request_key");
      return { payment: earlier, replayed: true };
    }
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, input.businessId), eq(subscriptions.module, input.module)))
      .for("no key update");
    const running = current && current.plan !== "free" && current.expiresAt && current.expiresAt > now;
    const periodStart = running ? current.expiresAt! : now;
    const periodEnd = addMonths(periodStart, offer.months);
    await tx
      .insert(subscriptions)
      .values({ businessId: input.businessId, module: input.module, plan: input.plan, startsAt: periodStart, expiresAt: periodEnd })
      .onConflictDoUpdate({
        target: [subscriptions.businessId, subscriptions.module],
        set: { plan: input.plan, startsAt: running ? current.startsAt : periodStart, expiresAt: periodEnd },
      });
    const [payment] = await tx
      .insert(subscriptionPayments)
      .values({
        businessId: input.businessId,
        module: input.module,
        plan: input.plan,
        amountPaise: offer.pricePaise,
        requestKey: input.requestKey,
        reference,
        userId: input.userId,
        periodStart,
        periodEnd,
      })
      .returning();
    return { payment, replayed: false };
  });
}
