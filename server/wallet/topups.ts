import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { credit } from "./ledger";
import { announce } from "../live/announce";
import { walletTopups } from "./schema";
import { GatewayUnavailable, type GatewayProvider } from "../gateway/provider";
import { parseRupees } from "../../resources/money";
import { HttpError } from "../http/errors";
import { phrase, type Phrase } from "../http/language";

export type Topup = typeof walletTopups.$inferSelect;

export type Settlement =
  | { outcome: "credited" | "already-credited"; message: Phrase }
  | { outcome: "pending" | "failed" | "mismatch" | "unavailable"; message: Phrase };

export const topupReference = (merchantTranId: string) => `topup:${merchantTranId}`;

/** Unpaid top-up orders one user may have waiting at once (within the reconciler's day); more is 429. */
export const MAX_UNPAID_TOPUPS_PER_USER = 10;

/**
 * Creates a top-up order unless its user already has MAX_UNPAID_TOPUPS_PER_USER waiting: every pending
 * order costs the reconciler a provider call per pass. The user's row is locked for the count and the
 * insert, so parallel requests cannot slip past the cap. Undefined: the order id was used already.
 */
export async function createTopupOrder(db: Db, order: typeof walletTopups.$inferInsert & { userId: number }): Promise<Topup | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${order.userId} FOR NO KEY UPDATE`);
    const [waiting] = (
      await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM wallet_topups WHERE user_id = ${order.userId} AND status = 'PENDING' AND created_at > now() - interval '24 hours'`,
      )
    ).rows;
    if (Number(waiting.n) >= MAX_UNPAID_TOPUPS_PER_USER) {
      throw new HttpError(
        429,
        phrase("wallet.tooManyWaiting", { count: MAX_UNPAID_TOPUPS_PER_USER }),
        "amount",
      );
    }
    const [row] = await tx.insert(walletTopups).values(order).onConflictDoNothing().returning();
    return row;
  });
}

export async function markTopup(db: Db, id: string, patch: Partial<Pick<Topup, "status" | "providerMessage" | "paymentResponse" | "creditedAt">>) {
  await db.update(walletTopups).set({ ...patch, updatedAt: new Date() }).where(eq(walletTopups.merchantTranId, id));
}

/**
 * The longest a collect request or top-up QR stays payable at any provider (docs/india.md: 5 to 30
 * minutes). Until then a provider that does not know the order may simply not have received it yet.
 */
export const ORDER_VALIDITY_MS = 30 * 60_000;
/** An order closed because the provider never knew it is asked about once more this long after. */
export const RECHECK_AFTER_MS = 15 * 60_000;

/**
 * Settles a top-up by asking the provider — never by believing the browser. Credits the wallet
 * when the provider says SUCCESS for exactly this amount; the ledger's unique reference makes any
 * number of concurrent settlements of one top-up credit once. A FAILURE is recorded, not credited.
 * "No such transaction" is not a failure while the order is valid (the request may still be on its
 * way); after that the order fails, with one more look booked at `recheck_at` (the reconciler's).
 */
export async function settleTopup(db: Db, provider: GatewayProvider, topup: Topup, now = Date.now()): Promise<Settlement> {
  let answer;
  try {
    answer = await provider.getTransaction({ txn_id: topup.merchantTranId });
  } catch (err) {
    if (err instanceof GatewayUnavailable) {
      return { outcome: "unavailable", message: phrase("wallet.bankUnreachable") };
    }
    throw err;
  }
  const unseen = answer.unknown === true;
  if ((answer.status === "PENDING" && answer.success !== false) || (unseen && now - topup.createdAt.getTime() < ORDER_VALIDITY_MS)) {
    return { outcome: "pending", message: phrase("wallet.notConfirmed") };
  }
  if (answer.status !== "SUCCESS" || answer.success === false) {
    const message = answer.message || "The bank reports that this payment failed";
    if (topup.status === "PENDING") {
      await db
        .update(walletTopups)
        .set({ status: "FAILED", providerMessage: message, recheckAt: unseen ? new Date(now + RECHECK_AFTER_MS) : null, updatedAt: new Date() })
        .where(and(eq(walletTopups.merchantTranId, topup.merchantTranId), eq(walletTopups.status, "PENDING")));
    }
    // The bank's own reason is said as the bank gave it; our words around it in the reader's language.
    return { outcome: "failed", message: answer.message ? phrase("wallet.failedBecause", { reason: answer.message }) : phrase("wallet.failed") };
  }
  const paid = parseRupees(answer.amount);
  if ("error" in paid || paid.paise !== topup.amountPaise) {
    return { outcome: "mismatch", message: phrase("wallet.mismatch") };
  }
  // The credit and its announcement to the business's open consoles commit together (server/live).
  const created = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const reference = topupReference(topup.merchantTranId);
    const landed = await credit(tx, {
      businessId: topup.businessId,
      amountPaise: topup.amountPaise,
      kind: "topup",
      reference,
      note: `UPI top-up ${topup.merchantTranId}${answer.rrn ? ` (UPI ref ${answer.rrn})` : ""}`,
    });
    if (landed) await announce(tx, { businessId: topup.businessId, kind: "topup", amountPaise: topup.amountPaise, payer: answer.payer_name ?? topup.payerVpa ?? answer.payer_address ?? null, reference });
    return landed;
  });
  await db
    .update(walletTopups)
    .set({ status: "SUCCESS", providerMessage: answer.message ?? null, creditedAt: sql`coalesce(${walletTopups.creditedAt}, now())`, recheckAt: null, updatedAt: new Date() })
    .where(eq(walletTopups.merchantTranId, topup.merchantTranId));
  return created
    ? { outcome: "credited", message: phrase("wallet.added", { amount: topup.amountPaise }) }
    : { outcome: "already-credited", message: phrase("wallet.alreadyAdded") };
}
