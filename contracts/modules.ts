/** The modules' own actions under /api/m/:businessId: profile, SMS, staff pay and attendance, support replies, withdrawals. */
import { Type, type Static } from "typebox";
import { ATTENDANCE_MARKS } from "../modules/staff/resources";
import { Nullable, Ok, OkMessage, OpenRow, RequestKey } from "./common";

// --- business profile ---
const text = Nullable(Type.String());
/** Bank account numbers leave the server whole only for the owner; everyone else gets XXXX and the last 4. */
export const Profile = Type.Object({
  id: Type.Integer(),
  business_master_id: Type.Integer(),
  category: Type.String(),
  business_logo_path: text,
  created_at: Type.String({ format: "date-time" }),
  business_name: text,
  business_email: text,
  phone: text,
  address: text,
  city: text,
  state_code: text,
  pincode: text,
  gstin: text,
  pan: text,
  bank_account_name: text,
  bank_account_number: Nullable(Type.String({ description: "full for the owner, XXXX1234 for anyone else" })),
  ifsc: text,
  upi_id: text,
  about: text,
  website: text,
  whatsapp: text,
  landmark: text,
  opening_time: text,
  closing_time: text,
  weekly_off: text,
  sections: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), complete: Type.Boolean() })),
});
export type Profile = Static<typeof Profile>;
export const ProfileReply = Ok(Profile);
export const ProfileSectionParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), key: Type.String({ maxLength: 40 }) });
export const ProfileSectionBody = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 20 });
export const ProfileSaveReply = OkMessage(Profile);

// --- SMS ---
export const SmsSendBody = Type.Object(
  { to: Type.String({ maxLength: 20 }), text: Type.String({ maxLength: 2000 }), template_id: Type.Integer({ minimum: 1 }), request_key: RequestKey },
  { additionalProperties: false },
);
export const SmsBulkBody = Type.Object(
  { numbers: Type.String({ maxLength: 400_000 }), text: Type.String({ maxLength: 2000 }), template_id: Type.Integer({ minimum: 1 }), request_key: RequestKey },
  { additionalProperties: false },
);
export const SendResult = Type.Object({
  batch: Type.String(),
  parts: Type.Integer(),
  encoding: Type.Union([Type.Literal("GSM"), Type.Literal("Unicode")]),
  sent: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Array(Type.Object({ phone: Type.String(), reason: Type.String() })),
  cost: Type.Number(),
  refunded: Type.Number(),
  queued: Type.Integer({ description: "not yet accepted by the provider: retried in the background, refunded if it never is" }),
  duplicates: Type.Optional(Type.Integer({ description: "bulk only: numbers listed more than once, sent once" })),
});
export type SendResult = Static<typeof SendResult>;
export const SendReply = Ok(SendResult);
export const SmsSummaryQuery = Type.Object({ from: Type.Optional(Type.String({ maxLength: 40 })), to: Type.Optional(Type.String({ maxLength: 40 })) });
export const SmsSummary = Type.Object({
  messages: Type.Integer(),
  parts: Type.Integer(),
  cost: Type.Number(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  pending: Type.Integer(),
  daily: Type.Array(Type.Object({ day: Type.String(), messages: Type.Integer(), parts: Type.Integer() })),
  contacts: Type.Integer(),
  opted_out: Type.Integer(),
});
export type SmsSummary = Static<typeof SmsSummary>;
export const SmsSummaryReply = Ok(SmsSummary);

// --- staff ---
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

// --- support ---
export const ReplyBody = Type.Object({ body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });
/** A message or ticket row as the engine keeps it (fields declared in modules/support/resources.ts). */
export const RowReply = Ok(OpenRow);

// --- withdrawals ---
export const WithdrawalInfo = Type.Object({
  balance: Type.Number(),
  min_amount: Type.Number(),
  bank_account_name: Nullable(Type.String()),
  bank_account: Nullable(Type.String({ description: "masked: XXXX1234" })),
  ifsc: Nullable(Type.String()),
  kyc_missing: Type.Array(Type.String()),
});
export type WithdrawalInfo = Static<typeof WithdrawalInfo>;
export const WithdrawalInfoReply = Ok(WithdrawalInfo);
export const WithdrawalBody = Type.Object(
  { amount: Type.Union([Type.Number(), Type.String({ maxLength: 40 })]), request_key: RequestKey },
  { additionalProperties: false },
);
export const WithdrawalReply = OkMessage(Nullable(OpenRow));
