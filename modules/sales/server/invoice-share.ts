import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { formatRupees } from "../../../resources/money";
import { pdfFileName } from "../invoice-view";
import { salesInvoices } from "./schema";
import { getDocument } from "./documents";

/** 128 random bits, URL-safe: 22 characters. A token says nothing about the business or the invoice. */
const newToken = () => randomBytes(16).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The invoice's public token, made the first time it is shared and kept after that (a link already
 * sent on WhatsApp keeps working). Only a sale invoice of the caller's business gets one.
 */
export async function shareInvoice(db: Db, businessId: number, id: number) {
  const doc = await getDocument(db, businessId, "sale", id);
  const [row] = await db
    .update(salesInvoices)
    .set({ shareToken: sql`coalesce(${salesInvoices.shareToken}, ${newToken()})` })
    .where(and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, "sale")))
    .returning({ token: salesInvoices.shareToken });
  if (!row?.token) throw notFound(phrase("sales.noSuchInvoice"));
  const due = doc.balance > 0 ? ` (${formatRupees(doc.balance)} due)` : "";
  const status = doc.status === "cancelled" ? " (cancelled)" : "";
  return {
    path: `/i/${row.token}`,
    pdf_path: `/api/public/invoices/${row.token}/pdf`,
    text: `Invoice ${doc.number}${status} from ${doc.business.name}: ${formatRupees(doc.total)}${due}. View or download it here:`,
    phone: doc.party_phone && /^[6-9][0-9]{9}$/.test(doc.party_phone) ? doc.party_phone : null,
    file_name: pdfFileName(doc.number),
  };
}

/** The shared invoice behind a public token; any other string is simply not found. */
export async function invoiceByToken(db: Db, token: string) {
  if (!TOKEN.test(token)) throw notFound(phrase("sales.noSuchInvoice"));
  const [row] = await db
    .select({ id: salesInvoices.id, businessId: salesInvoices.businessId })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.shareToken, token), eq(salesInvoices.kind, "sale")));
  if (!row) throw notFound(phrase("sales.noSuchInvoice"));
  return getDocument(db, row.businessId, "sale", row.id);
}
