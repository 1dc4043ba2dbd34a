import { http } from "../../../../providers/http";

export interface Profile extends Record<string, unknown> {
  id: number;
  business_master_id: number;
  category: string;
  business_name: string;
  business_logo_path: string | null;
  created_at: string;
  sections: { key: string; title: string; complete: boolean }[];
}

export const fetchProfile = async (businessId: string) => (await http.get<{ data: Profile }>(`/m/${businessId}/profile`)).data.data;
export const saveProfileSection = async (businessId: string, key: string, values: Record<string, unknown>) =>
  (await http.put<{ data: Profile; message: string }>(`/m/${businessId}/profile/${key}`, values)).data;

export type { WithdrawalInfo } from "../../../../contracts/modules";
import type { WithdrawalInfo } from "../../../../contracts/modules";
export const fetchWithdrawalInfo = async (businessId: string) => (await http.get<{ data: WithdrawalInfo }>(`/m/${businessId}/withdrawals/info`)).data.data;
export const requestWithdrawal = async (businessId: string, amount: number, requestKey: string) =>
  (await http.post<{ message: string }>(`/m/${businessId}/withdrawals`, { amount, request_key: requestKey })).data;
