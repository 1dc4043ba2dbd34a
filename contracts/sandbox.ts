/** The sandbox providers (registered only while no real provider is configured): gateway, payer app, SMS. */
import { Type } from "typebox";
import { Nullable, Ok } from "./common";
import { GatewayStatus } from "./wallet";

const Loose = Type.Record(Type.String(), Type.Unknown());
export const SandboxBody = Loose;
export const SandboxRefusal = Type.Object({ success: Type.Boolean(), message: Type.String(), status: Type.Optional(Type.String()), field: Type.Optional(Type.String()) });

/** What a provider answers about one transaction. */
export const SandboxTransaction = Type.Object({
  success: Type.Boolean(),
  merchantTranId: Type.Optional(Type.String()),
  status: GatewayStatus,
  message: Type.Optional(Type.String()),
  amount: Type.Optional(Type.String()),
  payer_address: Type.Optional(Type.String()),
  payer_name: Type.Optional(Type.String()),
  rrn: Type.Optional(Type.String()),
  payee_address: Type.Optional(Type.String()),
  payee_name: Type.Optional(Type.String()),
  note: Type.Optional(Nullable(Type.String())),
  expires_at: Type.Optional(Type.String({ format: "date-time" })),
});
export const SandboxQrReply = Type.Object({ success: Type.Boolean(), merchantTranId: Type.String(), qr_code: Type.String(), message: Type.String() });
export const SandboxValidateReply = Type.Object({ success: Type.Boolean(), maskName: Type.String(), virtual_address: Type.String() });
export const SandboxCollectReply = Type.Object({ success: Type.Boolean(), merchantTranId: Type.String(), message: Type.String() });

export const UpiRequestsQuery = Type.Object({ payer: Type.Optional(Type.String({ maxLength: 320 })) });
export const UpiRequestsReply = Ok(Type.Array(SandboxTransaction));
export const UpiDecisionParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export const UpiTransactionReply = Ok(SandboxTransaction);
export const UpiPayBody = Type.Object({
  qr: Type.Optional(Type.String({ maxLength: 2000 })),
  payer_address: Type.Optional(Type.String({ maxLength: 320 })),
  amount: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});

export const SmsSendBody = Type.Object({
  to: Type.String(),
  sender: Type.String({ maxLength: 6 }),
  text: Type.String({ minLength: 1 }),
  template_id: Type.Optional(Type.String({ pattern: "^[0-9]{19}$", description: "the DLT template id" })),
  reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "the sender's message reference: a resend is accepted once" })),
});
export const SmsSendReply = Type.Object({ id: Type.String(), status: Type.String() });
export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 40 })) });
export const OutboxReply = Ok(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      to: Type.String(),
      sender: Type.String(),
      text: Type.String(),
      template_id: Type.Union([Type.String(), Type.Null()]),
      status: Type.String(),
      created_at: Type.String({ format: "date-time" }),
    }),
  ),
);
