import { http } from "../../../providers/http";

import type { Member } from "../../../contracts/members";
import type { Level } from "../../../resources/access-policy";

export type { Level, Member };

export const membersKey = (businessId: string | null) => ["members", businessId];
export const fetchMembers = async (businessId: string) => (await http.get<{ data: Member[] }>(`/business/${businessId}/members`)).data.data;
export const inviteMember = async (businessId: string, body: { mobile: string; name?: string; permissions: Record<string, Level> }) =>
  (await http.post<{ message: string; data: Member }>(`/business/${businessId}/members`, body)).data;
export const updateMember = async (businessId: string, userId: number, permissions: Record<string, Level>) =>
  (await http.patch<{ data: Member }>(`/business/${businessId}/members/${userId}`, { permissions })).data;
export const removeMember = async (businessId: string, userId: number) => (await http.delete(`/business/${businessId}/members/${userId}`)).data;
