/** Module subscriptions: plans on offer, what was bought, and upgrades paid from the wallet. */
import { Type, type Static } from "typebox";
import { MODULE_KEYS } from "../resources/modules";
import { BusinessParams, Ok, OkMessage, RequestKey } from "./common";
import { ModuleSubscription } from "./business";

export const ModuleKeySchema = Type.Union(MODULE_KEYS.map((k) => Type.Literal(k)));
const PlanName = Type.Union([Type.Literal("monthly"), Type.Literal("yearly")]);

export const ModulePlan = Type.Object({
  type: ModuleKeySchema,
  title: Type.String(),
  description: Type.String(),
  ...ModuleSubscription.properties,
  plans: Type.Array(Type.Object({ plan: PlanName, months: Type.Integer(), price: Type.Number({ description: "rupees incl. GST" }) })),
});
export type ModulePlan = Static<typeof ModulePlan>;

export const Purchase = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  plan: Type.String(),
  amount: Type.Number(),
  period_start: Type.String({ format: "date-time" }),
  period_end: Type.String({ format: "date-time" }),
  created_at: Type.String({ format: "date-time" }),
});
export type Purchase = Static<typeof Purchase>;

export const Plans = Type.Object({ modules: Type.Array(ModulePlan), history: Type.Array(Purchase) });
export type Plans = Static<typeof Plans>;
export const PlansReply = Ok(Plans);

export const UpgradeParams = BusinessParams;
export const UpgradeBody = Type.Object(
  { module: ModuleKeySchema, plan: PlanName, request_key: RequestKey },
  { additionalProperties: false },
);
export type UpgradeBody = Static<typeof UpgradeBody>;
export const Upgrade = Type.Object({
  type: Type.String(),
  plan: Type.String(),
  amount: Type.Number(),
  period_end: Type.String({ format: "date-time" }),
  subscription: ModuleSubscription,
  wallet: Type.Number({ description: "balance after the upgrade, rupees" }),
  replayed: Type.Boolean(),
});
export type Upgrade = Static<typeof Upgrade>;
export const UpgradeReply = OkMessage(Upgrade);
