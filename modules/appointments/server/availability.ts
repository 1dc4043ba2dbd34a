/**
 * Availability on the server (issue 28): who is free when, and the rule every appointment write obeys.
 *
 *   freeSlots(db, businessId, { serviceId, staffId?, from, to, notBefore? })
 *     → { service, durationMinutes, stepMinutes, staff: [{ staff_id, full_name, slots: [{ date, start_time, end_time }] }] }
 *   appointmentRefusal(find, record) → the first availability rule a booking breaks, or undefined
 *   checkAppointmentChange(change, ctx) → the appointments' beforeChange hook: throws a 400 naming the field
 *   bookingRulesOf(db, businessId) → the owner's booking rules (declared row, else BOOKING_RULE_DEFAULTS)
 *
 * Everything is read through the resource store (business-scoped), so the same code serves a route (a
 * store on the pool) and a hook (a store inside the write's transaction). Overlap with other bookings is
 * not checked here: the exclusion constraint refuses it (409 naming the clash) even under concurrency;
 * freeSlots only leaves booked time out of what it offers.
 */
import type { Db } from "../../../server/db/client";
import { storeFor } from "../../../server/engine";
import { HttpError } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import type { Change, HookContext } from "../../../resources/types";
import { addDays, istDate } from "../../../resources/ist";
import { BOOKING_RULE_DEFAULTS } from "../resources";
import { refusalOf, slotStarts, subtract, toHhmm, toMinutes, weekdayOf, workingSpans, type Refusal, type Shift, type Span } from "../schedule";

type Row = Record<string, unknown>;
type Filters = Record<string, string | number | (string | number)[]>;
/** Rows of a resource of one business matching list filters (a store's `find`). */
export type Find = (resource: string, filters: Filters) => Promise<Row[]>;

export const findIn = (db: Db, businessId: number): Find => (resource, filters) => storeFor(db, resource, businessId).find(filters);

/** A service without a declared duration is booked for this long. */
export const DEFAULT_DURATION_MINUTES = 30;
/** The statuses that leave a slot free (as the appointments' noOverlap says). */
const FREEING = ["cancelled", "no_show"];

export type BookingRules = {
  online_booking: boolean;
  days_ahead: number;
  min_notice_minutes: number;
  cancel_hours_before: number;
  slot_step_minutes: number;
  reminder: "evening_before" | "hours_before" | "none";
  reminder_hours: number;
  online_per_day: number;
};

/** The business's booking rules: its one declared row, each unset field from the defaults. */
export async function bookingRulesOf(find: Find): Promise<BookingRules & { id?: number }> {
  const [row] = await find("booking_rules", { _sort: "id", _order: "asc" });
  const pick = <K extends keyof typeof BOOKING_RULE_DEFAULTS>(k: K) => (row?.[k] ?? BOOKING_RULE_DEFAULTS[k]) as (typeof BOOKING_RULE_DEFAULTS)[K];
  return {
    ...(row ? { id: Number(row.id) } : {}),
    online_booking: Boolean(pick("online_booking")),
    days_ahead: Number(pick("days_ahead")),
    min_notice_minutes: Number(pick("min_notice_minutes")),
    cancel_hours_before: Number(pick("cancel_hours_before")),
    slot_step_minutes: Number(pick("slot_step_minutes")),
    reminder: pick("reminder") as BookingRules["reminder"],
    reminder_hours: Number(pick("reminder_hours")),
    online_per_day: Number(pick("online_per_day")),
  };
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 366; d = addDays(d, 1)) out.push(d);
  return out;
}

const inRange = (date: string, row: Row) => String(row.from_date) <= date && date <= String(row.to_date);

export interface FreeSlotsQuery {
  /** The service to book: its duration sets the slots' length (DEFAULT_DURATION_MINUTES when it has none). */
  serviceId?: number;
  /** Instead of a service: the slots' length in minutes. */
  durationMinutes?: number;
  /** Only this staff member; otherwise every active staff member with declared hours. */
  staffId?: number;
  /** First and last day ("YYYY-MM-DD", IST), both included; at most 62 days. */
  from: string;
  to: string;
  /** No slot starting before this instant (online booking: now + the owner's notice). */
  notBefore?: Date;
  /** The grid slots start on; default the owner's `slot_step_minutes`. */
  stepMinutes?: number;
}

export interface Slot {
  date: string;
  start_time: string;
  end_time: string;
}

export interface FreeSlots {
  service?: { id: number; name: string; price_paise: number; duration_minutes: number };
  durationMinutes: number;
  stepMinutes: number;
  staff: { staff_id: number; full_name: string; slots: Slot[] }[];
}

/**
 * The free slots per staff member: each day's working time (declared shifts less breaks) less
 * holidays, days off and every booking that takes a place, cut into slots of the service's length
 * on the step grid. Staff with no declared hours are left out (nobody has said when they work).
 */
export async function freeSlots(db: Db, businessId: number, query: FreeSlotsQuery): Promise<FreeSlots> {
  return freeSlotsFrom(findIn(db, businessId), query);
}

export async function freeSlotsFrom(find: Find, query: FreeSlotsQuery): Promise<FreeSlots> {
  const days = daysBetween(query.from, query.to).slice(0, 62);
  const last = days[days.length - 1] ?? query.from;
  let service: FreeSlots["service"];
  if (query.serviceId !== undefined) {
    const [row] = await find("services", { id: query.serviceId });
    if (!row) throw new HttpError(404, phrase("booking.noService"));
    const duration = Number(row.duration_minutes ?? DEFAULT_DURATION_MINUTES) || DEFAULT_DURATION_MINUTES;
    service = { id: Number(row.id), name: String(row.name), price_paise: Math.round(Number(row.price ?? 0) * 100), duration_minutes: duration };
  }
  const durationMinutes = service?.duration_minutes ?? query.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  const stepMinutes = query.stepMinutes ?? (await bookingRulesOf(find)).slot_step_minutes;
  const staffFilter: Filters = query.staffId !== undefined ? { id: query.staffId } : { status: "active" };
  const [people, shifts, offs, closed, booked] = await Promise.all([
    find("staff", { ...staffFilter, _sort: "full_name", _order: "asc" }),
    find("working_hours", query.staffId !== undefined ? { staff_id: query.staffId } : {}),
    find("staff_days_off", { from_date_lte: last, to_date_gte: query.from }),
    find("holidays", { date_gte: query.from, date_lte: last }),
    find("appointments", { date_gte: query.from, date_lte: last, status_ne: FREEING }),
  ]);
  const holidaySet = new Set(closed.map((h) => String(h.date)));
  const cutoffDay = query.notBefore ? istDate(query.notBefore) : undefined;
  const cutoffMinute = query.notBefore ? toMinutes(new Date(+query.notBefore + 330 * 60_000).toISOString().slice(11, 16)) + (query.notBefore.getUTCSeconds() || query.notBefore.getUTCMilliseconds() ? 1 : 0) : 0;
  const staff = people.flatMap((person) => {
    const id = Number(person.id);
    const theirs = shifts.filter((s) => Number(s.staff_id) === id) as unknown as Shift[];
    if (!theirs.length) return [];
    const slots: Slot[] = [];
    for (const date of days) {
      if (holidaySet.has(date) || (cutoffDay && date < cutoffDay)) continue;
      if (offs.some((o) => Number(o.staff_id) === id && inRange(date, o))) continue;
      const taken: Span[] = booked
        .filter((a) => Number(a.staff_id) === id && a.date === date)
        .map((a) => ({ from: toMinutes(String(a.start_time)), to: toMinutes(String(a.end_time)) }));
      const free = subtract(workingSpans(theirs, weekdayOf(date)), taken);
      const notBefore = cutoffDay === date ? cutoffMinute : 0;
      for (const at of slotStarts(free, durationMinutes, stepMinutes, notBefore))
        slots.push({ date, start_time: toHhmm(at), end_time: toHhmm(at + durationMinutes) });
    }
    return [{ staff_id: id, full_name: String(person.full_name), slots }];
  });
  return { service, durationMinutes, stepMinutes, staff };
}

/** The first availability rule a booking (wire values: staff_id, date, start_time, end_time) breaks, or undefined. */
export async function appointmentRefusal(find: Find, record: Row): Promise<Refusal | undefined> {
  const date = String(record.date);
  const [closed] = await find("holidays", { date });
  const staffId = record.staff_id === null || record.staff_id === undefined ? undefined : Number(record.staff_id);
  const [off] = staffId === undefined ? [] : await find("staff_days_off", { staff_id: staffId, from_date_lte: date, to_date_gte: date });
  const shifts = staffId === undefined ? [] : ((await find("working_hours", { staff_id: staffId })) as unknown as Shift[]);
  return refusalOf(date, String(record.start_time), String(record.end_time), {
    holiday: closed ? String(closed.name) : undefined,
    dayOff: off ? String(off.reason ?? "") : undefined,
    shifts,
  });
}

/** A refusal as the 400 the API answers: said in the reader's language, naming the field. */
export function refusalError(refusal: Refusal, staffName: string): HttpError {
  const values: Record<string, string> = { staff: staffName };
  if (refusal.reason === "holiday") values.name = refusal.name;
  if (refusal.reason === "dayOff") values.note = refusal.note;
  if (refusal.reason === "outsideHours") values.hours = refusal.hours;
  if (refusal.reason === "onBreak") Object.assign(values, { from: refusal.from, to: refusal.to });
  const key =
    refusal.reason === "outsideHours" ? (refusal.field === "start_time" ? "booking.startsOutsideHours" : "booking.endsOutsideHours") : `booking.${refusal.reason}`;
  return new HttpError(400, phrase(key, values, refusal.reason === "notWorking" ? (l) => ({ weekday: weekdayWord(l, refusal.weekday) }) : undefined), refusal.field);
}

const weekdayWord = (language: string, weekday: string) =>
  new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 10, 22 + ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].indexOf(weekday))),
  );

const SLOT_FIELDS = ["staff_id", "date", "start_time", "end_time", "status"];

/**
 * The appointments' beforeChange hook: a booking that takes a place (not cancelled or no-show) must
 * fall on an open day, inside the staff member's hours and outside their break. An update is checked
 * only when it changes the slot (or revives a cancelled booking), so editing the notes of an old
 * booking made before the hours were set is never refused.
 */
export async function checkAppointmentChange(change: Change, ctx: HookContext): Promise<void> {
  if (change.action === "delete" || !change.after) return;
  const after = change.after;
  if (FREEING.includes(String(after.status)) || !after.date || !after.start_time || !after.end_time) return;
  if (change.action === "update" && change.before && SLOT_FIELDS.every((f) => String(change.before![f] ?? "") === String(after[f] ?? ""))) return;
  const find: Find = (resource, filters) => ctx.store(resource).find(filters);
  const refusal = await appointmentRefusal(find, after);
  if (!refusal) return;
  const person = after.staff_id ? await ctx.store("staff").get(Number(after.staff_id)) : undefined;
  throw refusalError(refusal, String(person?.full_name ?? ""));
}
