/** Sending SMS and its summary under /api/m/:businessId. */
import { Type, type Static } from "typebox";
import { Ok, RequestKey } from "../../contracts/common";

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
