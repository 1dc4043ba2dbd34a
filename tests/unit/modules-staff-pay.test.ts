import { describe, expect, it } from "vitest";
import { computePay, monthRange, type PayInput } from "../../modules/staff/server/pay";
import type { AttendanceMark } from "../../modules/staff/resources";

const marks = (counts: Partial<Record<AttendanceMark, number>>) =>
  Object.entries(counts).flatMap(([mark, n]) => Array.from({ length: n }, () => mark as AttendanceMark));

const monthly = (over: Partial<PayInput> = {}): PayInput => ({
  salaryType: "monthly",
  salaryPaise: 30_000_00,
  daysInMonth: 30,
  marks: marks({ present: 20, half_day: 2, week_off: 4, absent: 1 }),
  items: [],
  ...over,
});

describe("staff pay", () => {
  it("pays a monthly salary per payable day on a 30-day basis, with pay items on top", () => {
    const slip = computePay(
      monthly({
        items: [
          { kind: "allowance", amountPaise: 1_000_00 },
          { kind: "bonus", amountPaise: 500_00 },
          { kind: "overtime", amountPaise: 750_00 },
          { kind: "deduction", amountPaise: 250_00 },
          { kind: "payment", amountPaise: 5_000_00 },
        ],
      }),
      { monthBasis: "30", hoursPerDay: 8 },
    );
    // 20 present + 2 halves + 4 weekly offs = 25 payable days of ₹1,000.
    expect(slip.payableDays).toBe(25);
    expect(slip.basePaise).toBe(25_000_00);
    expect(slip.grossPaise).toBe(25_000_00 + 1_000_00 + 500_00 + 750_00 - 250_00);
    expect(slip.balancePaise).toBe(slip.grossPaise - 5_000_00);
  });

  it("leaves weekly offs unpaid on a 26-day basis (they are already outside the 26)", () => {
    const slip = computePay(monthly({ marks: marks({ present: 26, week_off: 4 }) }), { monthBasis: "26", hoursPerDay: 8 });
    expect(slip.payableDays).toBe(26);
    expect(slip.basePaise).toBe(30_000_00);
  });

  it("uses the calendar days of the month and never pays more than the monthly salary", () => {
    const slip = computePay(monthly({ daysInMonth: 31, marks: marks({ present: 27, week_off: 4 }) }), { monthBasis: "30", hoursPerDay: 8 });
    expect(slip.basePaise).toBe(30_000_00);
    const calendar = computePay(monthly({ daysInMonth: 31, marks: marks({ present: 10 }) }), { monthBasis: "calendar", hoursPerDay: 8 });
    expect(calendar.basePaise).toBe(Math.round((30_000_00 * 10) / 31));
  });

  it("pays daily and hourly staff only for days worked and paid leave", () => {
    const m = marks({ present: 10, half_day: 1, paid_leave: 1, week_off: 2, holiday: 1, absent: 3 });
    expect(computePay({ salaryType: "daily", salaryPaise: 450_00, daysInMonth: 30, marks: m, items: [] }, { monthBasis: "30", hoursPerDay: 8 }).basePaise).toBe(
      450_00 * 11.5,
    );
    expect(computePay({ salaryType: "hourly", salaryPaise: 70_00, daysInMonth: 30, marks: m, items: [] }, { monthBasis: "30", hoursPerDay: 9 }).basePaise).toBe(
      70_00 * 9 * 11.5,
    );
  });

  it("reads a month", () => {
    expect(monthRange("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28", days: 28 });
    expect(monthRange("2028-02")?.days).toBe(29);
    expect(monthRange("2026-13")).toBeUndefined();
  });
});
