import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { rowsReading, type Reading } from "../../../server/db/read-together";
import { notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { bigint, char, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { salesInvoices, type DocKind } from "./schema";
import { refuse } from "./filing-data";
import type { EinvoiceRecord, IrnBody } from "../einvoice-contract";

/** Mirrors migrations/0340_sales_einvoices.sql. */
export const salesEinvoices = pgTable("sales_einvoices", {
  invoiceId: bigint("invoice_id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  irn: char("irn", { length: 64 }).notNull(),
  ackNo: varchar("ack_no", { length: 20 }).notNull(),
  ackDate: timestamp("ack_date", { withTimezone: true, mode: "string" }).notNull(),
  signedQr: text("signed_qr").notNull(),
  recordedBy: integer("recorded_by"),
  recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

const IRN = /^[0-9a-f]{64}$/;
/** The IRP writes "2026-11-03 14:05:00" in India's time; an ISO timestamp with a zone is taken as it is. */
function ackInstant(raw: string): Date | null {
  const s = raw.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(s);
  const d = local ? new Date(`${local[1]}T${local[2]}${local[3] ?? ":00"}+05:30`) : /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/.test(s) ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/**
 * The signed QR code is a JWS (header.payload.signature, base64url) whose payload's `data` is the
 * document's summary as the IRP registered it, its `Irn` among them. Its signature is NIC's (checking it
 * needs NIC's public key, which the owner's IRP portal holds); what is checked here is that it is one,
 * and that it names the IRN typed beside it, so a QR pasted from another invoice is refused.
 */
function qrIrn(qr: string): string | null | undefined {
  const parts = qr.split(".");
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as { data?: unknown };
    const data = typeof payload.data === "string" ? (JSON.parse(payload.data) as { Irn?: unknown }) : (payload.data as { Irn?: unknown } | undefined);
    return typeof data?.Irn === "string" ? data.Irn.toLowerCase() : null;
  } catch {
    return undefined;
  }
}

export function checkIrn(body: IrnBody, docDate: string) {
  const irn = body.irn.trim().toLowerCase();
  if (!IRN.test(irn)) throw refuse("irn", "irn");
  const ackNo = body.ack_no.trim();
  if (!/^[0-9]{1,20}$/.test(ackNo)) throw refuse("ackNo", "ack_no");
  const at = ackInstant(body.ack_date);
  if (!at) throw refuse("ackDate", "ack_date");
  // Registered on or after the document's date (India's day), and not in the future.
  const istDay = new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
  if (istDay < docDate || at.getTime() > Date.now() + 5 * 60_000) throw refuse("ackDateRange", "ack_date");
  const qr = body.signed_qr.trim();
  const named = qrIrn(qr);
  if (named === undefined) throw refuse("signedQr", "signed_qr");
  if (named !== null && named !== irn) throw refuse("signedQrOther", "signed_qr");
  return { irn, ackNo, ackDate: at.toISOString(), signedQr: qr };
}

const view = (r: typeof salesEinvoices.$inferSelect): EinvoiceRecord => ({
  irn: r.irn,
  ack_no: r.ackNo,
  ack_date: new Date(r.ackDate).toISOString(),
  signed_qr: r.signedQr,
  recorded_at: new Date(r.recordedAt).toISOString(),
});

/** Records (or replaces) what the IRP answered for a B2B invoice or credit note of the business. */
export async function recordIrn(db: Db, businessId: number, kind: DocKind, id: number, userId: number, body: IrnBody): Promise<EinvoiceRecord> {
  const [doc] = await db
    .select({ date: salesInvoices.docDate, gstin: salesInvoices.partyGstin, cancelledAt: salesInvoices.cancelledAt })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind)));
  if (!doc) throw notFound(phrase("sales.noSuchInvoice"));
  if (!doc.gstin) throw refuse("b2c", "party_gstin");
  if (doc.cancelledAt) throw refuse("cancelled", "status");
  const v = checkIrn(body, doc.date);
  const [taken] = await db
    .select({ id: salesEinvoices.invoiceId })
    .from(salesEinvoices)
    .where(and(eq(salesEinvoices.businessId, businessId), eq(salesEinvoices.irn, v.irn), sql`${salesEinvoices.invoiceId} <> ${id}`));
  if (taken) throw refuse("irnTaken", "irn");
  const values = { invoiceId: id, businessId, irn: v.irn, ackNo: v.ackNo, ackDate: v.ackDate, signedQr: v.signedQr, recordedBy: userId };
  const [row] = await db
    .insert(salesEinvoices)
    .values(values)
    .onConflictDoUpdate({ target: salesEinvoices.invoiceId, set: { ...values, recordedAt: sql`now()` } })
    .returning();
  return view(row);
}

/** The IRN recorded for a document, if any, as a read of getDocument's statement (the printed invoice carries it too). */
export function irnReading(db: Db, businessId: number, id: number): Reading<EinvoiceRecord | null> {
  const rows = rowsReading(db.select().from(salesEinvoices).where(and(eq(salesEinvoices.invoiceId, id), eq(salesEinvoices.businessId, businessId))), salesEinvoices);
  return { query: rows.query, read: (found) => rows.read(found).map(view)[0] ?? null };
}
