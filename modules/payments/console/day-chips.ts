import { addDays as shift, todayIst } from "../../../src/ui/india-date";

/** The quick ranges above Transactions: what an owner asks at the counter ("did today's come in?"). */
export const DAY_CHIPS = [
  { value: "all", label: "All" },
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "week", label: "This week" },
] as const;
export type DayChip = (typeof DAY_CHIPS)[number]["value"];


/** Today's date in India (YYYY-MM-DD), whatever the device's own time zone. */
export const todayInIndia = todayIst;

/** The from–to dates of a chip; the week starts on Monday, as Indian calendars and payrolls count it. */
export function chipRange(chip: DayChip, today: string): { from?: string; to?: string } {
  if (chip === "today") return { from: today, to: today };
  if (chip === "yesterday") return { from: shift(today, -1), to: shift(today, -1) };
  if (chip === "week") {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    return { from: shift(today, -((weekday + 6) % 7)), to: today };
  }
  return { from: undefined, to: undefined };
}
