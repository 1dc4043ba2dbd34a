import { istDate } from "../../resources/ist";

/** Today in India (YYYY-MM-DD), whatever the device's own time zone: after 18:30 UTC it is already tomorrow there. */
export const todayIst = (now: Date = new Date()) => istDate(now);

/** A calendar date moved by whole days. */
export const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
