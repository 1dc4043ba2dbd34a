import { and, asc, eq, gt } from "drizzle-orm";
import type { AppContext } from "../context";
import type { GatewayProvider } from "../gateway/provider";
import { walletTopups } from "./schema";
import { settleTopup } from "./topups";

/** How often pending top-ups are checked with the provider. WALLET_RECONCILE_MS overrides (tests). */
export const RECONCILE_INTERVAL_MS = 20_000;
/** Older pending top-ups are past every expiry the provider has; their status is final there. */
const LOOKBACK_MS = 24 * 3600_000;

/**
 * Credits paid top-ups nobody posted (tab closed, network dropped) and closes failed ones, by
 * asking the provider. Safe to run on every API process at once: credits are idempotent.
 */
export async function reconcileOnce(ctx: AppContext, provider: GatewayProvider, now = Date.now()): Promise<number> {
  const { db } = ctx.database;
  const pending = await db
    .select()
    .from(walletTopups)
    .where(and(eq(walletTopups.status, "PENDING"), gt(walletTopups.createdAt, new Date(now - LOOKBACK_MS))))
    .orderBy(asc(walletTopups.createdAt))
    .limit(200);
  let credited = 0;
  for (const topup of pending) {
    const result = await settleTopup(db, provider, topup);
    if (result.outcome === "credited") credited++;
    if (result.outcome === "unavailable") break;
  }
  return credited;
}

export function startReconciler(ctx: AppContext, provider: GatewayProvider, log: { error: (obj: object, msg: string) => void }): { stop: () => void } {
  const every = Number(process.env.WALLET_RECONCILE_MS) || RECONCILE_INTERVAL_MS;
  let running = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (running || stopped) return;
    running = true;
    try {
      await reconcileOnce(ctx, provider);
    } catch (err) {
      if (!stopped) log.error({ err }, "wallet reconciler failed");
    } finally {
      running = false;
    }
  }, every);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
