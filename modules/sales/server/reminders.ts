import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { AppContext } from "../../../server/context";
import { HttpError, badRequest, notFound } from "../../../server/http/errors";
import { phrase, sayIn, valuesOf } from "../../../server/http/language";
import { SYSTEM_TEMPLATES, fillTemplate, sendSystemSms } from "../../../server/sms/system";
import { formatPaise } from "../../../resources/money";
import { checks, normalizeMobile } from "../../../resources/validators";
import { SMS_PRICE_PAISE_PER_PART, smsParts } from "../../../resources/sms";
import { partyById } from "./catalogue";

/**
 * Reminders of dues (issue 23): a party is sent what it owes (to_receive) with a link to a page that pays
 * exactly that amount by UPI (due-links.ts books the payment against its oldest open invoices). By SMS —
 * through the one send path (server/sms/system.ts: DLT template, daily limits, charged to the wallet,
 * retried and refunded) — or shared on WhatsApp by the owner's phone (free, nothing sent by us).
 * Every reminder is a row of sales_reminders (0300_sales_reminders.sql): the log.
 */

export type Channel = "sms" | "whatsapp";
export type Trigger = "manual" | "bulk" | "auto";
type Ctx = Pick<AppContext, "config" | "sms" | "selfUrl">;

/** A due link opens for 30 days: long enough for a customer to pay, short enough not to linger. */
const LINK_DAYS = 30;
export const DUE_TOKEN = /^[0-9a-f]{32}$/;
/** The UPI reference (`tr`) of a due link: DUE + its token, 35 characters, the most UPI allows. */
export const dueReference = (token: string) => `DUE${token}`;

const origin = (ctx: Ctx) => ctx.config.publicUrl ?? ctx.selfUrl();
export const duePagePath = (token: string) => `/pay/${token}`;

/** The reminder's words, the same in the SMS and the WhatsApp share. */
export function reminderText(shop: string, party: string, amountPaise: number, url: string): string {
  return fillTemplate(SYSTEM_TEMPLATES.dueReminder.body, [shop, party, formatPaise(amountPaise), url], { lastIsLink: true });
}

/** wa.me with the text: opens WhatsApp on the party's chat (India, +91), or the contact picker without a number. */
export const whatsappUrl = (phone: string | null, text: string) => `https://wa.me/${phone ? `91${phone}` : ""}?text=${encodeURIComponent(text)}`;

async function businessOf(db: Db, businessId: number) {
  const [b] = (await db.execute<{ name: string; upi: string | null }>(sql`SELECT business_name AS name, upi_id AS upi FROM businesses WHERE id = ${businessId}`)).rows;
  return b;
}

/** What a party owes now, and its mobile; 404 for another business's party. */
async function dueParty(db: Db, businessId: number, partyId: number) {
  if (!Number.isSafeInteger(partyId) || partyId <= 0) throw notFound(phrase("sales.partyNotFoundPlain"));
  const party = await partyById(db, businessId, partyId);
  if (!party) throw notFound(phrase("sales.partyNotFoundPlain"));
  return party;
}

export interface ReminderOutcome {
  id: number;
  party_id: number;
  party_name: string;
  amount: number;
  channel: Channel;
  status: string;
  link: string;
  text: string;
  whatsapp: string;
  to: string | null;
  replayed: boolean;
}

type ReminderRow = { id: number; party_id: number; party_name: string; amount_paise: number; channel: Channel; recipient: string | null; link_token: string | null; status: string; sms_status: string | null };

const outcomeOf = (ctx: Ctx, shop: string, r: ReminderRow, replayed: boolean): ReminderOutcome => {
  const url = r.link_token ? `${origin(ctx)}${duePagePath(r.link_token)}` : "";
  const text = reminderText(shop, r.party_name, Number(r.amount_paise), url);
  return {
    id: Number(r.id),
    party_id: Number(r.party_id),
    party_name: r.party_name,
    amount: Number(r.amount_paise) / 100,
    channel: r.channel,
    status: r.sms_status ?? r.status,
    link: url,
    text,
    whatsapp: whatsappUrl(r.recipient, text),
    to: r.recipient,
    replayed,
  };
};

const reminderById = async (db: Db, id: number) =>
  (
    await db.execute<ReminderRow>(
      sql`SELECT r.id, r.party_id, r.party_name, r.amount_paise, r.channel, r.recipient, r.link_token, r.status, m.status AS sms_status
          FROM sales_reminders r LEFT JOIN r_sms_messages m ON m.id = r.sms_id WHERE r.id = ${id}`,
    )
  ).rows[0];

/**
 * Reminds one party of its dues. `key` makes it once per intent: a request key (by hand), the request
 * key and party (remind all), or the due interval (automatic) — the unique (business, party, key) row is
 * claimed first, so a retry or a second sweeper gets the first reminder back instead of sending again.
 * The SMS is charged like every SMS; a send the wallet or the limits refuse leaves the row `failed`
 * with why, and the refusal is thrown to the caller.
 */
export async function remindParty(
  ctx: Ctx,
  db: Db,
  o: { businessId: number; partyId: number; channel: Channel; trigger: Trigger; key: string; userId?: number | null },
): Promise<ReminderOutcome> {
  const party = await dueParty(db, o.businessId, o.partyId);
  const business = await businessOf(db, o.businessId);
  if (party.toReceivePaise <= 0) throw badRequest(phrase("sales.remindNothingDue", { party: party.name }), "party_id");
  if (!business.upi) throw badRequest(phrase("sales.addUpi"), "upi_id");
  const phone = party.phone ? normalizeMobile(party.phone) : "";
  if (o.channel === "sms" && (!phone || checks.mobile(phone, "Mobile number"))) throw badRequest(phrase("sales.remindNoMobile", { party: party.name }), "phone");

  const claimed = (
    await db.execute<{ id: number }>(
      sql`INSERT INTO sales_reminders (business_id, party_id, party_name, amount_paise, channel, trigger, recipient, status, interval_key, created_by)
          VALUES (${o.businessId}, ${party.id}, ${party.name}, ${party.toReceivePaise}, ${o.channel}, ${o.trigger}, ${phone || null},
                  ${o.channel === "sms" ? "queued" : "shared"}, ${o.key}, ${o.userId ?? null})
          ON CONFLICT (business_id, party_id, interval_key) WHERE interval_key IS NOT NULL DO NOTHING RETURNING id`,
    )
  ).rows[0];
  if (!claimed) {
    const [earlier] = (
      await db.execute<{ id: number }>(sql`SELECT id FROM sales_reminders WHERE business_id = ${o.businessId} AND party_id = ${party.id} AND interval_key = ${o.key}`)
    ).rows;
    return outcomeOf(ctx, business.name, await reminderById(db, Number(earlier.id)), true);
  }
  const id = Number(claimed.id);
  const token = randomBytes(16).toString("hex");
  await db.execute(
    sql`INSERT INTO sales_due_links (token, business_id, party_id, amount_paise, expires_at)
        VALUES (${token}, ${o.businessId}, ${party.id}, ${party.toReceivePaise}, now() + ${`${LINK_DAYS} days`}::interval)`,
  );
  await db.execute(sql`UPDATE sales_reminders SET link_token = ${token} WHERE id = ${id}`);
  if (o.channel === "sms") {
    const url = `${origin(ctx)}${duePagePath(token)}`;
    try {
      // The wallet pays for it under a key of this reminder's own: a retried reminder is charged once.
      const sent = await sendSystemSms(ctx, db, {
        businessId: o.businessId,
        requestKey: `remind-${id}`,
        to: phone,
        field: "phone",
        template: "dueReminder",
        values: [business.name, party.name, formatPaise(party.toReceivePaise), url],
      });
      await db.execute(sql`UPDATE sales_reminders SET sms_id = ${sent.id}, status = ${sent.status} WHERE id = ${id}`);
    } catch (err) {
      const failure = err instanceof Error ? err.message.slice(0, 300) : String(err);
      await db.execute(sql`UPDATE sales_reminders SET status = 'failed', failure = ${failure} WHERE id = ${id}`);
      throw err;
    }
  }
  return outcomeOf(ctx, business.name, await reminderById(db, id), false);
}

export interface PreviewRow {
  party_id: number;
  name: string;
  phone: string | null;
  amount: number;
}

/** Who owes, how much, what the SMS would cost; parties without a mobile are listed apart (they are skipped). */
export async function remindAllPreview(ctx: Ctx, db: Db, businessId: number) {
  const business = await businessOf(db, businessId);
  const owing = (
    await db.execute<{ id: number; name: string; phone: string | null; due: number }>(
      sql`SELECT id, name, phone, to_receive AS due FROM r_parties WHERE business_id = ${businessId} AND to_receive > 0 ORDER BY to_receive DESC, name LIMIT 1000`,
    )
  ).rows;
  const rows: PreviewRow[] = [];
  const skipped: PreviewRow[] = [];
  let costPaise = 0;
  // The link's length is known (origin + /pay/ + 32 characters): the cost is what each SMS will be charged.
  const sampleUrl = `${origin(ctx)}${duePagePath("0".repeat(32))}`;
  for (const p of owing) {
    const phone = p.phone ? normalizeMobile(p.phone) : "";
    const row = { party_id: Number(p.id), name: p.name, phone: phone || null, amount: Number(p.due) / 100 };
    if (!phone || checks.mobile(phone, "Mobile number")) {
      skipped.push(row);
      continue;
    }
    rows.push(row);
    costPaise += smsParts(reminderText(business.name, p.name, Number(p.due), sampleUrl)).parts * SMS_PRICE_PAISE_PER_PART;
  }
  return {
    rows,
    skipped,
    total: rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100,
    cost: costPaise / 100,
    upi_missing: !business.upi,
  };
}

/**
 * Sends the previewed reminders, one SMS (one charge) per party, each once per request key. A party
 * that cannot be reminded (paid meanwhile, no mobile, the wallet ran out) is reported with why; the rest go.
 */
export async function remindAll(
  ctx: Ctx,
  db: Db,
  o: { businessId: number; partyIds: number[]; key: string; userId: number },
  language: string,
) {
  if (!Array.isArray(o.partyIds) || o.partyIds.length === 0) throw badRequest(phrase("sales.remindPickParties"), "party_ids");
  if (o.partyIds.length > 1000) throw badRequest(phrase("sales.remindTooMany"), "party_ids");
  const ids = [...new Set(o.partyIds)];
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badRequest(phrase("sales.remindPickParties"), "party_ids");
  const results: { party_id: number; name: string | null; status: string; message?: string }[] = [];
  for (const partyId of ids) {
    try {
      const r = await remindParty(ctx, db, { businessId: o.businessId, partyId, channel: "sms", trigger: "bulk", key: `k:${o.key}`, userId: o.userId });
      results.push({ party_id: partyId, name: r.party_name, status: r.status });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      // Said in the caller's language, like the error handler says a refusal.
      results.push({ party_id: partyId, name: null, status: "skipped", message: err.phrase ? sayIn(language)(err.phrase.key, valuesOf(err.phrase, language)) : err.message });
    }
  }
  const sent = results.filter((r) => r.status !== "skipped" && r.status !== "failed").length;
  return { sent, skipped: results.length - sent, results };
}

/** The log: a party's reminders, or the business's, newest first, with the SMS's status as the outbox has it now. */
export async function reminderLog(db: Db, businessId: number, o: { partyId?: number; start: number; end: number }) {
  const where = sql`r.business_id = ${businessId} ${o.partyId ? sql`AND r.party_id = ${o.partyId}` : sql``}`;
  const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sales_reminders r WHERE ${where}`)).rows;
  const rows = (
    await db.execute<{ id: number; party_id: number; party_name: string; amount_paise: number; channel: string; trigger: string; recipient: string | null; status: string; sms_status: string | null; failure: string | null; created_at: string }>(
      sql`SELECT r.id, r.party_id, r.party_name, r.amount_paise, r.channel, r.trigger, r.recipient, r.status, m.status AS sms_status, r.failure, r.created_at
          FROM sales_reminders r LEFT JOIN r_sms_messages m ON m.id = r.sms_id AND m.business_id = r.business_id
          WHERE ${where} ORDER BY r.created_at DESC, r.id DESC OFFSET ${o.start} LIMIT ${Math.max(0, o.end - o.start)}`,
    )
  ).rows;
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      party_id: Number(r.party_id),
      party_name: r.party_name,
      amount: Number(r.amount_paise) / 100,
      channel: r.channel,
      trigger: r.trigger,
      to: r.recipient,
      // 'sending' is the outbox's moment between two states: to a person it is still on its way.
      status: (r.sms_status === "sending" ? "queued" : r.sms_status) ?? r.status,
      failure: r.failure,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** The per-party off switch of automatic reminders. */
export async function setPartyAuto(db: Db, businessId: number, partyId: number, auto: boolean) {
  await dueParty(db, businessId, partyId);
  if (auto) await db.execute(sql`DELETE FROM sales_reminder_opt_outs WHERE business_id = ${businessId} AND party_id = ${partyId}`);
  else await db.execute(sql`INSERT INTO sales_reminder_opt_outs (business_id, party_id) VALUES (${businessId}, ${partyId}) ON CONFLICT DO NOTHING`);
  return partyAuto(db, businessId, partyId);
}

export async function partyAuto(db: Db, businessId: number, partyId: number) {
  const off = (await db.execute(sql`SELECT 1 FROM sales_reminder_opt_outs WHERE business_id = ${businessId} AND party_id = ${partyId}`)).rows.length > 0;
  return { party_id: partyId, auto: !off };
}
