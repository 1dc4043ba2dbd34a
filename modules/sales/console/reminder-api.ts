import { http } from "../../../providers/http";
import { getBusinessId } from "../../../providers/storage";
import type { Static } from "typebox";
import type { DueLinkReply, PartyAuto, RemindAllReply, RemindPreviewReply, Reminder, ReminderLogReply, ReminderSettings } from "../reminder-contract";

/** Reminders of dues of the current business: /api/sales/:businessId/reminders…, …/parties/:id/remind. */
const base = () => `/sales/${getBusinessId() ?? "none"}`;

export type ReminderSent = Static<typeof Reminder>;
export type RemindPreview = Static<typeof RemindPreviewReply>["data"];
export type RemindAllResult = Static<typeof RemindAllReply>;
export type ReminderLogRow = Static<typeof ReminderLogReply>["data"][number];
export type ReminderSettingsValues = Static<typeof ReminderSettings>;
export type DueLink = Static<typeof DueLinkReply>["data"];

export const reminderApi = {
  remind: async (partyId: number, body: { request_key: string; channel: "sms" | "whatsapp" }) =>
    (await http.post<{ message: string; data: ReminderSent }>(`${base()}/parties/${partyId}/remind`, body)).data,
  preview: async () => (await http.get<{ data: RemindPreview }>(`${base()}/reminders/preview`)).data.data,
  remindAll: async (body: { request_key: string; party_ids: number[] }) => (await http.post<RemindAllResult>(`${base()}/reminders/send`, body)).data,
  log: async (params: { party_id?: number; _start?: number; _end?: number }) =>
    (await http.get<Static<typeof ReminderLogReply>>(`${base()}/reminders`, { params })).data,
  settings: async () => (await http.get<{ data: ReminderSettingsValues }>(`${base()}/reminders/settings`)).data.data,
  saveSettings: async (body: ReminderSettingsValues) => (await http.put<{ message: string; data: ReminderSettingsValues }>(`${base()}/reminders/settings`, body)).data,
  partyAuto: async (partyId: number) => (await http.get<{ data: Static<typeof PartyAuto> }>(`${base()}/parties/${partyId}/reminders`)).data.data,
  setPartyAuto: async (partyId: number, auto: boolean) =>
    (await http.put<{ message: string; data: Static<typeof PartyAuto> }>(`${base()}/parties/${partyId}/reminders`, { auto })).data,
  /** The customer's page of a reminder's link: public, no session. */
  dueLink: async (token: string) => (await http.get<{ data: DueLink; message?: string }>(`/public/dues/${encodeURIComponent(token)}`, { skipAuth: true, validateStatus: (s) => s === 200 || s === 404 || s === 410 })),
};
