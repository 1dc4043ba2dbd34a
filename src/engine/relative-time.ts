import { formatDay as formatDayOf, formatIstDateTime, formatIstDay } from "../../resources/locale-format";
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

/** "22 Nov 2026" for a YYYY-MM-DD date (no time zone can move it a day), in the reader's locale. */
export const formatDate = (value: string) => formatDayOf(value.slice(0, 10));
/** "22 Nov 2026, 10:30 am" in India time. */
export const formatDateTime = (value: string) => formatIstDateTime(value);
/** "22 Nov 2026": the India-time day of an instant. */
export const formatDay = (iso: string) => formatIstDay(iso);
