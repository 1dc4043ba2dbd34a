/**
 * A staff member's day as arithmetic on minutes (pure: the server's free-slot search and booking
 * check use it, and a console page may too). Times are "HH:MM" wall-clock in IST; a day's range is
 * half-open [start, end), so back-to-back appointments and a break ending as the next one starts fit.
 */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** [from, to) in minutes since midnight. */
export interface Span {
  from: number;
  to: number;
}

/** One declared shift of a staff member (a `working_hours` row): several on one weekday make a split shift. */
export interface Shift {
  weekday: Weekday | string;
  start_time: string;
  end_time: string;
  break_start?: string | null;
  break_end?: string | null;
}

/** "09:30" (or "09:30:00") → 570. */
export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** 570 → "09:30". */
export const toHhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The weekday of a "YYYY-MM-DD" calendar day (no clock, no time zone involved). */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Spans sorted and merged where they touch or overlap. */
export function merge(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].filter((x) => x.to > x.from).sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else out.push({ ...s });
  }
  return out;
}

/** `spans` with every part covered by `taken` cut out. */
export function subtract(spans: Span[], taken: Span[]): Span[] {
  let rest = merge(spans);
  for (const t of merge(taken)) {
    rest = rest.flatMap((s) => {
      if (t.to <= s.from || t.from >= s.to) return [s];
      const parts: Span[] = [];
      if (t.from > s.from) parts.push({ from: s.from, to: t.from });
      if (t.to < s.to) parts.push({ from: t.to, to: s.to });
      return parts;
    });
  }
  return rest;
}

/** The breaks of a weekday's shifts. */
export const breaksOf = (shifts: Shift[]): Span[] =>
  shifts.filter((s) => s.break_start && s.break_end).map((s) => ({ from: toMinutes(s.break_start!), to: toMinutes(s.break_end!) }));

/** When a staff member works on one weekday: their shifts of that day, less their breaks. */
export function workingSpans(shifts: Shift[], weekday: Weekday): Span[] {
  const today = shifts.filter((s) => s.weekday === weekday);
  const worked = today.map((s) => ({ from: toMinutes(s.start_time), to: toMinutes(s.end_time) }));
  return subtract(worked, breaksOf(today));
}

/**
 * Start times of `duration`-minute slots inside free spans, on a grid of `step` minutes from each
 * span's start (a salon's 10:00, 10:15, ...), none starting before `notBefore`.
 */
export function slotStarts(free: Span[], duration: number, step: number, notBefore = 0): number[] {
  const starts: number[] = [];
  for (const span of free) {
    for (let at = span.from; at + duration <= span.to; at += step) if (at >= notBefore) starts.push(at);
  }
  return starts;
}

/** Why a booking cannot be where it is asked for, before any other booking is looked at. */
export type Refusal =
  | { reason: "holiday"; field: "date"; name: string }
  | { reason: "dayOff"; field: "date"; note: string }
  | { reason: "notWorking"; field: "date"; weekday: Weekday }
  | { reason: "outsideHours"; field: "start_time" | "end_time"; hours: string }
  | { reason: "onBreak"; field: "start_time" | "end_time"; from: string; to: string };

export interface DayRules {
  /** The business's holiday on that date, if any (by its name). */
  holiday?: string;
  /** The staff member's day off covering that date, if any (its reason or ""). */
  dayOff?: string;
  /** Every declared shift of the staff member (all weekdays); none at all: not restricted (see availability.ts). */
  shifts: Shift[];
}

/**
 * The first rule a booking of [start, end) on `date` breaks, or undefined. A holiday or a day off
 * refuses the date; then the booking must lie inside one stretch of working time: starting outside
 * the hours names the start, running past them or into a break names the end.
 */
export function refusalOf(date: string, start: string, end: string, rules: DayRules): Refusal | undefined {
  if (rules.holiday !== undefined) return { reason: "holiday", field: "date", name: rules.holiday };
  if (rules.dayOff !== undefined) return { reason: "dayOff", field: "date", note: rules.dayOff };
  if (!rules.shifts.length) return undefined;
  const weekday = weekdayOf(date);
  const today = rules.shifts.filter((s) => s.weekday === weekday);
  if (!today.length) return { reason: "notWorking", field: "date", weekday };
  const [from, to] = [toMinutes(start), toMinutes(end)];
  const hours = merge(today.map((s) => ({ from: toMinutes(s.start_time), to: toMinutes(s.end_time) })));
  const said = hours.map((h) => `${toHhmm(h.from)}–${toHhmm(h.to)}`).join(", ");
  const shift = hours.find((h) => from >= h.from && from < h.to);
  if (!shift) return { reason: "outsideHours", field: "start_time", hours: said };
  const brk = breaksOf(today).find((b) => from < b.to && to > b.from);
  if (brk) return { reason: "onBreak", field: from >= brk.from ? "start_time" : "end_time", from: toHhmm(brk.from), to: toHhmm(brk.to) };
  if (to > shift.to) return { reason: "outsideHours", field: "end_time", hours: said };
  return undefined;
}
