import { http } from "../../../providers/http";
import type { ModuleKey } from "../../../resources/modules";

export interface ModulePlanView {
  type: ModuleKey;
  title: string;
  description: string;
  label: string;
  text: string;
  is_upgradable: "0" | "1";
  upgradable_text: string;
  plans: { plan: "monthly" | "yearly"; months: number; price: number }[];
}
export interface PurchaseView {
  id: number;
  type: ModuleKey;
  plan: string;
  amount: number;
  period_start: string;
  period_end: string;
  created_at: string;
}

export const plansQueryKey = (businessId: string | null) => ["subscription-plans", businessId];

export const fetchPlans = async (businessId: string) =>
  (await http.get<{ data: { modules: ModulePlanView[]; history: PurchaseView[] } }>(`/business/${businessId}/subscription`)).data.data;

export const upgrade = async (businessId: string, body: { module: ModuleKey; plan: string; request_key: string }) =>
  (await http.post<{ message: string; data: { wallet: number; replayed: boolean } }>(`/business/${businessId}/subscription/upgrade`, body)).data;

/** One key per upgrade attempt: a double click or a retry sends the same key and is debited once. */
export { newRequestKey } from "../../../resources/request-key";
