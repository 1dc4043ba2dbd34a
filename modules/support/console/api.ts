import { http } from "../../../providers/http";

export const replyToTicket = async (businessId: string, ticketId: string | number, body: string) =>
  (await http.post(`/m/${businessId}/tickets/${ticketId}/messages`, { body })).data;
export const closeTicket = async (businessId: string, ticketId: string | number) => (await http.post(`/m/${businessId}/tickets/${ticketId}/close`)).data;
