import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { GatewayProvider } from "../gateway/provider";
import { settleTopup, type Topup } from "./topups";

/** How often pending top-ups are checked with the provider. WALLET_RECONCILE_MS overrides (tests). */
export const RECONCILE_INTERVAL_MS = 20_000;
/** Older pending top-ups are past every expiry the provider has; their status is final there. */
export const LOOKBACK_MS = 24 * 3600_000;
/** Orders claimed and checked per round trip; a pass goes on page after page until every pending order is asked. */
const PAGE = 100;
/** Provider calls in flight at once during a pass. */
const CONCURRENCY = 8;

/**
 * Credits paid top-ups nobody posted (tab closed, network dropped) and closes failed ones, by asking the
 * provider about EVERY pending order of the last day, newest first, a page at a time — so a backlog of
 * unpaid orders (one user's abandoned QR codes) cannot starve a paid one behind it.
 *
 * Any number of processes may run it on one PostgreSQL: each page is claimed with FOR UPDATE SKIP LOCKED
 * and stamped `checked_at`, and an order stamped within `minGapMs` is not claimed again, so in one pass
 * each order is asked about by one process once. Credits are idempotent besides. An order failed
 * because the provider never knew it is claimed once more when its `recheck_at` comes (the claim
 * clears it), so a late success is credited and a second "not found" leaves it failed for good.
 */
export async function reconcileOnce(
  ctx: AppContext,
  provider: GatewayProvider,
  opts: { now?: number; minGapMs?: number } = {},
): Promise<{ checked: number; credited: number }> {
  const { db } = ctx.database;
  const now = opts.now ?? Date.now();
  // Rows are stamped with this pass's start and claimed only if stamped before start - gap: a pass never
  // takes an order twice, and a pass in another process within the gap leaves it alone.
  const stamp = new Date(now).toISOString();
  const claimedBefore = new Date(now - Math.max(0, opts.minGapMs ?? RECONCILE_INTERVAL_MS / 2)).toISOString();
  const since = new Date(now - LOOKBACK_MS).toISOString();
  let checked = 0;
  let credited = 0;
  for (;;) {
    const page = (
      await db.execute<Record<string, unknown>>(
        sql`UPDATE wallet_topups SET checked_at = ${stamp}::timestamptz, recheck_at = NULL
            WHERE merchant_tran_id IN (
              SELECT merchant_tran_id FROM wallet_topups
              WHERE ((status = 'PENDING' AND created_at > ${since}::timestamptz) OR (status = 'FAILED' AND recheck_at <= ${stamp}::timestamptz))
                AND (checked_at IS NULL OR checked_at < ${claimedBefore}::timestamptz)
              ORDER BY created_at DESC LIMIT ${PAGE} FOR UPDATE SKIP LOCKED)
            RETURNING *`,
      )
    ).rows.map(asTopup);
    if (page.length === 0) break;
    // Newest first within the page too (RETURNING keeps no order), a few provider calls at a time.
    page.sort((a, b) => +b.createdAt - +a.createdAt);
    let next = 0;
    let unavailable = false;
    const worker = async () => {
      while (next < page.length && !unavailable) {
        const result = await settleTopup(db, provider, page[next++], now);
        checked++;
        if (result.outcome === "credited") credited++;
        // The provider is down: the rest waits for the next pass (their claim lapses after minGapMs).
        if (result.outcome === "unavailable") unavailable = true;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (unavailable) return { checked, credited };
    if (page.length < PAGE) break;
  }
  return { checked, credited };
}

/** A raw wallet_topups row (snake_case, as RETURNING * gives it) as the Drizzle type. */
function asTopup(r: Record<string, unknown>): Topup {
  const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    merchantTranId: String(r.merchant_tran_id),
    businessId: Number(r.business_id),
    userId: r.user_id == null ? null : Number(r.user_id),
    mode: r.mode as Topup["mode"],
    amountPaise: Number(r.amount_paise),
    payerVpa: (r.payer_vpa as string | null) ?? null,
    status: r.status as Topup["status"],
    providerMessage: (r.provider_message as string | null) ?? null,
    paymentResponse: (r.payment_response as string | null) ?? null,
    creditedAt: date(r.credited_at),
    checkedAt: date(r.checked_at),
    recheckAt: date(r.recheck_at),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

export function startReconciler(ctx: AppContext, provider: GatewayProvider, log: { error: (obj: object, msg: string) => void }): { stop: () => void } {
  const every = Number(process.env.WALLET_RECONCILE_MS) || RECONCILE_INTERVAL_MS;
  let running = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (running || stopped) return;
    running = true;
    try {
      await reconcileOnce(ctx, provider, { minGapMs: every / 2 });
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
