import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { debit } from "../wallet/ledger";
import { table } from "../engine/naming";
import { istDate, istDayStart } from "../../resources/ist";
import { SMS_MAX_PARTS, SMS_PER_BUSINESS_PER_DAY, SMS_PER_RECIPIENT_PER_DAY, SMS_PRICE_PAISE_PER_PART, smsParts } from "../../resources/sms";
import { formatPaise } from "../../resources/money";
import { sendLeaseMs } from "./delivery";

/** One send: one text to one or more numbers under one DLT template, paid by one wallet debit. */
export interface SmsOrder {
  businessId: number;
  /** The send's money reference (server/wallet/references.ts): the ledger debit's and every message's batch. */
  reference: string;
  recipients: string[];
  text: string;
  template: { dltTemplateId: string; senderId: string; templateId?: number | null };
  /** The request's field the recipients came from: limit refusals name it. */
  field: string;
  /** Bulk sends skip numbers over their daily limit instead of refusing the whole send. */
  skipOverLimit?: boolean;
}

export interface Queued {
  ids: number[];
  parts: number;
  encoding: "GSM" | "Unicode";
  perMessagePaise: number;
  costPaise: number;
  /** Numbers left out because they reached their daily limit (bulk only). */
  overLimit: string[];
  /** A retry of a send already queued: nothing new was debited or written. */
  replayed: boolean;
}

const log = table({ name: "sms_messages" });

/**
 * THE way an SMS is sent, whatever sends it (compose, bulk, payment links, invites): it checks the DLT
 * template and the text, applies the daily limits, debits the wallet for every part (402 when short) and
 * writes the messages `queued` — the debit and the rows in ONE transaction, so no crash can leave a charge
 * without its messages or a message without its charge. Delivery happens after the commit
 * (server/sms/delivery.ts: retried with backoff, refunded once the retries are spent, swept after a crash).
 * A retried send (same reference) is a replay: the first send's messages, debited once.
 */
export async function queueSms(db: Db, order: SmsOrder): Promise<Queued> {
  const text = order.text.trim();
  if (!text) throw badRequest("Message text is required", "text");
  if (!/^[0-9]{19}$/.test(order.template.dltTemplateId)) throw badRequest("The message needs an approved DLT template (a 19-digit template id)", "template_id");
  if (!/^([A-Z]{6}|[0-9]{6})$/.test(order.template.senderId)) throw badRequest("The DLT sender header must be 6 capital letters or 6 digits", "template_id");
  const { parts, encoding } = smsParts(text);
  if (parts > SMS_MAX_PARTS) throw badRequest(`Message is too long: at most ${SMS_MAX_PARTS} parts`, "text");
  if (order.recipients.length === 0) throw badRequest("There is no number left to send to", order.field);
  const perMessagePaise = parts * SMS_PRICE_PAISE_PER_PART;

  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // The business row lock (the one debit() takes) orders this business's sends: limits are counted,
    // and the replay check made, with no other send of the business in between.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, order.businessId)).for("no key update");
    const earlier = await tx.execute<{ id: number; parts: number; cost: number }>(
      sql`SELECT id, parts, cost FROM ${log} WHERE business_id = ${order.businessId} AND batch = ${order.reference} ORDER BY id`,
    );
    if (earlier.rows.length) {
      const ids = earlier.rows.map((r) => Number(r.id));
      const per = Number(earlier.rows[0].cost);
      return { ids, parts: Number(earlier.rows[0].parts), encoding, perMessagePaise: per, costPaise: per * ids.length, overLimit: [], replayed: true };
    }

    const since = istDayStart(istDate());
    const counted = sql`business_id = ${order.businessId} AND sent_at >= ${since.toISOString()}::timestamptz AND status <> 'failed'`;
    const [today] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${log} WHERE ${counted}`)).rows;
    const perNumber = await tx.execute<{ recipient: string; n: number }>(
      sql`SELECT recipient, count(*)::int AS n FROM ${log} WHERE ${counted}
          AND recipient IN (${sql.join(order.recipients.map((p) => sql`${p}`), sql`, `)}) GROUP BY recipient`,
    );
    const full = new Set(perNumber.rows.filter((r) => Number(r.n) >= SMS_PER_RECIPIENT_PER_DAY).map((r) => r.recipient));
    if (full.size && !order.skipOverLimit) {
      throw new HttpError(429, `At most ${SMS_PER_RECIPIENT_PER_DAY} SMS a day may go to one number: ${[...full][0]} has had them today`, order.field);
    }
    const recipients = order.recipients.filter((p) => !full.has(p));
    if (recipients.length === 0) throw new HttpError(429, `Every number has had its ${SMS_PER_RECIPIENT_PER_DAY} SMS for today`, order.field);
    if (Number(today.n) + recipients.length > SMS_PER_BUSINESS_PER_DAY) {
      const left = Math.max(0, SMS_PER_BUSINESS_PER_DAY - Number(today.n));
      throw new HttpError(429, `A business may send ${SMS_PER_BUSINESS_PER_DAY.toLocaleString("en-IN")} SMS a day; ${left.toLocaleString("en-IN")} are left for today`, order.field);
    }

    const costPaise = perMessagePaise * recipients.length;
    await debit(txDb, {
      businessId: order.businessId,
      amountPaise: costPaise,
      kind: "sms",
      reference: order.reference,
      note: `${recipients.length} SMS x ${parts} part${parts > 1 ? "s" : ""} (${formatPaise(costPaise)})`,
    });
    const ids: number[] = [];
    const CHUNK = 500;
    // The request makes the first attempt right after the commit; the sweep takes a message only if that
    // never happens (a crash), once this lease has passed — so the two never race for a fresh message.
    const lease = `${sendLeaseMs()} milliseconds`;
    for (let i = 0; i < recipients.length; i += CHUNK) {
      const rows = recipients.slice(i, i + CHUNK).map(
        (phone, j) =>
          sql`(${order.businessId}, ${phone}, ${order.template.senderId}, ${order.template.templateId ?? null}, ${order.template.dltTemplateId}, ${text}, ${encoding},
               ${parts}, ${perMessagePaise}, 'queued', ${order.reference}, ${`${order.reference}#${i + j + 1}`}, 0, now() + ${lease}::interval, now())`,
      );
      const inserted = await tx.execute<{ id: number }>(
        sql`INSERT INTO ${log} (business_id, recipient, sender_id, template_id, dlt_template_id, text, encoding, parts, cost, status, batch, reference, attempts, next_attempt_at, sent_at)
            VALUES ${sql.join(rows, sql`, `)} RETURNING id`,
      );
      ids.push(...inserted.rows.map((r) => Number(r.id)));
    }
    return { ids, parts, encoding, perMessagePaise, costPaise, overLimit: [...full], replayed: false };
  });
}
