import type { DocKind, NoteKind } from "./api";

/** Client routes of the sales area exactly as spec §2 spells them (including its "dublicate"). */
export const SP = "/sales&purchase";
export const listPath = (kind: DocKind) => (kind === "sale" ? `${SP}/Sale/sale_invoices` : `${SP}/purchase/purchase_bills`);
export const editPath = (kind: DocKind, id: number, paymentType: string) =>
  kind === "sale" ? `${SP}/Sale/sale_invoices/${id}/${paymentType === "cash" ? "editcashsale" : "editcreditsale"}` : `${SP}/purchase/purchase_bills/${id}/editPurchase`;
export const duplicatePath = (kind: DocKind, id: number, paymentType: string) =>
  kind === "sale" ? `${SP}/Sale/sale_invoices/${id}/${paymentType === "cash" ? "dublicatecashsale" : "dublicatecreditsale"}` : `${SP}/Sale/sale_invoices/${id}/dublicatepurchase`;
const PRINT: Record<DocKind | NoteKind, string> = { sale: "Sale/sale_invoices", purchase: "purchase/purchase_bills", credit: "Sale/credit_notes", debit: "purchase/debit_notes", sdebit: "Sale/debit_notes" };
export const printPath = (kind: DocKind | NoteKind, id: number) => `${SP}/${PRINT[kind]}/${id}/print`;
export const newPath = (kind: DocKind, partyId?: number | null) => `${SP}/manage_party/${kind === "sale" ? "addsale" : "addpurchase"}${partyId ? `?party_id=${partyId}` : ""}`;
export const ledgerPath = (partyId?: number | null) => `${SP}/manage_party/ledger${partyId ? `/${partyId}` : ""}`;
