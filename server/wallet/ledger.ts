import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { businesses, walletBalances, walletLedger } from "../db/schema";
import { HttpError } from "../http/errors";
import { phrase } from "../http/language";

export type LedgerKind = "opening" | "topup" | "subscription" | "sms" | "withdrawal" | "refund";

/**
 * The balance, in paise. The ledger is the source of truth; summing it on every page got slow
 * (~0.9 s at 1M entries), so this reads the business's wallet_balances row, which statement
 * triggers on wallet_ledger update in the same transaction as every entry, whoever writes it
 * (migrations/0011_wallet_balance.sql): the row always equals the sum of the ledger. No row: 0.
 */
export async function balancePaise(db: Db, businessId: number): Promise<number> {
  const [row] = await balanceStatement(db).execute({ businessId });
  return row ? Number(row.balance) : 0;
}

/** Every page navigation asks the balance: prepared once per connection. */
const balanceStatement = preparedOnce((db) =>
  db
    .select({ balance: walletBalances.balancePaise })
    .from(walletBalances)
    .where(sql`${walletBalances.businessId} = ${sql.placeholder("businessId")}`)
    .prepare("galla_wallet_balance"),
);

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
 * is locked for the check-and-insert, so concurrent debits cannot overdraw: a debit waits for the
 * one before it to commit, and its balance read (a new statement, so a fresh snapshot) sees the
 * balance row that debit's trigger updated. The reference makes a retried debit a no-op.
 * Returns whether this call created the entry.
 */
export async function debit(
  db: Db,
  entry: { businessId: number; amountPaise: number; kind: LedgerKind; reference: string; note?: string },
): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0) throw new Error("debit must be positive paise");
  return db.transaction(async (tx) => {
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, entry.businessId)).for("no key update");
    const [existing] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(eq(walletLedger.reference, entry.reference));
    if (existing) return false;
    const balance = await balancePaise(tx as unknown as Db, entry.businessId);
    if (balance < entry.amountPaise) {
      throw new HttpError(402, phrase("wallet.notEnough"));
    }
    await tx.insert(walletLedger).values({ ...entry, amountPaise: -entry.amountPaise });
    return true;
  });
}
