/** Reminders of dues (issue 23): /api/sales/:businessId/reminders…, …/parties/:id/remind, and the customer's /api/public/dues/:token. */
import { Type } from "typebox";
import { Nullable, Ok, OkMessage, RequestKey } from "../../contracts/common";
import { closed } from "./closed";

export const RemindBody = closed(Type.Object(
  {
    request_key: RequestKey,
    channel: Type.Optional(Type.Union([Type.Literal("sms"), Type.Literal("whatsapp")], { description: "sms (default, charged to the wallet) or whatsapp (a wa.me link the owner's phone sends)" })),
  },
  { additionalProperties: false },
));
export const Reminder = Type.Object({
  id: Type.Integer(),
  party_id: Type.Integer(),
  party_name: Type.String(),
  amount: Type.Number({ description: "rupees due when it was sent" }),
  channel: Type.String(),
  status: Type.String({ description: "queued, sent, delivered, failed (SMS) or shared (WhatsApp)" }),
  link: Type.String({ description: "the page that pays the amount by UPI" }),
  text: Type.String(),
  whatsapp: Type.String({ description: "wa.me link with the same text" }),
  to: Nullable(Type.String()),
  replayed: Type.Boolean(),
});
export const RemindReply = closed(OkMessage(Reminder));

const PreviewRow = Type.Object({ party_id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()), amount: Type.Number() });
export const RemindPreviewReply = closed(Ok(
  Type.Object({
    rows: Type.Array(PreviewRow, { description: "who will be sent an SMS, biggest dues first" }),
    skipped: Type.Array(PreviewRow, { description: "who owes but has no mobile: skipped" }),
    total: Type.Number(),
    cost: Type.Number({ description: "rupees the SMS will be charged" }),
    upi_missing: Type.Boolean(),
  }),
));
export const RemindAllBody = closed(Type.Object(
  { request_key: RequestKey, party_ids: Type.Array(Type.Integer(), { maxItems: 1000, description: "the previewed parties" }) },
  { additionalProperties: false },
));
export const RemindAllReply = closed(OkMessage(
  Type.Object({
    sent: Type.Integer(),
    skipped: Type.Integer(),
    results: Type.Array(Type.Object({ party_id: Type.Integer(), name: Nullable(Type.String()), status: Type.String(), message: Type.Optional(Type.String()) })),
  }),
));

const filter = Type.Optional(Type.String({ maxLength: 40 }));
export const ReminderLogQuery = Type.Object({ party_id: filter, _start: filter, _end: filter });
export const ReminderLogReply = closed(Type.Object({
  success: Type.Boolean(),
  total: Type.Integer(),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      party_id: Type.Integer(),
      party_name: Type.String(),
      amount: Type.Number(),
      channel: Type.String(),
      trigger: Type.String({ description: "manual, bulk or auto" }),
      to: Nullable(Type.String()),
      status: Type.String(),
      failure: Nullable(Type.String()),
      at: Type.String({ format: "date-time" }),
    }),
  ),
}));

export const ReminderSettings = Type.Object({
  auto: Type.Boolean({ description: "automatic reminders (off by default)" }),
  credit_days: Type.Integer({ description: "days after an invoice's date when it falls due (0-365)" }),
  every_days: Type.Integer({ description: "a reminder every so many days after the due date, until paid (1-90)" }),
});
export const ReminderSettingsBody = closed(Type.Object(
  { auto: Type.Optional(Type.Boolean()), credit_days: Type.Optional(Type.Integer()), every_days: Type.Optional(Type.Integer()) },
  { additionalProperties: false },
));
export const ReminderSettingsReply = closed(Ok(ReminderSettings));
export const ReminderSettingsSaved = closed(OkMessage(ReminderSettings));

export const PartyAuto = Type.Object({ party_id: Type.Integer(), auto: Type.Boolean() });
export const PartyAutoBody = closed(Type.Object({ auto: Type.Boolean() }, { additionalProperties: false }));
export const PartyAutoReply = closed(Ok(PartyAuto));
export const PartyAutoSaved = closed(OkMessage(PartyAuto));

export const DueLinkParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
export const DueLinkReply = closed(Ok(
  Type.Object({
    shop: Type.String(),
    party_name: Type.String(),
    amount: Type.Number({ description: "rupees to pay now: the reminded amount, or less if part was paid since" }),
    reminded_amount: Type.Number(),
    upi: Nullable(Type.String({ description: "upi://pay link for the amount; null when nothing is due" })),
    expires_at: Type.String({ format: "date-time" }),
  }),
));
