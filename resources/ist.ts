/**
 * Indian Standard Time, for the browser and the server alike: UTC+05:30 all year (no daylight
 * saving), so a day's bounds are fixed offsets and need no time-zone database.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;

/** "2026-11-22": the IST calendar day containing `at` (today by default). */
export const istDate = (at: Date | number = Date.now()) => new Date(+at + IST_OFFSET_MS).toISOString().slice(0, 10);

/** "2026-11-22 14:05": the IST wall-clock time of `at`, as exports write it. */
export const istDateTime = (at: Date | number) => new Date(+at + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/** The instant an IST calendar day starts: "2026-11-22" → 2026-11-21T18:30:00Z. */
export const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

/** Calendar arithmetic on "YYYY-MM-DD" (no clock involved). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
