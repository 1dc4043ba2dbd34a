import { formatIstDateTime, formatShortIstDateTime } from "../../../resources/locale-format";
import { http } from "../../../providers/http";
import { saveBlob } from "../../../src/ui/download";

import type { PaymentsPage, PaymentsSummary, QrPayment, WithdrawalInfo } from "../contract";

export type { PaymentsPage, PaymentsSummary, QrPayment, WithdrawalInfo };

export interface PaymentFilters {
  from?: string;
  to?: string;
  status?: string;
  min_amount?: string;
  max_amount?: string;
  q?: string;
}


const clean = (filters: PaymentFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ""));

export const fetchSummary = async (businessId: string) =>
  (await http.get<{ data: PaymentsSummary }>("/payments/summary", { params: { business_id: businessId } })).data.data;

export const fetchPayments = async (businessId: string, page: number, pageSize: number, filters: PaymentFilters) =>
  (await http.get<PaymentsPage>("/payments/qr-payments", { params: { business_id: businessId, page, page_size: pageSize, ...clean(filters) } })).data;

export async function downloadPaymentsCsv(businessId: string, filters: PaymentFilters) {
  const res = await http.get<Blob>("/payments/qr-payments", { params: { business_id: businessId, format: "csv", ...clean(filters) }, responseType: "blob" });
  saveBlob(res.data, /filename="([^"]+)"/.exec(String(res.headers["content-disposition"] ?? ""))?.[1] ?? "qr-payments.csv");
}

/** "22 Nov 2026, 1:05 pm" in IST, in the console's language ("22 नव॰ 2026, 1:05 pm" on a Hindi page; issue 23). */
export const formatDateTime = (iso: string) => formatIstDateTime(iso);
/** "22 Nov, 01:05 pm" in IST, for narrow tables. */
export const formatShortDateTime = (iso: string) => formatShortIstDateTime(iso);

export const STATUS_COLOR: Record<QrPayment["status"], string> = { SUCCESS: "green", FAILURE: "red", PENDING: "gold" };
export const STATUS_LABEL: Record<QrPayment["status"], string> = { SUCCESS: "Received", FAILURE: "Failed", PENDING: "Pending" };

export const fetchWithdrawalInfo = async (businessId: string) => (await http.get<{ data: WithdrawalInfo }>(`/m/${businessId}/withdrawals/info`)).data.data;
export const requestWithdrawal = async (businessId: string, amount: number, requestKey: string) =>
  (await http.post<{ message: string }>(`/m/${businessId}/withdrawals`, { amount, request_key: requestKey })).data;
