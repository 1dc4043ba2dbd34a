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
