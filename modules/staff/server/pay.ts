/**
 * Staff pay for one month, as Indian staff-payroll apps compute it (docs/india.md):
 * per-day rate = monthly salary / days of the basis; pay = rate x payable days, plus allowances, bonus and
 * overtime, minus deductions and what was already paid (salary payments and advances). All money is paise.
 */
import type { AttendanceMark, PayItemKind } from "../resources";

export type MonthBasis = "calendar" | "30" | "26";
export type SalaryType = "monthly" | "daily" | "hourly";

export interface PaySettings {
  monthBasis: MonthBasis;
  /** Hours in a working day, for hourly staff. */
  hoursPerDay: number;
}

export interface PayInput {
  salaryType: SalaryType;
  /** Per month, per day or per hour, by salary type. */
  salaryPaise: number;
  /** Days in the month being paid (28 to 31). */
  daysInMonth: number;
  marks: AttendanceMark[];
  items: { kind: PayItemKind; amountPaise: number }[];
}

export interface PaySlip {
  counts: Record<AttendanceMark, number>;
  basisDays: number;
  payableDays: number;
  basePaise: number;
  allowancePaise: number;
  bonusPaise: number;
  overtimePaise: number;
  deductionPaise: number;
  paidPaise: number;
  /** Earned this month: base + allowances + bonus + overtime - deductions. */
  grossPaise: number;
  /** Still to pay: gross minus what was already paid (negative = paid in advance). */
  balancePaise: number;
}

const emptyCounts = (): Record<AttendanceMark, number> => ({ present: 0, absent: 0, half_day: 0, paid_leave: 0, week_off: 0, holiday: 0 });

export const basisDaysOf = (basis: MonthBasis, daysInMonth: number) => (basis === "calendar" ? daysInMonth : Number(basis));

export function computePay(input: PayInput, settings: PaySettings): PaySlip {
  const counts = emptyCounts();
  for (const m of input.marks) counts[m] += 1;
  const worked = counts.present + counts.half_day / 2 + counts.paid_leave;
  const basisDays = basisDaysOf(settings.monthBasis, input.daysInMonth);

  let payableDays: number;
  let basePaise: number;
  if (input.salaryType === "monthly") {
    // A 26-day month already leaves the weekly offs out, so they are not paid again on top.
    const paidRest = settings.monthBasis === "26" ? counts.holiday : counts.week_off + counts.holiday;
    payableDays = Math.min(worked + paidRest, basisDays);
    // Never more than the monthly salary, even in a 31-day month on a 30-day basis.
    basePaise = Math.min(Math.round((input.salaryPaise * payableDays) / basisDays), input.salaryPaise);
  } else {
    // Daily and hourly staff are paid for the days they work (and paid leave), not for offs.
    payableDays = worked;
    const perDay = input.salaryType === "daily" ? input.salaryPaise : input.salaryPaise * settings.hoursPerDay;
    basePaise = Math.round(perDay * payableDays);
  }

  const sum = (kind: PayItemKind) => input.items.filter((i) => i.kind === kind).reduce((s, i) => s + i.amountPaise, 0);
  const allowancePaise = sum("allowance");
  const bonusPaise = sum("bonus");
  const overtimePaise = sum("overtime");
  const deductionPaise = sum("deduction");
  const paidPaise = sum("payment");
  const grossPaise = basePaise + allowancePaise + bonusPaise + overtimePaise - deductionPaise;
  return {
    counts,
    basisDays,
    payableDays,
    basePaise,
    allowancePaise,
    bonusPaise,
    overtimePaise,
    deductionPaise,
    paidPaise,
    grossPaise,
    balancePaise: grossPaise - paidPaise,
  };
}

/** "2026-11" → {first: "2026-11-01", last: "2026-11-30", days: 30}, or undefined when not a month. */
export function monthRange(month: string): { first: string; last: string; days: number } | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return undefined;
  const days = new Date(Date.UTC(+m[1], +m[2], 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, "0")}`, days };
}
