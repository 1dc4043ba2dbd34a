import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { SmsProvider } from "./provider";
import { credit } from "../wallet/ledger";
import { table } from "../engine/naming";

/** Delivery attempts per message before it is failed and refunded. */
export const SMS_MAX_ATTEMPTS = 4;
/**
 * A message `sending` this long was claimed by a process that died mid-send: it is tried again (the provider
 * takes at most 10 s per message). SMS_SEND_LEASE_MS overrides (tests).
 */
export const sendLeaseMs = () => Number(process.env.SMS_SEND_LEASE_MS) || 60_000;
/** Waits after a failed attempt grow 4x: 5 s, 20 s, 80 s by default. SMS_RETRY_BASE_MS overrides (tests). */
const retryBaseMs = () => Number(process.env.SMS_RETRY_BASE_MS) || 5_000;

const log = table({ name: "sms_messages" });

type Claimed = {
  id: number;
  business_id: number;
  recipient: string;
  sender_id: string;
  dlt_template_id: string;
  text: string;
  cost: number;
  reference: string;
  attempts: number;
};

export interface DeliveryOutcome {
  id: number;
  status: "sent" | "delivered" | "failed" | "queued";
}

/**
 * Claims messages (queued or abandoned mid-send) and hands them to the provider: `sending` while a
 * process holds them, then sent/delivered; a provider error puts one back in the queue with a longer
 * wait, and the last attempt — or a provider's final FAILED — fails it and refunds its parts in the
 * same transaction, under a reference of its own (`sms-refund:<message reference>`), so it is refunded
 * once. SKIP LOCKED lets every process sweep at once without two claiming one message; the provider
 * is given the message's reference, so a resend after a crash mid-send reaches the phone once.
 */
export async function deliverSms(db: Db, provider: SmsProvider, which: { ids: number[] } | { due: number }): Promise<DeliveryOutcome[]> {
  const pick =
    "ids" in which
      ? sql`id IN (${sql.join(which.ids.map((id) => sql`${id}`), sql`, `)}) AND status = 'queued'`
      : sql`status IN ('queued', 'sending') AND next_attempt_at <= now()`;
  if ("ids" in which && which.ids.length === 0) return [];
  const claimed = (
    await db.execute<Claimed>(
      sql`UPDATE ${log} SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${`${sendLeaseMs()} milliseconds`}::interval, updated_at = now()
          WHERE id IN (SELECT id FROM ${log} WHERE ${pick} ORDER BY next_attempt_at, id LIMIT ${"ids" in which ? which.ids.length : which.due} FOR UPDATE SKIP LOCKED)
          RETURNING id, business_id, recipient, sender_id, dlt_template_id, text, cost, reference, attempts`,
    )
  ).rows;

  const outcomes: DeliveryOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const m = claimed[next++];
      outcomes.push({ id: Number(m.id), status: await attempt(db, provider, m) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, claimed.length) }, worker));
  return outcomes;
}

async function attempt(db: Db, provider: SmsProvider, m: Claimed): Promise<DeliveryOutcome["status"]> {
  const mine = sql`id = ${m.id} AND status = 'sending' AND attempts = ${m.attempts}`;
  let answer: { id: string; status: string };
  try {
    answer = await provider.send({ to: m.recipient, text: m.text, sender: m.sender_id, templateId: m.dlt_template_id, reference: m.reference });
  } catch (err) {
    const reason = (err as Error).message.slice(0, 200);
    if (Number(m.attempts) >= SMS_MAX_ATTEMPTS) return fail(db, m, reason);
    const wait = retryBaseMs() * 4 ** (Number(m.attempts) - 1);
    await db.execute(
      sql`UPDATE ${log} SET status = 'queued', failure_reason = ${reason}, next_attempt_at = now() + ${`${wait} milliseconds`}::interval, updated_at = now() WHERE ${mine}`,
    );
    return "queued";
  }
  if (answer.status === "FAILED") return fail(db, m, "The operator refused the message");
  const status = answer.status === "DELIVERED" ? "delivered" : "sent";
  await db.execute(
    sql`UPDATE ${log} SET status = ${status}, provider_id = ${String(answer.id)}, failure_reason = NULL, next_attempt_at = NULL, updated_at = now() WHERE ${mine}`,
  );
  return status;
}

async function fail(db: Db, m: Claimed, reason: string): Promise<"failed"> {
  await db.transaction(async (tx) => {
    const failed = await tx.execute(
      sql`UPDATE ${log} SET status = 'failed', failure_reason = ${reason}, next_attempt_at = NULL, updated_at = now()
          WHERE id = ${m.id} AND status = 'sending' RETURNING id`,
    );
    if (failed.rows.length === 0) return;
    await credit(tx as unknown as Db, {
      businessId: Number(m.business_id),
      amountPaise: Number(m.cost),
      kind: "refund",
      reference: `sms-refund:${m.reference}`,
      note: `SMS to ${m.recipient} not delivered: refunded`,
    });
  });
  return "failed";
}

/** How often the outbox is swept for messages due a retry or abandoned by a crash. SMS_SWEEP_MS overrides. */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Settles whatever is left queued or sending past its time — after a crash, a restart, a provider
 * outage — on start and then periodically, in every process (claims never overlap).
 */
export function startSmsSweeper(db: Db, provider: SmsProvider, log: { error: (obj: object, msg: string) => void }): { start: () => void; stop: () => Promise<void> } {
  const every = Number(process.env.SMS_SWEEP_MS) || SWEEP_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        while (!stopped && (await deliverSms(db, provider, { due: 200 })).length === 200);
      } catch (err) {
        if (!stopped) log.error({ err }, "SMS outbox sweep failed");
      } finally {
        running = undefined;
      }
    })();
  };
  return {
    start: () => {
      sweep();
      timer = setInterval(sweep, every);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The outbox index the sweep reads: only unsettled messages, across businesses, by due time. Runs after the engine's sync. */
export async function installSmsOutboxIndex(database: { exec(script: string): Promise<void> }): Promise<void> {
  await database.exec(
    `CREATE INDEX IF NOT EXISTS r_sms_messages_due_idx ON r_sms_messages (next_attempt_at) WHERE status IN ('queued', 'sending')`,
  );
}
