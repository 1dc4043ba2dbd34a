import { http } from "../../providers/http";
import type { ModuleKey } from "../../resources/modules";

export interface BusinessSummary {
  id: number;
  business_name: string;
  business_email: string | null;
  business_logo_path: string | null;
  business_master_id: number;
  role: "ADMIN" | "STAFF";
}

export interface ModuleSubscription {
  label: string;
  text: string;
  is_upgradable: "0" | "1";
  upgradable_text: string;
}

export interface BusinessSubscription {
  business_id: number;
  business_master_id: number;
  role: "ADMIN" | "STAFF";
  permissions: Record<string, "none" | "read" | "write">;
  business_subscription: Record<ModuleKey, ModuleSubscription>;
}

export const fetchBusinesses = async () =>
  (await http.get<{ data: BusinessSummary[] }>("/business/getBusiness")).data.data;

export const fetchSubscription = async (businessId: string) =>
  (
    await http.get<{ data: BusinessSubscription }>("/business/getBusiness", {
      params: { business_id: businessId, type: "subscription" },
    })
  ).data.data;

export const fetchBalance = async (businessId: string) =>
  (await http.get<{ wallet: number }>(`/business/business_balance/${businessId}`)).data.wallet;
