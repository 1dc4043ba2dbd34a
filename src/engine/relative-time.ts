import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";
import updateLocale from "dayjs/plugin/updateLocale";

dayjs.extend(relativeTime);
dayjs.extend(updateLocale);
// Spec §9: relative times use short labels — seconds, m, h, d, M, Y — with "in %s" / "%s ago".
dayjs.updateLocale("en", {
  relativeTime: {
    future: "in %s",
    past: "%s ago",
    s: "seconds",
    m: "1m",
    mm: "%dm",
    h: "1h",
    hh: "%dh",
    d: "1d",
    dd: "%dd",
    M: "1M",
    MM: "%dM",
    y: "1Y",
    yy: "%dY",
  },
});

/** "5m ago", "in 2d", "seconds ago". */
export const relativeFrom = (value: string | Date, now: Date = new Date()) => dayjs(value).from(dayjs(now));

const dateFmt = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dateTimeFmt = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "22 Nov 2026" for a YYYY-MM-DD date (no time zone can move it a day). */
export const formatDate = (value: string) => {
  const [y, m, d] = value.split("-").map(Number);
  return dateFmt.format(new Date(Date.UTC(y, m - 1, d, 6)));
};
/** "22 Nov 2026, 10:30 am" in India time. */
export const formatDateTime = (value: string) => dateTimeFmt.format(new Date(value));
/** "22 Nov 2026": the India-time day of an instant. */
export const formatDay = (iso: string) => dateFmt.format(new Date(iso));
