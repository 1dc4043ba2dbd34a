import { sql, type SQL } from "drizzle-orm";

export interface Range {
  from: string;
  to: string;
}

/** Dates are YYYY-MM-DD strings; the arithmetic is on UTC midnights, so no time zone moves a day. */
const shiftDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(first: string): string {
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
const day = (d: string) => sql`${d}::date`;

/** What a rollup kept per month needs to answer a range exactly to the day. */
export interface MonthlyParts {
  /** A statement that finds a row when the range's business and kind have documents on days [from, before). */
  present: (from: SQL, before: SQL) => SQL;
  /** The monthly rollup's rows for the months [from, before) (first-of-month dates). */
  monthly: (from: SQL, before: SQL) => SQL;
  /** The same columns from a per-day source, for the days [from, to]. */
  daily: (from: SQL, to: SQL) => SQL;
}

/**
 * The rows of a range from a rollup kept per month, exact to the day: the months wholly inside the
 * range come from the monthly rollup; a month the range cuts — one with documents before `from` or
 * after `to` — is read day by day for its days inside the range. Only the first and the last month
 * can be cut. Which are is decided inside the statement (one snapshot with the rows it reads), and a
 * cut end not needed is skipped by a one-time filter without touching the per-day source. A report
 * from five years back to today cuts nothing: no document is dated before the first or after today.
 */
export function overMonths(r: Range, parts: MonthlyParts): SQL {
  const fromMonth = firstOfMonth(r.from);
  const afterFromMonth = nextMonth(fromMonth);
  const toMonth = firstOfMonth(r.to);
  const afterToMonth = nextMonth(toMonth);
  const sameMonth = fromMonth === toMonth;
  const lo = sql`(SELECT lo FROM cut)`;
  const hi = sql`(SELECT hi FROM cut)`;
  const loEnd = r.to < afterFromMonth ? r.to : shiftDays(afterFromMonth, -1);
  const hiStart = r.from > toMonth ? r.from : toMonth;
  return sql`WITH cut AS MATERIALIZED (
      SELECT EXISTS (${parts.present(day(fromMonth), day(r.from))}) AS lo, EXISTS (${parts.present(day(shiftDays(r.to, 1)), day(afterToMonth))}) AS hi)
    ${parts.monthly(sql`CASE WHEN ${lo} THEN ${day(afterFromMonth)} ELSE ${day(fromMonth)} END`, sql`CASE WHEN ${hi} THEN ${day(toMonth)} ELSE ${day(afterToMonth)} END`)}
    UNION ALL SELECT * FROM (${parts.daily(day(r.from), day(loEnd))}) cut_start WHERE ${lo}
    UNION ALL SELECT * FROM (${parts.daily(day(hiStart), day(r.to))}) cut_end WHERE ${sameMonth ? sql`${hi} AND NOT ${lo}` : hi}`;
}
