/**
 * The demo salon's availability: realistic hours for its staff (a lunch break, a weekly off), a
 * festival holiday and a day off, and the owner's booking rules. Run after the salon's staff and
 * appointments exist (server/seed/modules-demo.ts), so the demo's past bookings need no checking.
 */
import type { Db } from "../../../server/db/client";
import { insertRow } from "../../../server/engine";
import { addDays, istDate } from "../../../resources/ist";
import { WEEKDAYS, type Weekday } from "../schedule";

type Hours = { days: readonly Weekday[]; start: string; end: string; breakAt?: [string, string] };

const EVERY_DAY = WEEKDAYS;
const but = (off: Weekday) => WEEKDAYS.filter((d) => d !== off);

export async function seedAvailabilityDemo(db: Db, businessId: number, staff: { ganesh: number; priyanka: number; imran: number; komal: number }) {
  const plan: [number, Hours][] = [
    // The senior stylist opens and closes, every day.
    [staff.ganesh, { days: EVERY_DAY, start: "09:00", end: "21:00", breakAt: ["13:30", "14:30"] }],
    [staff.priyanka, { days: but("tuesday"), start: "09:00", end: "20:00", breakAt: ["14:00", "15:00"] }],
    [staff.imran, { days: but("monday"), start: "10:00", end: "21:00", breakAt: ["15:00", "15:30"] }],
    [staff.komal, { days: but("sunday"), start: "10:00", end: "18:00" }],
  ];
  for (const [staffId, h] of plan)
    for (const weekday of h.days)
      await insertRow(db, "working_hours", businessId, {
        staff_id: staffId, weekday, start_time: h.start, end_time: h.end, ...(h.breakAt ? { break_start: h.breakAt[0], break_end: h.breakAt[1] } : {}),
      });
  const today = istDate();
  await insertRow(db, "staff_days_off", businessId, { staff_id: staff.komal, from_date: addDays(today, 5), to_date: addDays(today, 6), reason: "Sister's wedding" });
  await insertRow(db, "holidays", businessId, { date: addDays(today, 9), name: "Parlour closed: staff outing" });
  await insertRow(db, "booking_rules", businessId, {
    online_booking: true, days_ahead: 14, min_notice_minutes: 60, cancel_hours_before: 2, slot_step_minutes: "15", reminder: "evening_before", reminder_hours: 3, online_per_day: 40,
  });
}
