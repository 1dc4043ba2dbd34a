import type { Db } from "../db/client";
import type { AppContext } from "../context";
import { DLT_VARIABLE } from "../../resources/sms";
import { moneyReference } from "../wallet/references";
import { queueSms } from "./queue";
import { deliverSms } from "./delivery";

/**
 * Messages Galla sends in its own name (header SMS_SENDER, default GALLAA) on a business's behalf, under
 * Galla's DLT registrations: staff invites, invoice payment links and reminders of dues. A business's own messages use its own
 * templates (Communication settings). The ids are Galla's from its DLT portal; SMS_DLT_INVITE and
 * SMS_DLT_PAYMENT_LINK replace the sandbox's. The sign-in code is sent by server/auth, outside the wallet.
 */
export const SYSTEM_TEMPLATES = {
  invite: {
    dltTemplateId: process.env.SMS_DLT_INVITE || "1107170000000000001",
    body: "{#var#} added you to {#var#} on Galla. Sign in with this mobile number to start.",
  },
  paymentLink: {
    dltTemplateId: process.env.SMS_DLT_PAYMENT_LINK || "1107170000000000002",
    body: "{#var#}: invoice {#var#} of {#var#}, {#var#} due. Pay by UPI to {#var#} or tap {#var#}",
  },
  /** A party's reminder of what it owes (modules/sales reminders): shop, party, amount, the link that pays it. */
  dueReminder: {
    dltTemplateId: process.env.SMS_DLT_DUE_REMINDER || "1107170000000000003",
    body: "{#var#}: Dear {#var#}, {#var#} is due. Pay by UPI here: {#var#}",
  },
} as const;

/** Templates whose last variable is a link (a URL variable, kept whole). */
const LINK_LAST: ReadonlySet<keyof typeof SYSTEM_TEMPLATES> = new Set(["paymentLink", "dueReminder"]);

/** DLT variables hold at most 30 characters; a link is the one variable operators allow longer (a URL variable). */
const VARIABLE_MAX = 30;

/** The template's text with its variables filled in order; every variable but the last (a link) is kept to 30 characters. */
export function fillTemplate(body: string, values: string[], options: { lastIsLink?: boolean } = {}): string {
  let i = 0;
  return body.replace(DLT_VARIABLE, () => {
    const value = values[i] ?? "";
    const isLink = options.lastIsLink && i === values.length - 1;
    i++;
    return isLink || value.length <= VARIABLE_MAX ? value : value.slice(0, VARIABLE_MAX - 3) + "...";
  });
}

/**
 * A system message through the one send path: the business's wallet pays for its parts, the daily limits
 * apply, and it is queued, attempted once now and retried or refunded by the outbox like any other.
 */
export async function sendSystemSms(
  ctx: Pick<AppContext, "config" | "sms">,
  db: Db,
  message: { businessId: number; requestKey: string; to: string; field: string; template: keyof typeof SYSTEM_TEMPLATES; values: string[] },
): Promise<{ status: string; replayed: boolean; id: number }> {
  const template = SYSTEM_TEMPLATES[message.template];
  const queued = await queueSms(db, {
    businessId: message.businessId,
    reference: moneyReference("sms", message.businessId, message.requestKey),
    recipients: [message.to],
    text: fillTemplate(template.body, message.values, { lastIsLink: LINK_LAST.has(message.template) }),
    template: { dltTemplateId: template.dltTemplateId, senderId: ctx.config.sms?.sender ?? "GALLAA" },
    field: message.field,
  });
  const [outcome] = await deliverSms(db, ctx.sms, { ids: queued.ids });
  return { status: outcome?.status ?? "queued", replayed: queued.replayed, id: queued.ids[0] };
}
