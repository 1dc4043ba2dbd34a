import dayjs from "dayjs";
import { formatDay } from "../../../resources/locale-format";
import { financialYear } from "../../../resources/gst";
import { GST_STATES } from "../../../resources/validators";
import { istDate } from "../../../resources/ist";

// One home with the printed invoice's formatting (the print, the PDF and the public page use it too).
export { rupees, stateName } from "../invoice-view";
/** 2025-11-03 → 03 Nov 2025 in the reader's locale (the console's lists; the printed invoice stays en-IN). */
export const showDate = formatDay;
/** The shop's day is India's, wherever the browser's clock is set: an invoice made at 00:30 IST is dated that day. */
export const today = () => istDate();
export const STATE_SELECT = Object.entries(GST_STATES).map(([value, name]) => ({ value, label: `${value} ${name}` }));

export interface DateRange {
  from: string;
  to: string;
}
/** The presets every report offers (issue 5): today, this month, this financial year (and last month). */
export function presetRange(preset: "today" | "month" | "last_month" | "fy"): DateRange {
  const t = dayjs();
  if (preset === "today") return { from: t.format("YYYY-MM-DD"), to: t.format("YYYY-MM-DD") };
  if (preset === "month") return { from: t.startOf("month").format("YYYY-MM-DD"), to: t.format("YYYY-MM-DD") };
  if (preset === "last_month") {
    const m = t.subtract(1, "month");
    return { from: m.startOf("month").format("YYYY-MM-DD"), to: m.endOf("month").format("YYYY-MM-DD") };
  }
  const fy = financialYear(t.format("YYYY-MM-DD"));
  return { from: `${fy}-04-01`, to: t.format("YYYY-MM-DD") };
}

export { downloadCsv } from "../../../src/ui/download";

/** Every day of a short range, so a day without sales shows as an empty slot instead of vanishing. */
export function fillDays<T extends { date: string; total: number }>(days: T[], range: DateRange): { date: string; total: number }[] {
  const span = dayjs(range.to).diff(dayjs(range.from), "day");
  if (span > 92 || span < 0) return days;
  const byDate = new Map(days.map((d) => [d.date, d.total]));
  return Array.from({ length: span + 1 }, (_, i) => {
    const date = dayjs(range.from).add(i, "day").format("YYYY-MM-DD");
    return { date, total: byDate.get(date) ?? 0 };
  });
}
