/**
 * The calendar's arithmetic, kept pure so it is unit-tested: times of day to pixels, overlapping items
 * side by side, a pointer position back to a slot, and stays to cells of a night grid.
 */

/** "HH:MM" or "HH:MM:SS" → minutes since midnight. */
export function minutesOf(time: string): number {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes since midnight → "HH:MM" (clamped to the day). */
export function timeOf(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The hours a day view shows: the working day, widened to whole hours around any item outside it. */
export function visibleHours(items: { start: string; end: string }[], base: [number, number] = [8, 21]): [number, number] {
  let [from, to] = base;
  for (const it of items) {
    from = Math.min(from, Math.floor(minutesOf(it.start) / 60));
    to = Math.max(to, Math.ceil(minutesOf(it.end) / 60));
  }
  return [Math.max(0, from), Math.min(24, to)];
}

/** Where an item sits in a column that starts at `fromHour`: top and height in pixels. */
export function place(start: string, end: string, fromHour: number, pxPerHour: number): { top: number; height: number } {
  const perMinute = pxPerHour / 60;
  const top = (minutesOf(start) - fromHour * 60) * perMinute;
  // Even a 5-minute item stays tall enough to read and to hit.
  const height = Math.max((minutesOf(end) - minutesOf(start)) * perMinute, 22);
  return { top, height };
}

/** A pointer `y` pixels down a column → the slot it is in, rounded down to `step` minutes. */
export function slotAt(y: number, fromHour: number, pxPerHour: number, step = 15): string {
  const minutes = fromHour * 60 + (Math.max(0, y) / pxPerHour) * 60;
  return timeOf(Math.floor(minutes / step) * step);
}

/** Moves a [start, end) range to begin at `start`, keeping its length. */
export function moveRange(range: { start: string; end: string }, start: string): { start: string; end: string } {
  const length = minutesOf(range.end) - minutesOf(range.start);
  return { start, end: timeOf(minutesOf(start) + length) };
}

export interface Placed<T> {
  item: T;
  /** Which of `of` side-by-side tracks the item takes in its cluster of overlapping items. */
  track: number;
  of: number;
}

/**
 * Items of one column side by side where they overlap: sorted by start (then longer first), each takes
 * the first track free at its start; every item of a cluster (a run of items linked by overlaps) shares
 * that cluster's track count, so widths line up. Back-to-back items ([10:00, 10:30) and [10:30, 11:00))
 * do not overlap.
 */
export function layoutOverlaps<T>(items: T[], range: (item: T) => { start: string; end: string }): Placed<T>[] {
  const sorted = items
    .map((item) => ({ item, from: minutesOf(range(item).start), to: minutesOf(range(item).end) }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const out: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let trackEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const p of cluster) p.of = trackEnds.length;
    cluster = [];
    trackEnds = [];
  };
  for (const s of sorted) {
    if (s.from >= clusterEnd) close();
    let track = trackEnds.findIndex((end) => end <= s.from);
    if (track < 0) track = trackEnds.push(s.to) - 1;
    else trackEnds[track] = s.to;
    const placed = { item: s.item, track, of: 1 };
    cluster.push(placed);
    out.push(placed);
    clusterEnd = Math.max(clusterEnd, s.to);
  }
  close();
  return out;
}

/** ISO date plus `days`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday on or before `date` (Indian weeks start on Monday). */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** `count` dates from `from`. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/**
 * A stay [checkIn, checkOut) on a grid of `nights` starting `from`: the first column it fills and how
 * many, cut to the grid; undefined when it falls outside. `clippedStart`/`clippedEnd` say it goes on
 * beyond the grid's edge.
 */
export function nightSpan(
  stay: { start: string; end: string },
  from: string,
  nights: number,
): { column: number; span: number; clippedStart: boolean; clippedEnd: boolean } | undefined {
  const day = (d: string) => Math.round((Date.parse(`${d}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  const first = day(stay.start);
  const last = day(stay.end); // check-out morning: the night before is the last one
  const column = Math.max(first, 0);
  const end = Math.min(last, nights);
  if (end <= column) return undefined;
  return { column, span: end - column, clippedStart: first < 0, clippedEnd: last > nights };
}
