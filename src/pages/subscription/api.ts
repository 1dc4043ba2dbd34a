import { http } from "../../../providers/http";
import type { ModuleKey } from "../../../resources/modules";
import type { ModulePlan, Plans, Purchase, Upgrade } from "../../../contracts/subscription";

export type ModulePlanView = ModulePlan;
export type PurchaseView = Purchase;

export const plansQueryKey = (businessId: string | null) => ["subscription-plans", businessId];

export const fetchPlans = async (businessId: string) =>
  (await http.get<{ data: Plans }>(`/business/${businessId}/subscription`)).data.data;

export const upgrade = async (businessId: string, body: { module: ModuleKey; plan: string; request_key: string }) =>
  (await http.post<{ message: string; data: Upgrade }>(`/business/${businessId}/subscription/upgrade`, body)).data;

/** One key per upgrade attempt: a double click or a retry sends the same key and is debited once. */
export { newRequestKey } from "../../../resources/request-key";
