/** Payments received on the business QR, and the QR itself. */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage, OpenRow, RequestKey } from "../../contracts/common";

export const PaymentStatus = Type.Union([Type.Literal("SUCCESS"), Type.Literal("FAILURE"), Type.Literal("PENDING")]);

export const QrPayment = Type.Object({
  id: Type.Integer(),
  merchantTranId: Type.String(),
  rrn: Nullable(Type.String()),
  payer_vpa: Type.String(),
  payer_name: Nullable(Type.String()),
  amount: Type.Number({ description: "rupees" }),
  status: PaymentStatus,
  note: Nullable(Type.String()),
  created_at: Type.String({ format: "date-time" }),
});
export type QrPayment = Static<typeof QrPayment>;

const q = Type.Optional(Type.String({ maxLength: 200 }));
export const PaymentsQuery = Type.Object({
  business_id: Type.Optional(Type.String({ maxLength: 40 })),
  from: q,
  to: q,
  status: q,
  min_amount: q,
  max_amount: q,
  q,
  page: q,
  page_size: q,
  format: Type.Optional(Type.Literal("csv")),
});

export const PaymentsPage = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(QrPayment),
  total: Type.Integer(),
  totals: Type.Object({ count: Type.Integer(), success_count: Type.Integer(), success_amount: Type.Number() }),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type PaymentsPage = Static<typeof PaymentsPage>;

/** The list as JSON, or with format=csv the same rows as a spreadsheet. */
export const PaymentsListReply = {
  description: "A page of payments (JSON) or, with format=csv, all of them (CSV)",
  content: { "application/json": { schema: PaymentsPage }, "text/csv": { schema: Type.String() } },
};

const Day = Type.Object({ date: Type.String(), count: Type.Integer(), amount: Type.Number() });
export const PaymentsSummary = Type.Object({
  today: Day,
  month: Type.Object({ from: Type.String(), count: Type.Integer(), amount: Type.Number() }),
  last7: Type.Array(Day),
  recent: Type.Array(QrPayment),
});
export type PaymentsSummary = Static<typeof PaymentsSummary>;
export const SummaryQuery = Type.Object({ business_id: Type.Optional(Type.String({ maxLength: 40 })) });
export const SummaryReply = Ok(PaymentsSummary);

export const BusinessQr = Type.Object({
  qr_code_path: Type.String(),
  business_name: Type.String(),
  upi_id: Type.String(),
  upi_link: Type.String(),
  standee_language: Type.Union([Type.Literal("en"), Type.Literal("hi")], { description: "The language the printed standee speaks: the business's invoice language" }),
});
export type BusinessQr = Static<typeof BusinessQr>;
export const BusinessQrReply = Ok(BusinessQr);
export const PublicQr = Type.Object({ qr_code_path: Type.String(), business_name: Type.String() });
export type PublicQr = Static<typeof PublicQr>;
export const PublicQrReply = Ok(PublicQr);
export const QrPngReply = { description: "The QR as a PNG image", content: { "image/png": { schema: Type.String({ contentEncoding: "binary" }) } } };

// Withdrawals to the bank (/api/m/:businessId/withdrawals).
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
