/** Staff settings, pay and attendance marking under /api/m/:businessId. */
import { Type, type Static } from "typebox";
import { ATTENDANCE_MARKS } from "./resources";
import { Nullable, Ok } from "../../contracts/common";

export const StaffSettings = Type.Object(
  {
    month_basis: Type.Union([Type.Literal("calendar"), Type.Literal("30"), Type.Literal("26")]),
    hours_per_day: Type.Number({ minimum: 1, maximum: 16 }),
    weekly_off: Type.Unsafe<string>({ type: "string", enum: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "None"] }),
    shift_start: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }),
    shift_end: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }),
    late_after_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
    salary_day: Type.Integer({ minimum: 1, maximum: 28 }),
  },
  { additionalProperties: false },
);
export type StaffSettings = Static<typeof StaffSettings>;
export const StaffSettingsReply = Ok(StaffSettings);
export const PayQuery = Type.Object({ month: Type.Optional(Type.String({ maxLength: 40 })), staff_id: Type.Optional(Type.String({ maxLength: 40 })) });
const n = Type.Number();
export const PayRow = Type.Object({
  staff_id: Type.Integer(),
  full_name: Type.String(),
  designation: Nullable(Type.String()),
  status: Nullable(Type.String()),
  salary_type: Type.Union([Type.Literal("monthly"), Type.Literal("daily"), Type.Literal("hourly")]),
  salary: n,
  present: n,
  absent: n,
  half_day: n,
  paid_leave: n,
  week_off: n,
  holiday: n,
  basis_days: n,
  payable_days: n,
  base: n,
  allowance: n,
  bonus: n,
  overtime: n,
  deduction: n,
  paid: n,
  gross: n,
  balance: n,
});
export type PayRow = Static<typeof PayRow>;
export const PayReply = Ok(Type.Object({ month: Type.Optional(Type.String()), days: Type.Integer(), month_basis: Type.String(), staff: Type.Array(PayRow) }));
export const MarksBody = Type.Object(
  {
    date: Type.String({ maxLength: 40 }),
    marks: Type.Array(
      Type.Object({ staff_id: Type.Integer({ minimum: 1 }), status: Type.Union(ATTENDANCE_MARKS.map((m) => Type.Literal(m))) }, { additionalProperties: false }),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export const MarksReply = Ok(Type.Object({ date: Type.String(), marked: Type.Integer() }));
