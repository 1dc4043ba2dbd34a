import { http } from "../../../providers/http";
import type { AttendanceMark } from "../resources";
import { istDate } from "../../../resources/ist";

import type { PayRow, StaffSettings } from "../contract";

export type { PayRow, StaffSettings };

export const fetchPay = async (businessId: string, month: string, staffId?: string | number) =>
  (
    await http.get<{ data: { month: string; days: number; month_basis: string; staff: PayRow[] } }>(`/m/${businessId}/staff/pay`, {
      params: { month, ...(staffId ? { staff_id: String(staffId) } : {}) },
    })
  ).data.data;

export const fetchStaffSettings = async (businessId: string) => (await http.get<{ data: StaffSettings }>(`/m/${businessId}/staff/settings`)).data.data;
export const saveStaffSettings = async (businessId: string, body: StaffSettings) =>
  (await http.put<{ data: StaffSettings }>(`/m/${businessId}/staff/settings`, body)).data.data;

export const saveMarks = async (businessId: string, date: string, marks: { staff_id: number; status: AttendanceMark }[]) =>
  (await http.put<{ data: { marked: number } }>(`/m/${businessId}/staff/attendance`, { date, marks })).data.data;

export const MARK_COLOR: Record<AttendanceMark, string> = {
  present: "#2f9e44",
  absent: "#e03131",
  half_day: "#f08c00",
  paid_leave: "#1971c2",
  week_off: "#868e96",
  holiday: "#9c36b5",
};
/** Short codes for the calendar's small cells (the tooltip names the mark in full, in the user's language). */
export const MARK_SHORT: Record<AttendanceMark, string> = { present: "P", absent: "A", half_day: "HD", paid_leave: "PL", week_off: "WO", holiday: "H" };

/** The current month in India, "YYYY-MM". */
export const thisMonth = () => istDate().slice(0, 7);
export const todayIst = () => istDate();

export const replyToStaff = async (businessId: string, requestId: string | number, body: string) =>
  (await http.post(`/m/${businessId}/staff-support/${requestId}/messages`, { body })).data;
