import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, walletLedger } from "../db/schema";
import { HttpError } from "../http/errors";

export type LedgerKind = "opening" | "topup" | "subscription" | "sms" | "withdrawal" | "refund";

/** The balance is the sum of the ledger: there is no second number to drift from it. */
export async function balancePaise(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${walletLedger.amountPaise}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.businessId, businessId));
  return row.total;
}

/**
 * Posts a credit. The unique `reference` makes it idempotent: posting the same movement twice,
 * even concurrently, leaves one entry. Returns whether this call created it.
 */
export async function credit(
  db: Db,
  entry: { businessId: number; amountPaise: number; kind: LedgerKind; reference: string; note?: string },
): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error("credit must be positive paise");
  const rows = await db
    .insert(walletLedger)
    .values(entry)
    .onConflictDoNothing({ target: walletLedger.reference })
    .returning({ id: walletLedger.id });
  return rows.length === 1;
}

/**
 * Takes money out of the wallet, refusing with 402 when the balance is short. The business row
 * is locked for the check-and-insert, so concurrent debits cannot overdraw; the reference
 * makes a retried debit a no-op. Returns whether this call created the entry.
 */
export async function debit(
  db: Db,
  entry: { businessId: number; amountPaise: number; kind: LedgerKind; reference: string; note?: string },
): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error("debit must be positive paise");
  return db.transaction(async (tx) => {
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, entry.businessId)).for("update");
    const [existing] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(eq(walletLedger.reference, entry.reference));
    if (existing) return false;
    const balance = await balancePaise(tx as unknown as Db, entry.businessId);
    if (balance < entry.amountPaise) {
      throw new HttpError(402, "Not enough balance in your wallet. Please add money to your wallet first.");
    }
    await tx.insert(walletLedger).values({ ...entry, amountPaise: -entry.amountPaise });
    return true;
  });
}
