import type { Db } from "../db/client";
import { businessMembers, businesses, subscriptions, walletLedger } from "../db/schema";
import { MODULE_KEYS } from "../../resources/modules";

/** Every new business starts with ₹100 in its wallet (spec §9), as an opening ledger entry. */
export const OPENING_BALANCE_PAISE = 100_00;

export type NewBusiness = Omit<typeof businesses.$inferInsert, "id" | "ownerId" | "createdAt">;

/** Creates a business with its owner as ADMIN, free plans for every module and the opening balance. */
export async function createBusiness(db: Db, ownerId: number, fields: NewBusiness) {
  return db.transaction(async (tx) => {
    const [business] = await tx.insert(businesses).values({ ...fields, ownerId }).returning();
    await tx.insert(businessMembers).values({ businessId: business.id, userId: ownerId, role: "ADMIN" });
    await tx.insert(subscriptions).values(MODULE_KEYS.map((module) => ({ businessId: business.id, module, plan: "free" })));
    await tx.insert(walletLedger).values({
      businessId: business.id,
      amountPaise: OPENING_BALANCE_PAISE,
      kind: "opening",
      reference: `opening:${business.id}`,
      note: "Welcome balance",
    });
    return business;
  });
}
