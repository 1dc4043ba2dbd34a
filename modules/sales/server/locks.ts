import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { badRequest, HttpError } from "../../../server/http/errors";
import { monthIn, phrase } from "../../../server/http/language";
import { DEFAULT_LANGUAGE } from "../../../locales/languages";
import { salesPeriodLockEvents, salesPeriodLocks } from "./schema";

/**
 * Period locks: once a month's GST return is filed the owner locks it, and nothing dated in it may be
 * written again (an edit would make the books disagree with what was filed). Unlocking is allowed,
 * but every lock and unlock is kept with who and when.
 */

/** "2026-03" → "March 2026", "मार्च 2026" */
export const monthLabel = (period: string, language: string = DEFAULT_LANGUAGE) => monthIn(language, period);
export const isPeriod = (v: unknown): v is string => typeof v === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** Refuses (409, field `date`) when any of the dates falls in a locked month. Run inside the writing transaction. */
export async function assertPeriodsOpen(tx: Db, businessId: number, dates: (string | null | undefined)[]): Promise<void> {
  const periods = [...new Set(dates.filter((d): d is string => Boolean(d)).map((d) => d.slice(0, 7)))];
  if (periods.length === 0) return;
  const locked = await tx
    .select({ period: salesPeriodLocks.period })
    .from(salesPeriodLocks)
    .where(and(eq(salesPeriodLocks.businessId, businessId), inArray(salesPeriodLocks.period, periods)))
    .for("share");
  if (locked.length) {
    throw new HttpError(409, phrase("sales.locked", { period: locked[0].period }), "date");
  }
}

export async function listLocks(db: Db, businessId: number, language: string = DEFAULT_LANGUAGE) {
  const [locks, events] = await Promise.all([
    db.select().from(salesPeriodLocks).where(eq(salesPeriodLocks.businessId, businessId)).orderBy(asc(salesPeriodLocks.period)),
    db.select().from(salesPeriodLockEvents).where(eq(salesPeriodLockEvents.businessId, businessId)).orderBy(desc(salesPeriodLockEvents.at), desc(salesPeriodLockEvents.id)).limit(50),
  ]);
  const byUser = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const res = await db.execute<{ id: number; name: string }>(
      sql`SELECT id, coalesce(nullif(trim(name), ''), '+91 ' || mobile) AS name FROM users WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
    );
    return new Map(res.rows.map((r) => [Number(r.id), String(r.name)]));
  };
  const names = await byUser([...new Set([...locks.map((l) => l.lockedBy), ...events.map((e) => e.userId)])]);
  return {
    locked: locks.map((l) => ({ period: l.period, label: monthLabel(l.period, language), locked_at: l.lockedAt, locked_by: names.get(l.lockedBy) ?? "" })),
    history: events.map((e) => ({ period: e.period, label: monthLabel(e.period, language), action: e.action, at: e.at, by: names.get(e.userId) ?? "" })),
  };
}

export async function setLock(db: Db, businessId: number, userId: number, period: string, lock: boolean): Promise<void> {
  if (!isPeriod(period)) throw badRequest(phrase("sales.period"), "period");
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const where = and(eq(salesPeriodLocks.businessId, businessId), eq(salesPeriodLocks.period, period));
    const [existing] = await tx.select().from(salesPeriodLocks).where(where).for("no key update");
    if (lock === Boolean(existing)) throw new HttpError(409, phrase("sales.already", { period, context: lock ? "locked" : "open" }), "period");
    if (lock) await tx.insert(salesPeriodLocks).values({ businessId, period, lockedBy: userId });
    else await tx.delete(salesPeriodLocks).where(where);
    await tx.insert(salesPeriodLockEvents).values({ businessId, period, action: lock ? "lock" : "unlock", userId });
  });
}
