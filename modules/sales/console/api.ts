import { http } from "../../../providers/http";
import { getBusinessId } from "../../../providers/storage";
import type { InvoiceShare } from "../invoice-view-contract";
import type { ShareLinkStatus } from "../share-link-contract";
import type { ShareExpiry } from "../../../resources/share-link";
import type { Copy } from "../invoice-words";
import type { EinvoiceRecord, EwayBody, GstSummary, IrnBody, ReturnRow, ReturnSection } from "../einvoice-contract";
import type {
  DocLine, DocList, DocRow, DocumentBody, Ledger, PartyOption, PaymentBody, PaymentList, PaymentLink, PaymentRow, PayMode, ProductOption, ReportName, ReportOf, SalesDocument, SalesSettings, SettingsBody,
} from "../contract";
import type { Gstr3bScreen, PeriodLocks } from "../gst-contract";
import type { Static } from "typebox";

/** The sales API of the current business: /api/sales/:businessId/... */
const base = () => `/sales/${getBusinessId() ?? "none"}`;

export type DocKind = "sale" | "purchase";
/**
 * A credit note (sales return), a debit note (purchase return) or a supplier's debit note (a sale's
 * price raised, sdebit): read and printed, made from the original's page.
 */
export type NoteKind = "credit" | "debit" | "sdebit";
const DOCS_PATH: Record<DocKind | NoteKind, string> = { sale: "invoices", purchase: "bills", credit: "credit-notes", debit: "debit-notes", sdebit: "sale-debit-notes" };
export const docsPath = (kind: DocKind | NoteKind) => DOCS_PATH[kind];

const get = async <T>(path: string, params?: object) => (await http.get<{ data: T }>(base() + path, { params })).data.data;

export const salesApi = {
  settings: () => get<SalesSettings>("/settings"),
  saveSettings: async (body: SettingsBody) => (await http.put<{ data: SalesSettings; message: string }>(`${base()}/settings`, body)).data,
  parties: (q: string, limit = 20) => get<PartyOption[]>("/parties", { q, limit }),
  products: (q: string) => get<ProductOption[]>("/products", { q }),
  document: (kind: DocKind | NoteKind, id: number | string) => get<SalesDocument>(`/${docsPath(kind)}/${id}`),
  list: async (kind: DocKind, params: object) => {
    const res = await http.get<DocList>(`${base()}/${docsPath(kind)}`, { params });
    return res.data;
  },
  open: (kind: DocKind, partyId: number) => get<DocRow[]>(`/${docsPath(kind)}`, { party_id: partyId, open: 1 }),
  save: async (kind: DocKind, body: DocumentBody, id?: number | string) =>
    (id ? await http.put<{ data: SalesDocument; message: string }>(`${base()}/${docsPath(kind)}/${id}`, body) : await http.post<{ data: SalesDocument; message: string }>(`${base()}/${docsPath(kind)}`, body)).data,
  remove: async (kind: DocKind, id: number) => (await http.delete<{ message: string }>(`${base()}/${docsPath(kind)}/${id}`)).data,
  payments: async (direction: "in" | "out", params: object) =>
    (await http.get<PaymentList>(`${base()}/payments/${direction}`, { params })).data,
  pay: async (direction: "in" | "out", body: PaymentBody) => (await http.post<{ message: string }>(`${base()}/payments/${direction}`, body)).data,
  removePayment: async (direction: "in" | "out", id: number) => (await http.delete<{ message: string }>(`${base()}/payments/${direction}/${id}`)).data,
  ledger: (partyId: number | string) => get<Ledger>(`/parties/${partyId}/ledger`),
  report: <R extends ReportName>(name: R, range: { from: string; to: string }) => get<ReportOf<R>>(`/reports/${name}`, range),
  note: async (kind: DocKind, id: number, body: { date: string; reason?: string; lines: { position: number; qty: number }[] }) =>
    (await http.post<{ data: SalesDocument; message: string }>(`${base()}/${docsPath(kind)}/${id}/notes`, body)).data,
  /** A supplier's debit note against a sale invoice: each line's price raised by an amount before GST. */
  debitNote: async (id: number, body: { date: string; reason?: string; lines: { position: number; amount: number }[] }) =>
    (await http.post<{ data: SalesDocument; message: string }>(`${base()}/invoices/${id}/debit-notes`, body)).data,
  cancel: async (kind: DocKind | NoteKind, id: number) => (await http.post<{ data: SalesDocument; message: string }>(`${base()}/${docsPath(kind)}/${id}/cancel`)).data,
  locks: () => get<PeriodLocks>("/locks"),
  setLock: async (period: string, locked: boolean) => (await http.put<{ data: PeriodLocks; message: string }>(`${base()}/locks/${period}`, { locked })).data,
  /** period: MMYYYY. The GST routes live under /api/b/:businessId/gst. */
  gstr1File: async (period: string, format: "json" | "csv") =>
    (await http.get<Blob>(`/b/${getBusinessId() ?? "none"}/gst/gstr1`, { params: { period, format }, responseType: "blob" })).data,
  /** GSTR-3B as the portal's JSON file. */
  gstr3bFile: async (period: string) => (await http.get<Blob>(`/b/${getBusinessId() ?? "none"}/gst/gstr3b/file`, { params: { period }, responseType: "blob" })).data,
  gstr3b: async (period: string) => (await http.get<{ data: Gstr3b }>(`/b/${getBusinessId() ?? "none"}/gst/gstr3b`, { params: { period } })).data.data,
  /** The month's returns for reading on screen: GSTR-1 sections and GSTR-3B rows with counts and totals. */
  gstSummary: async (period: string) => (await http.get<{ data: GstSummary }>(`/b/${getBusinessId() ?? "none"}/gst/summary`, { params: { period } })).data.data,
  /** NIC's e-invoice JSON of a B2B invoice or credit note, as a file. */
  einvoiceFile: async (kind: "sale" | "credit", id: number) => (await http.get<Blob>(`${base()}/${docsPath(kind)}/${id}/einvoice`, { responseType: "blob" })).data,
  /** Records what the IRP answered: IRN, Ack No/Date, signed QR. */
  recordIrn: async (kind: "sale" | "credit", id: number, body: IrnBody) => (await http.put<{ data: EinvoiceRecord; message: string }>(`${base()}/${docsPath(kind)}/${id}/irn`, body)).data,
  /** The e-way bill portal's bulk-upload JSON for an invoice of goods, with its transport. */
  ewayFile: async (id: number, body: EwayBody) => (await http.post<Blob>(`${base()}/invoices/${id}/eway-bill`, body, { responseType: "blob" })).data,
  /** The document as the server's A4 PDF file (the same view model as the print). */
  pdf: async (kind: DocKind | NoteKind, id: number, copy: Copy = "original") =>
    (await http.get<Blob>(`${base()}/${docsPath(kind)}/${id}/pdf`, { params: { copy }, responseType: "blob" })).data,
  /** The invoice's live public link (/i/:token), made for `expires_in` when there is none or `renew` asks, and a short message to send with it. */
  share: async (id: number, body: { expires_in?: ShareExpiry; renew?: boolean } = {}) =>
    (await http.post<{ data: InvoiceShare }>(`${base()}/invoices/${id}/share`, body)).data.data,
  /** Whether the invoice's link works and until when (the link itself while live). */
  shareStatus: (id: number) => get<ShareLinkStatus>(`/invoices/${id}/share`),
  /** Withdraws the invoice's link: it answers "withdrawn" from now on. */
  withdrawShare: async (id: number) => (await http.delete<{ data: ShareLinkStatus; message: string }>(`${base()}/invoices/${id}/share`)).data,
  paymentLink: async (id: number, body: { send_sms?: boolean; to?: string; request_key?: string }) =>
    (await http.post<{ message: string; data: Static<typeof PaymentLink> }>(`${base()}/invoices/${id}/payment-link`, body)).data,
};

export type { EinvoiceRecord, EwayBody, GstSummary, IrnBody, ReturnRow, ReturnSection };

export type { DocLine, DocRow, Ledger, PartyOption, PaymentRow, PayMode, PeriodLocks, ProductOption, SalesDocument, SalesSettings };
/** GSTR-3B as the screen reads it. */
export type Gstr3b = Gstr3bScreen;
