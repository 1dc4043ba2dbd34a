import { Type, type Static } from "typebox";
import { MODULE_KEYS } from "../resources/modules";
import { Nullable, Ok } from "./common";

export const Role = Type.Union([Type.Literal("ADMIN"), Type.Literal("STAFF")]);
export const Level = Type.Union([Type.Literal("none"), Type.Literal("read"), Type.Literal("write")]);
export const Permissions = Type.Record(Type.String(), Level);

export const BusinessSummary = Type.Object({
  id: Type.Integer(),
  business_name: Type.String(),
  business_email: Nullable(Type.String()),
  business_logo_path: Nullable(Type.String()),
  business_master_id: Type.Integer(),
  role: Role,
});
export type BusinessSummary = Static<typeof BusinessSummary>;

/** One module's plan as the badge and the upgrade button show it (spec §3). */
export const ModuleSubscription = Type.Object({
  label: Type.String(),
  text: Type.String(),
  is_upgradable: Type.Union([Type.Literal("0"), Type.Literal("1")]),
  upgradable_text: Type.String(),
});
export type ModuleSubscription = Static<typeof ModuleSubscription>;

const moduleMap = <T extends Parameters<typeof Type.Object>[0][string]>(schema: T) =>
  Type.Object(Object.fromEntries(MODULE_KEYS.map((k) => [k, schema])) as { [K in (typeof MODULE_KEYS)[number]]: T });

/** Everything the console's access decisions need about one business, in one answer. */
export const BusinessSubscription = Type.Object({
  business_id: Type.Integer(),
  business_master_id: Type.Integer(),
  role: Role,
  permissions: Permissions,
  business_subscription: moduleMap(ModuleSubscription),
});
export type BusinessSubscription = Static<typeof BusinessSubscription>;

export const GetBusinessQuery = Type.Object({ business_id: Type.Optional(Type.String({ maxLength: 40 })), type: Type.Optional(Type.String({ maxLength: 40 })) });
export const GetBusinessReply = Ok(Type.Union([BusinessSubscription, Type.Array(BusinessSummary)]));

export const BusinessMaster = Type.Object({ id: Type.Integer(), name: Type.String() });
export const MastersReply = Ok(Type.Array(BusinessMaster));

export const BalanceReply = Type.Object({ success: Type.Boolean(), wallet: Type.Number({ description: "rupees" }) });

const str = Type.String({ maxLength: 200 });
export const AddBusinessBody = Type.Object(
  {
    business_name: Type.String({ minLength: 2, maxLength: 120 }),
    business_master_id: Type.Integer(),
    business_email: Type.Optional(str),
    business_logo_path: Type.Optional(Type.String({ maxLength: 300_000 })),
    phone: Type.Optional(str),
    address: Type.Optional(str),
    city: Type.Optional(str),
    state_code: Type.Optional(Type.String({ pattern: "^[0-9]{2}$" })),
    pincode: Type.Optional(str),
    gstin: Type.Optional(str),
    pan: Type.Optional(str),
    bank_account_name: Type.Optional(str),
    bank_account_number: Type.Optional(Type.String({ pattern: "^[0-9]{9,18}$" })),
    ifsc: Type.Optional(str),
    upi_id: Type.Optional(str),
  },
  { additionalProperties: false },
);
export type AddBusinessBody = Static<typeof AddBusinessBody>;
export const AddBusinessReply = Ok(BusinessSummary);
