/** The online booking's calls (modules/appointments/contract.ts): all public, no sign-in. */
import { http } from "../../../../providers/http";
import type { BookingPageInfo, CustomerBooking, SlotsData } from "../../contract";

const open = { skipAuth: true } as const;

export const bookingPage = async (businessId: string) => (await http.get<{ data: BookingPageInfo }>(`/public/book/${encodeURIComponent(businessId)}`, open)).data.data;
export const freeSlots = async (businessId: string | number, serviceId: number) =>
  (await http.get<{ data: SlotsData }>(`/public/book/${businessId}/slots?service_id=${serviceId}`, open)).data.data;
export const sendCode = (businessId: string | number, mobile: string) => http.post(`/public/book/${businessId}/code`, { mobile }, open);
export const book = async (businessId: string | number, body: Record<string, unknown>) =>
  (await http.post<{ data: { booking: CustomerBooking; token: string; manage_url: string; sms: string } }>(`/public/book/${businessId}`, body, open)).data.data;
/** What the server answers a booking made: the booking, and the link (and its token) to manage it. */
export type BookingMade = Awaited<ReturnType<typeof book>>;
export const customerBooking = async (token: string) => (await http.get<{ data: CustomerBooking }>(`/public/booking/${encodeURIComponent(token)}`, open)).data.data;
export const cancelBooking = async (token: string) => (await http.post<{ data: CustomerBooking }>(`/public/booking/${encodeURIComponent(token)}/cancel`, {}, open)).data.data;
export const moveBooking = async (token: string, body: { date: string; start_time: string; staff_id?: number }) =>
  (await http.post<{ data: CustomerBooking }>(`/public/booking/${encodeURIComponent(token)}/move`, body, open)).data.data;
