/** The wallet top-up: our gateway proxy (spec §7), the wallet post and the provider's webhook. */
import { Type, type Static } from "typebox";
import { Done } from "./common";

const BusinessRef = Type.Union([Type.Integer(), Type.String({ maxLength: 40 })], { description: "the business the top-up is for" });
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 40 })], { description: "rupees, e.g. 500 or \"500.00\"" });
const Text = Type.String({ maxLength: 400 });

/** Rupees with two decimals, as the provider speaks them: "500.00". */
const AmountText = Type.String({ description: "rupees with two decimals" });
export const GatewayStatus = Type.Union([Type.Literal("SUCCESS"), Type.Literal("FAILURE"), Type.Literal("PENDING")]);

export const QrCodeBody = Type.Object({ business_id: BusinessRef, amount: Amount, order_id: Type.Optional(Text) });
export const QrCodeReply = Type.Object({ success: Type.Boolean(), merchantTranId: Type.String(), qr_code: Type.String(), amount: AmountText });
export type QrCodeReply = Static<typeof QrCodeReply>;

export const ValidateUpiBody = Type.Object({ business_id: BusinessRef, virtual_address: Type.Optional(Text) });
export const ValidateUpiReply = Type.Object({ success: Type.Boolean(), maskName: Type.Optional(Type.String()), message: Type.Optional(Type.String()) });
export type ValidateUpiReply = Static<typeof ValidateUpiReply>;

export const CollectPayBody = Type.Object({ business_id: BusinessRef, payer_address: Type.Optional(Text), amount: Amount, order_id: Type.Optional(Text), note: Type.Optional(Text) });
export const CollectPayReply = Type.Object({ success: Type.Boolean(), merchantTranId: Type.String(), message: Type.Optional(Type.String()) });
export type CollectPayReply = Static<typeof CollectPayReply>;

export const TransactionBody = Type.Object({ business_id: BusinessRef, txn_id: Type.Optional(Text) });
export const TransactionReply = Type.Object({
  success: Type.Boolean(),
  merchantTranId: Type.String(),
  status: GatewayStatus,
  message: Type.String(),
  amount: Type.Optional(AmountText),
});
export type TransactionReply = Static<typeof TransactionReply>;

/** Form data (spec §7); the wallet is credited only when the provider confirms the payment. */
export const UpdateWalletBody = Type.Object({
  amount: Amount,
  business_id: BusinessRef,
  transaction_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number()])),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  payment_response: Type.Optional(Type.Unknown()),
});
export const UpdateWalletReply = Done;

/** The provider's signed notice of a payment (HMAC-SHA256 of the raw body in x-gateway-signature). */
export const WebhookBody = Type.Record(Type.String(), Type.Unknown(), { description: "the provider's payment event" });
export const WebhookReply = Type.Object({ success: Type.Boolean(), ignored: Type.Optional(Type.String()) });
