import { http } from "../../../providers/http";

import type { SendResult } from "../resources";

export type { SendResult };

import type { SmsSummary } from "../contract";

export type { SmsSummary };

export const sendOne = async (businessId: string, body: { to: string; text: string; template_id: number; request_key: string }) =>
  (await http.post<{ data: SendResult }>(`/m/${businessId}/sms/send`, body)).data.data;
export const sendBulk = async (businessId: string, body: { numbers: string; text: string; template_id: number; request_key: string }) =>
  (await http.post<{ data: SendResult }>(`/m/${businessId}/sms/bulk`, body)).data.data;
export const fetchSummary = async (businessId: string, from?: string, to?: string) =>
  (await http.get<{ data: SmsSummary }>(`/m/${businessId}/sms/summary`, { params: { ...(from ? { from } : {}), ...(to ? { to } : {}) } })).data.data;
