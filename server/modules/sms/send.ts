import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SmsProvider } from "../../sms/provider";
import { badRequest } from "../../http/errors";
import { credit, debit } from "../../wallet/ledger";
import { table } from "../../engine/naming";
import { smsMessages, SMS_MAX_PARTS, SMS_PRICE_PAISE_PER_PART, matchesTemplate, smsParts, type SendResult } from "../../../resources/communication";
import { formatPaise } from "../../../resources/money";
import type { ModuleScope } from "../../engine/scope";

export interface SendOrder {
  recipients: string[];
  text: string;
  templateId: number;
  /** Recipients refused before sending (bad numbers), reported back with the result. */
  skipped?: { phone: string; reason: string }[];
}


/** Sends to this many numbers at once: fast bulk sends without flooding the provider. */
const CONCURRENCY = 8;
const CHUNK = 500;

/**
 * One send, single or bulk, in the order that keeps the wallet honest: check the DLT template and the text,
 * drop opted-out numbers, debit the wallet for every part up front (402 and nothing sent when short), log each
 * message, hand it to the provider, then refund the parts of any message the provider refused.
 */
export async function sendSms(db: Db, sms: SmsProvider, scope: ModuleScope, order: SendOrder): Promise<SendResult> {
  const businessId = scope.member.businessId;
  const template = await scope.store("sms_templates").get(order.templateId);
  if (!template) throw badRequest("Choose one of your SMS templates", "template_id");
  if (template.status !== "approved") throw badRequest(`Template "${template.name}" is not approved on DLT yet`, "template_id");

  const text = order.text.trim();
  if (!text) throw badRequest("Message text is required", "text");
  if (!matchesTemplate(String(template.body), text)) {
    throw badRequest(`The message must follow template "${template.name}" word for word; only the {#var#} parts may change`, "text");
  }
  const { parts, encoding } = smsParts(text);
  if (parts > SMS_MAX_PARTS) throw badRequest(`Message is too long: at most ${SMS_MAX_PARTS} parts`, "text");

  const skipped = [...(order.skipped ?? [])];
  const optedOut = order.recipients.length
    ? await db.execute<{ phone: string }>(
        sql`SELECT phone FROM ${table({ name: "sms_contacts" })} WHERE business_id = ${businessId} AND opted_out = true
            AND phone IN (${sql.join(order.recipients.map((p) => sql`${p}`), sql`, `)})`,
      )
    : { rows: [] };
  const dnd = new Set(optedOut.rows.map((r) => r.phone));
  const recipients = order.recipients.filter((p) => {
    if (dnd.has(p)) skipped.push({ phone: p, reason: "Opted out of SMS (DND)" });
    return !dnd.has(p);
  });
  if (recipients.length === 0) throw badRequest("There is no number left to send to", "to");

  const batch = `SMS${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString("hex").toUpperCase()}`;
  const perMessage = parts * SMS_PRICE_PAISE_PER_PART;
  const cost = perMessage * recipients.length;
  await debit(db, {
    businessId,
    amountPaise: cost,
    kind: "sms",
    reference: `sms:${batch}`,
    note: `${recipients.length} SMS x ${parts} part${parts > 1 ? "s" : ""} (${formatPaise(cost)})`,
  });

  const log = table(smsMessages);
  const ids: number[] = [];
  for (let i = 0; i < recipients.length; i += CHUNK) {
    const rows = recipients.slice(i, i + CHUNK).map(
      (phone) =>
        sql`(${businessId}, ${phone}, ${String(template.sender_id)}, ${order.templateId}, ${text}, ${encoding}, ${parts}, ${perMessage}, 'queued', ${batch}, now())`,
    );
    const inserted = await db.execute<{ id: number }>(
      sql`INSERT INTO ${log} (business_id, recipient, sender_id, template_id, text, encoding, parts, cost, status, batch, sent_at)
          VALUES ${sql.join(rows, sql`, `)} RETURNING id`,
    );
    ids.push(...inserted.rows.map((r) => Number(r.id)));
  }

  const outcomes: { id: number; status: string; providerId: string | null; reason: string | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const i = next++;
      try {
        const res = await sms.send({ to: recipients[i], text });
        outcomes.push({ id: ids[i], status: res.status === "DELIVERED" ? "delivered" : res.status === "FAILED" ? "failed" : "sent", providerId: res.id, reason: null });
      } catch (err) {
        outcomes.push({ id: ids[i], status: "failed", providerId: null, reason: (err as Error).message.slice(0, 200) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, recipients.length) }, worker));

  for (let i = 0; i < outcomes.length; i += CHUNK) {
    const values = outcomes
      .slice(i, i + CHUNK)
      .map((o) => sql`(${o.id}::integer, ${o.status}::text, ${o.providerId}::text, ${o.reason}::text)`);
    await db.execute(
      sql`UPDATE ${log} AS m SET status = v.status, provider_id = v.provider_id, failure_reason = v.reason, updated_at = now()
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, status, provider_id, reason)
          WHERE m.id = v.id AND m.business_id = ${businessId}`,
    );
  }

  const failed = outcomes.filter((o) => o.status === "failed").length;
  const refund = failed * perMessage;
  if (refund > 0) {
    await credit(db, { businessId, amountPaise: refund, kind: "refund", reference: `sms-refund:${batch}`, note: `${failed} SMS not accepted by the provider` });
  }
  return {
    batch,
    parts,
    encoding,
    sent: recipients.length - failed,
    failed,
    skipped,
    cost: cost / 100,
    refunded: refund / 100,
  };
}
