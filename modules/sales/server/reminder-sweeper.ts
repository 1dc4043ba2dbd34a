import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { AppContext } from "../../../server/context";
import { HttpError, badRequest } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { istDate } from "../../../resources/ist";
import { remindParty } from "./reminders";

export interface ReminderSettings {
  auto: boolean;
  credit_days: number;
  every_days: number;
}

/** Off until the owner turns them on; an invoice is due on its date; a reminder a week while it stays unpaid. */
export const REMINDER_DEFAULTS: ReminderSettings = { auto: false, credit_days: 0, every_days: 7 };

export async function reminderSettings(db: Db, businessId: number): Promise<ReminderSettings> {
  const [row] = (
    await db.execute<{ auto: boolean; credit_days: number; every_days: number }>(
      sql`SELECT auto, credit_days, every_days FROM sales_reminder_settings WHERE business_id = ${businessId}`,
    )
  ).rows;
  return row ? { auto: Boolean(row.auto), credit_days: Number(row.credit_days), every_days: Number(row.every_days) } : { ...REMINDER_DEFAULTS };
}

export async function saveReminderSettings(db: Db, businessId: number, body: Partial<ReminderSettings>): Promise<ReminderSettings> {
  const s = { ...(await reminderSettings(db, businessId)), ...body };
  if (typeof s.auto !== "boolean") throw badRequest(phrase("sales.remindAuto"), "auto");
  if (!Number.isInteger(s.credit_days) || s.credit_days < 0 || s.credit_days > 365) throw badRequest(phrase("sales.remindCreditDays"), "credit_days");
  if (!Number.isInteger(s.every_days) || s.every_days < 1 || s.every_days > 90) throw badRequest(phrase("sales.remindEveryDays"), "every_days");
  await db.execute(
    sql`INSERT INTO sales_reminder_settings (business_id, auto, credit_days, every_days, updated_at) VALUES (${businessId}, ${s.auto}, ${s.credit_days}, ${s.every_days}, now())
        ON CONFLICT (business_id) DO UPDATE SET auto = excluded.auto, credit_days = excluded.credit_days, every_days = excluded.every_days, updated_at = now()`,
  );
  return s;
}

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Which interval of its dues a party is in today: its oldest open invoice falls due credit_days after
 * its date, then every every_days days makes a new interval until it is paid. Before the due date: none.
 */
export function dueInterval(oldestOpen: string, today: string, s: Pick<ReminderSettings, "credit_days" | "every_days">): string | null {
  const due = addDays(oldestOpen, s.credit_days);
  const late = daysBetween(due, today);
  if (late < 0) return null;
  return `auto:${due}:${Math.floor(late / s.every_days)}`;
}

/**
 * One sweep: every party of a business with automatic reminders on (its Sales module not EXPIRED), that
 * owes, has a mobile, is not switched off, and whose oldest open invoice is past due, is reminded once
 * for its current interval. The interval's row is claimed in the database (unique per party and
 * interval), so sweeps in several processes at once send it once. Returns how many it sent.
 */
export async function sweepReminders(ctx: Pick<AppContext, "config" | "sms" | "selfUrl">, db: Db, today = istDate(), log?: { warn: (o: object, m: string) => void }): Promise<number> {
  const due = (
    await db.execute<{ business_id: number; party_id: number; credit_days: number; every_days: number; oldest: string }>(
      sql`SELECT s.business_id, p.id AS party_id, s.credit_days, s.every_days, to_char(min(i.doc_date), 'YYYY-MM-DD') AS oldest
          FROM sales_reminder_settings s
          JOIN r_parties p ON p.business_id = s.business_id AND p.to_receive > 0 AND coalesce(p.phone, '') <> ''
          JOIN sales_invoices i ON i.business_id = s.business_id AND i.party_id = p.id AND i.kind = 'sale'
               AND i.cancelled_at IS NULL AND i.total_paise > i.paid_paise
          WHERE s.auto
            AND NOT EXISTS (SELECT 1 FROM sales_reminder_opt_outs o WHERE o.business_id = s.business_id AND o.party_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM subscriptions x WHERE x.business_id = s.business_id AND x.module = 'sales_and_purchase'
                            AND x.plan <> 'free' AND x.expires_at IS NOT NULL AND x.expires_at <= now())
          GROUP BY s.business_id, p.id, s.credit_days, s.every_days
          ORDER BY s.business_id, p.id`,
    )
  ).rows;
  let sent = 0;
  for (const row of due) {
    const key = dueInterval(row.oldest, today, { credit_days: Number(row.credit_days), every_days: Number(row.every_days) });
    if (!key) continue;
    try {
      const r = await remindParty(ctx, db, { businessId: Number(row.business_id), partyId: Number(row.party_id), channel: "sms", trigger: "auto", key });
      if (!r.replayed) sent++;
    } catch (err) {
      // A refusal (the wallet short, a daily limit) is on the party's log as failed; the sweep goes on.
      if (!(err instanceof HttpError)) throw err;
      log?.warn({ businessId: row.business_id, status: err.statusCode }, "automatic reminder refused");
    }
  }
  return sent;
}

/** How often the sweeper looks for reminders due. REMINDER_SWEEP_MS overrides. */
const SWEEP_MS = 15 * 60_000;

/** The sweeper of automatic reminders, in every process (claims never overlap); the first sweep one interval after start. */
export function startReminderSweeper(ctx: AppContext, log: { error: (o: object, m: string) => void; warn: (o: object, m: string) => void }) {
  const every = Number(process.env.REMINDER_SWEEP_MS) || SWEEP_MS;
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweepReminders(ctx, ctx.database.db, istDate(), log)
      .then(() => undefined)
      .catch((err) => {
        if (!stopped) log.error({ err }, "reminder sweep failed");
      })
      .finally(() => {
        running = undefined;
      });
  }, every);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
