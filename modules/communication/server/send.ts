import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { SmsProvider } from "../../../server/sms/provider";
import { badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { table } from "../../../server/engine/naming";
import { queueSms } from "../../../server/sms/queue";
import { deliverSms } from "../../../server/sms/delivery";
import { moneyReference } from "../../../server/wallet/references";
import { matchesTemplate, type SendResult } from "../resources";
import type { ModuleScope } from "../../../server/engine/scope";

export interface SendOrder {
  recipients: string[];
  text: string;
  templateId: number;
  requestKey: string;
  /** The body field the numbers came from: "to" (one) or "numbers" (bulk). */
  field: "to" | "numbers";
  /** Recipients refused before sending (bad numbers), reported back with the result. */
  skipped?: { phone: string; reason: string }[];
}

/**
 * A compose or bulk send under one of the business's own DLT templates: the text must follow the approved
 * template word for word and opted-out numbers are dropped; then the one send path (server/sms/queue.ts)
 * debits and queues, and the first delivery attempt is awaited so the page can say what went out.
 */
export async function sendSms(db: Db, sms: SmsProvider, scope: ModuleScope, order: SendOrder): Promise<SendResult> {
  const businessId = scope.member.businessId;
  const template = await scope.store("sms_templates").get(order.templateId);
  if (!template) throw badRequest(phrase("sms.chooseTemplate"), "template_id");
  if (template.status !== "approved") throw badRequest(phrase("sms.notApproved", { name: String(template.name) }), "template_id");
  const text = order.text.trim();
  if (!text) throw badRequest(phrase("sms.textRequired"), "text");
  if (!matchesTemplate(String(template.body), text)) {
    throw badRequest(phrase("sms.followTemplate", { name: String(template.name) }), "text");
  }

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

  const batch = moneyReference("sms", businessId, order.requestKey);
  const queued = await queueSms(db, {
    businessId,
    reference: batch,
    recipients,
    text,
    template: { dltTemplateId: String(template.dlt_template_id), senderId: String(template.sender_id), templateId: order.templateId },
    field: order.field,
    skipOverLimit: order.field === "numbers",
  });
  for (const phone of queued.overLimit) skipped.push({ phone, reason: "Daily SMS limit for this number reached" });
  await deliverSms(db, sms, { ids: queued.ids });
  return { batch, ...(await batchResult(db, businessId, batch)), parts: queued.parts, encoding: queued.encoding, skipped };
}

/** Where a send stands now: what went out, what failed (and was refunded), what is still being retried. */
async function batchResult(db: Db, businessId: number, batch: string) {
  const [r] = (
    await db.execute<{ sent: number; failed: number; queued: number; cost: number; refunded: number }>(
      sql`SELECT count(*) FILTER (WHERE status IN ('sent', 'delivered'))::int AS sent,
                 count(*) FILTER (WHERE status = 'failed')::int AS failed,
                 count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS queued,
                 coalesce(sum(cost), 0)::bigint AS cost,
                 coalesce(sum(cost) FILTER (WHERE status = 'failed'), 0)::bigint AS refunded
          FROM ${table({ name: "sms_messages" })} WHERE business_id = ${businessId} AND batch = ${batch}`,
    )
  ).rows;
  return { sent: Number(r.sent), failed: Number(r.failed), queued: Number(r.queued), cost: Number(r.cost) / 100, refunded: Number(r.refunded) / 100 };
}
