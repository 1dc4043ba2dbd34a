/**
 * Numbers, money and dates in the reader's locale: the one home of Intl formatting. en-IN and hi-IN
 * both group digits the Indian way (₹1,23,45,678.50); the console sets the locale when the language
 * changes (src/i18n); the server, which speaks each reader's language, names the locale per call (the …In forms).
 */
let locale = "en-IN";
/** Formatters by locale and options: building an Intl formatter costs far more than using one. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export const setDisplayLocale = (next: string) => {
  locale = next;
};
export const displayLocale = () => locale;

const numberIn = (loc: string, options: Intl.NumberFormatOptions) => {
  const key = `n${loc}${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(loc, options));
  return cache.get(key) as Intl.NumberFormat;
};
const dateIn = (loc: string, options: Intl.DateTimeFormatOptions) => {
  const key = `d${loc}${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(loc, options));
  return cache.get(key) as Intl.DateTimeFormat;
};
const number = (options: Intl.NumberFormatOptions) => numberIn(locale, options);
const date = (options: Intl.DateTimeFormatOptions) => dateIn(locale, options);

/**
 * In a locale named per call, for the server, which says each message in its reader's language
 * (server/http/language.ts) rather than in one display locale.
 */
export const formatPaiseIn = (loc: string, paise: number) => numberIn(loc, { style: "currency", currency: "INR" }).format(paise / 100);
/** A calendar day (YYYY-MM-DD, as written) or an instant's IST day: "3 Nov 2026", "3 नव॰ 2026". */
export const formatDayIn = (loc: string, at: string | Date) => {
  const ymd = typeof at === "string" && /^\d{4}-\d{2}-\d{2}$/.test(at);
  const format = dateIn(loc, { day: "numeric", month: "short", year: "numeric", timeZone: ymd ? "UTC" : "Asia/Kolkata" });
  return format.format(ymd ? new Date(`${at as string}T00:00:00Z`) : new Date(at));
};
/** "2026-11-26/2026-11-28" (first and last day) → "26–28 Nov 2026"; one day alone → "26 Nov 2026". */
export const formatDayRangeIn = (loc: string, range: string) => {
  const [first, last = first] = range.split("/").map((d) => new Date(`${d}T00:00:00Z`));
  return dateIn(loc, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(first, last);
};
/** "2026-03" → "March 2026", "मार्च 2026". */
export const formatMonthIn = (loc: string, period: string) => dateIn(loc, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${period}-01T00:00:00Z`));

/** ₹1,23,45,678.50 */
export const formatRupees = (rupees: number) => number({ style: "currency", currency: "INR" }).format(rupees);
export const formatPaise = (paise: number) => formatRupees(paise / 100);
/** ₹2,500 (paise left out): amounts the owner picks, like top-up chips. */
export const formatWholeRupees = (rupees: number) => number({ style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(rupees);
/** 1,23,456 */
export const formatNumber = (n: number) => number({}).format(n);
/** 1.2 lakh / 1.2 लाख: chart axes. */
export const formatCompact = (n: number) => number({ notation: "compact", maximumFractionDigits: 1 }).format(n);

/** 2025-11-03 → "03 Nov 2025" (the calendar day as written, no time zone involved). */
export const formatDay = (ymd: string) => (ymd ? date({ day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`)) : "");
/** An instant as its IST calendar day: "03 Nov 2025". */
export const formatIstDay = (at: Date | number | string) => date({ day: "2-digit", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(at));
/** An instant in IST: "03 Nov 2025, 2:05 pm". */
export const formatIstDateTime = (at: Date | number | string) =>
  date({ day: "2-digit", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(new Date(at));
/** "Mon" for a calendar day. */
export const formatWeekday = (ymd: string) => date({ weekday: "short", timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));
/** "3 Nov" for a calendar day. */
export const formatDayMonth = (ymd: string) => date({ day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));
/** "3 Nov, 02:05 pm" in IST: recent payments. */
export const formatShortIstDateTime = (at: Date | number | string) =>
  date({ day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(new Date(at));
