import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AppContext } from "../context";
import { sandboxGatewayTxns } from "./sandbox-schema";
import { SANDBOX_GATEWAY_SECRET } from "./config";
import { paiseToAmount } from "../../resources/money";
import { randomRrn } from "./ids";
import type { GatewayStatus, TransactionAnswer } from "./provider";

/**
 * The sandbox gateway's bank: the state of every simulated transaction and the simulated payers.
 *   success@sandbox approves a collect request about 3 s after it arrives;
 *   failure@sandbox declines it (also after about 3 s, so the pending drawer is seen);
 *   anyone else waits for /sandbox/upi (or POST /api/sandbox/upi/requests/:id/approve|decline).
 * Decisions due by time are applied when the transaction is next read, so no timers are left running.
 */
export const SANDBOX_MERCHANT = { vpa: "gallawallet@sandbox", name: "Galla Wallet" };
export const AUTO_PAYER_DELAY_MS = 3_000;
/** Spec §9: a QR is valid for 660 seconds. */
export const QR_VALIDITY_MS = 660_000;
/** Collect requests expire too (docs/india.md: typically 5 to 30 minutes). */
export const COLLECT_VALIDITY_MS = 10 * 60_000;

export type SandboxTxn = typeof sandboxGatewayTxns.$inferSelect;

/** "ramesh.sharma@okhdfc" → "RA**** SH****": enough for the owner to recognise, not to read. */
export function maskName(vpa: string): string {
  const handle = vpa.split("@")[0];
  const words = handle.split(/[.\-_0-9]+/).filter((w) => w.length > 0);
  const name = (words.length ? words : [handle]).slice(0, 3);
  return name.map((w) => (w.length <= 2 ? w.toUpperCase() : w.slice(0, 2).toUpperCase() + "*".repeat(Math.min(w.length - 2, 8)))).join(" ");
}

async function decide(db: Db, id: string, status: "SUCCESS" | "FAILURE" | "CANCELLED" | "EXPIRED", message: string, extra: Partial<SandboxTxn> = {}) {
  const rows = await db
    .update(sandboxGatewayTxns)
    .set({ status, message, decidedAt: new Date(), rrn: status === "SUCCESS" ? randomRrn() : null, ...extra })
    .where(and(eq(sandboxGatewayTxns.merchantTranId, id), eq(sandboxGatewayTxns.status, "PENDING")))
    .returning();
  return rows[0];
}

/** Applies what is due by now (expiry, the automatic payers) and returns the current row. */
export async function loadTxn(db: Db, id: string, now = Date.now()): Promise<SandboxTxn | undefined> {
  const [row] = await db.select().from(sandboxGatewayTxns).where(eq(sandboxGatewayTxns.merchantTranId, id));
  if (!row || row.status !== "PENDING") return row;
  let decided: SandboxTxn | undefined;
  if (row.expiresAt.getTime() <= now) {
    decided = await decide(db, id, "EXPIRED", row.kind === "QR" ? "QR code expired" : "Collect request expired");
  } else if (row.kind === "COLLECT" && now - row.createdAt.getTime() >= AUTO_PAYER_DELAY_MS) {
    const payer = row.payerVpa?.toLowerCase();
    if (payer === "success@sandbox") decided = await decide(db, id, "SUCCESS", "Transaction successful");
    if (payer === "failure@sandbox") decided = await decide(db, id, "FAILURE", "Transaction declined by the payer");
  }
  if (decided) return decided;
  const [again] = await db.select().from(sandboxGatewayTxns).where(eq(sandboxGatewayTxns.merchantTranId, id));
  return again;
}

/** A payer's action on a pending request: approve or decline. */
export async function payerDecides(ctx: AppContext, id: string, approve: boolean, payer?: { vpa: string; name: string }) {
  const row = await loadTxn(ctx.database.db, id);
  if (!row) return { ok: false as const, status: 404, message: "No such payment request" };
  if (row.status !== "PENDING") return { ok: false as const, status: 409, message: `This request is already ${row.status.toLowerCase()}` };
  const decided = approve
    ? await decide(ctx.database.db, id, "SUCCESS", "Transaction successful", payer ? { payerVpa: payer.vpa, payerName: payer.name } : {})
    : await decide(ctx.database.db, id, "FAILURE", "Transaction declined by the payer");
  if (!decided) return { ok: false as const, status: 409, message: "This request was decided a moment ago" };
  notifyMerchant(ctx, decided);
  return { ok: true as const, txn: decided };
}

export const publicStatus = (status: SandboxTxn["status"]): GatewayStatus =>
  status === "SUCCESS" ? "SUCCESS" : status === "PENDING" ? "PENDING" : "FAILURE";

export const transactionAnswer = (row: SandboxTxn): TransactionAnswer => ({
  success: true,
  merchantTranId: row.merchantTranId,
  status: publicStatus(row.status),
  message: row.message ?? (row.status === "PENDING" ? "Waiting for the payer to approve" : undefined),
  amount: row.amountPaise ? paiseToAmount(row.amountPaise) : undefined,
  payer_address: row.payerVpa ?? undefined,
  payer_name: row.payerName ?? undefined,
  rrn: row.rrn ?? undefined,
});

/**
 * Tells the merchant (this server's /api/gateway/webhook) about a decided payment, signed like a
 * real gateway does: HMAC-SHA256 of the raw body. Fire and forget: the merchant also polls.
 */
export function notifyMerchant(ctx: AppContext, row: SandboxTxn): void {
  const body = JSON.stringify({
    event: "payment",
    ...transactionAnswer(row),
    payee_address: row.payeeVpa,
    note: row.note ?? undefined,
    reference: row.payeeReference ?? undefined,
    created_at: row.createdAt.toISOString(),
  });
  const signature = createHmac("sha256", SANDBOX_GATEWAY_SECRET).update(body).digest("hex");
  fetch(`${ctx.selfUrl()}/api/gateway/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-gateway-signature": signature },
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    // The merchant reconciles by asking getTransaction; a lost webhook only delays it.
  });
}
