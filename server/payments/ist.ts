/** Indian Standard Time is UTC+05:30 all year (no daylight saving), so day boundaries are fixed offsets. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;

/** "2026-11-22" of the IST calendar day containing `at`. */
export const istDate = (at: Date | number = Date.now()) => new Date(+at + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an IST calendar day starts: "2026-11-22" → 2026-11-21T18:30:00Z. */
export const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const isIsoDate = (v: unknown): v is string =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
