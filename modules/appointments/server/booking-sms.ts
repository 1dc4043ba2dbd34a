/**
 * The customer's SMS about a booking: the confirmation with the manage link, and the reminder. Both go
 * through the one SMS path (queueSms: Galla's DLT template, the daily limits, the business's wallet
 * debited), so they are charged like every SMS and retried or refunded by the outbox.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { AppContext } from "../../../server/context";
import { queueSms } from "../../../server/sms/queue";
import { deliverSms } from "../../../server/sms/delivery";
import { fillTemplate } from "../../../server/sms/system";
import { moneyReference } from "../../../server/wallet/references";
import { tableName } from "../../../server/engine";
import { formatDayIn } from "../../../resources/locale-format";
import { istDate } from "../../../resources/ist";
import { bookingRulesOf, findIn } from "./availability";

/** Galla's DLT templates for bookings (an English and a Hindi registration each); env ids replace the sandbox's. */
export const BOOKING_TEMPLATES = {
  confirmed: {
    en: { id: process.env.SMS_DLT_BOOKING_CONFIRMED || "1107170000000000003", body: "{#var#}: your booking for {#var#} on {#var#} at {#var#} is confirmed. To cancel or change: {#var#}" },
    hi: { id: process.env.SMS_DLT_BOOKING_CONFIRMED_HI || "1107170000000000004", body: "{#var#}: {#var#} के लिए आपकी बुकिंग {#var#} को {#var#} बजे पक्की है। रद्द करने या बदलने के लिए: {#var#}" },
  },
  reminder: {
    en: { id: process.env.SMS_DLT_BOOKING_REMINDER || "1107170000000000005", body: "{#var#}: reminder of your {#var#} on {#var#} at {#var#}. To cancel or change: {#var#}" },
    hi: { id: process.env.SMS_DLT_BOOKING_REMINDER_HI || "1107170000000000006", body: "{#var#}: याद दिला रहे हैं, आपकी {#var#} की बुकिंग {#var#} को {#var#} बजे है। रद्द करने या बदलने के लिए: {#var#}" },
  },
} as const;

export type BookingSmsKind = keyof typeof BOOKING_TEMPLATES;

/** Where the customer's links point: PUBLIC_URL, else this server. */
export const publicOrigin = (ctx: Pick<AppContext, "config" | "selfUrl">) => (ctx.config.publicUrl ?? ctx.selfUrl()).replace(/\/$/, "");
export const manageUrl = (ctx: Pick<AppContext, "config" | "selfUrl">, token: string) => `${publicOrigin(ctx)}/booking/${token}`;

export interface BookingSms {
  businessId: number;
  businessName: string;
  to: string;
  service: string;
  date: string;
  startTime: string;
  link: string;
  language: string;
  /** One per message: a retry of the same key is the same message, debited once. */
  requestKey: string;
}

/** Queues (charging the business) one booking SMS; the caller delivers it after its transaction commits. */
export async function queueBookingSms(db: Db, ctx: Pick<AppContext, "config">, kind: BookingSmsKind, m: BookingSms): Promise<number[]> {
  const language = m.language === "hi" ? "hi" : "en";
  const template = BOOKING_TEMPLATES[kind][language];
  const day = formatDayIn(language === "hi" ? "hi-IN" : "en-IN", m.date);
  const queued = await queueSms(db, {
    businessId: m.businessId,
    reference: moneyReference("sms", m.businessId, m.requestKey),
    recipients: [m.to],
    text: fillTemplate(template.body, [m.businessName, m.service, day, m.startTime, m.link], { lastIsLink: true }),
    template: { dltTemplateId: template.id, senderId: ctx.config.sms?.sender ?? "GALLAA" },
    field: "mobile",
  });
  return queued.ids;
}

export const deliverNow = (db: Db, ctx: Pick<AppContext, "sms">, ids: number[]) => (ids.length ? deliverSms(db, ctx.sms, { ids }) : Promise.resolve([]));

/** The evening reminder goes at this IST hour the day before. */
export const EVENING_HOUR = 18;
const IST_MS = 330 * 60_000;
/** The instant of an IST wall-clock time on a day. */
export const istInstant = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00Z`) - IST_MS);

/** When an appointment's reminder is due under the owner's rule, or undefined when there is none. */
export function reminderDue(rule: { reminder: string; reminder_hours: number }, date: string, start: string): Date | undefined {
  if (rule.reminder === "none") return undefined;
  const startsAt = istInstant(date, start);
  if (rule.reminder === "hours_before") return new Date(+startsAt - rule.reminder_hours * 3600_000);
  return new Date(+istInstant(date, `${EVENING_HOUR}:00`) - 24 * 3600_000);
}

/**
 * One pass of the reminder sweep: every upcoming booking (today to the day after tomorrow, booked or
 * confirmed, with a phone) whose reminder is due and was made before it fell due (a booking made after
 * its reminder time has just had its confirmation) is claimed in appointment_reminders (its primary key:
 * exactly once, however many sweeps run) in the transaction that queues its SMS, then delivered. Returns
 * how many were sent.
 */
export async function sweepReminders(db: Db, ctx: Pick<AppContext, "config" | "sms" | "selfUrl">, now = new Date()): Promise<number> {
  const today = istDate(now);
  const t = sql.identifier(tableName("appointments"));
  const services = sql.identifier(tableName("services"));
  const due = await db.execute<{ id: number; business_id: number; business_name: string; phone: string; date: string; start_time: string; created_at: string; service: string | null; token: string | null; language: string | null }>(sql`
    SELECT a.id, a.business_id, b.business_name, a.phone, a.date::text AS date, to_char(a.start_time, 'HH24:MI') AS start_time, a.created_at,
           s.name AS service, o.token, o.language
      FROM ${t} a
      JOIN businesses b ON b.id = a.business_id
      LEFT JOIN ${services} s ON s.id = a.service_id AND s.business_id = a.business_id
      LEFT JOIN online_bookings o ON o.appointment_id = a.id AND o.business_id = a.business_id
     WHERE a.date BETWEEN ${today}::date AND (${today}::date + 2) AND a.status IN ('booked', 'confirmed') AND a.phone IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM appointment_reminders r WHERE r.appointment_id = a.id)
     ORDER BY a.date, a.start_time LIMIT 500`);
  const rules = new Map<number, Awaited<ReturnType<typeof bookingRulesOf>>>();
  let sent = 0;
  for (const a of due.rows) {
    if (!rules.has(a.business_id)) rules.set(a.business_id, await bookingRulesOf(findIn(db, a.business_id)));
    const at = reminderDue(rules.get(a.business_id)!, a.date, a.start_time);
    if (!at || now < at || now >= istInstant(a.date, a.start_time) || new Date(a.created_at) >= at) continue;
    try {
      const ids = await db.transaction(async (tx) => {
        const claimed = await tx.execute(
          sql`INSERT INTO appointment_reminders (appointment_id, business_id) VALUES (${a.id}, ${a.business_id}) ON CONFLICT DO NOTHING RETURNING appointment_id`,
        );
        if (!claimed.rows.length) return [];
        return queueBookingSms(tx as unknown as Db, ctx, "reminder", {
          businessId: a.business_id, businessName: a.business_name, to: a.phone, service: a.service ?? "appointment", date: a.date, startTime: a.start_time,
          link: a.token ? manageUrl(ctx, a.token) : `${publicOrigin(ctx)}/p/${a.business_id}`, language: a.language ?? "en", requestKey: `reminder-${a.id}`,
        });
      });
      if (ids.length) {
        sent++;
        await deliverNow(db, ctx, ids);
      }
    } catch {
      // A wallet too low to pay (402) or a number over its daily limit: no reminder, and the claim rolled back with it,
      // so a later sweep tries again once the wallet is topped up.
    }
  }
  return sent;
}
