import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { businesses } from "../../../server/db/schema";
import { badRequest, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { invoiceTotals, type LineTotals } from "../../../resources/gst";
import { isZeroRated, treatmentOr, type GstTreatment } from "../gst-treatment";
import { salesInvoiceLines, salesInvoices, type DocKind } from "./schema";
import { settingsOf } from "./settings";

/**
 * What the e-invoice and the e-way bill files are made from: the document as saved (its party snapshot,
 * lines and totals), the seller from the business profile, and the buyer's town and PIN code from the
 * party (the invoice keeps only its name, GSTIN and address). Each line's amounts come from the same
 * arithmetic as the saved totals (resources/gst.ts), so the files' sums equal the invoice to the paisa.
 */
export interface FilingLine {
  position: number;
  name: string;
  hsn: string;
  qty: number;
  unit: string;
  ratePaise: number;
  gstRate: number;
  treatment: GstTreatment;
  t: LineTotals;
}

export interface FilingData {
  doc: typeof salesInvoices.$inferSelect;
  lines: FilingLine[];
  interState: boolean;
  seller: { gstin: string | null; name: string; address: string; city: string; pincode: string; stateCode: string; phone: string | null; email: string | null };
  buyer: { city: string; pincode: string; phone: string | null; email: string | null };
  original: { number: string; date: string } | null;
}

/** A refusal naming the field at fault, in the reader's language. */
export const refuse = (key: string, field: string, values?: Record<string, string | number>) => badRequest(phrase(`einv.${key}`, values), field);

export async function filingData(db: Db, businessId: number, kind: DocKind, id: number): Promise<FilingData> {
  const [doc] = await db.select().from(salesInvoices).where(and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind)));
  if (!doc) throw notFound(phrase("sales.noSuchInvoice"));
  const rows = await db.select().from(salesInvoiceLines).where(and(eq(salesInvoiceLines.invoiceId, id), eq(salesInvoiceLines.businessId, businessId))).orderBy(asc(salesInvoiceLines.position));
  // As the document was saved: a zero-rated one is inter-state whatever the states, and a supplier's debit
  // note line is one price raise (qty 0 saved, its rate the amount: notes.ts).
  const totals = invoiceTotals(
    rows.map((l) => ({ qty: kind === "sdebit" ? 1 : Number(l.qty), ratePaise: l.ratePaise, discountPaise: l.discountPaise, gstRate: l.gstRate })),
    doc.supplierState,
    doc.placeOfSupply,
    true,
    rows.some((l) => isZeroRated(treatmentOr(l.treatment, l.gstRate))),
  );
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const settings = await settingsOf(db, businessId);
  // The party's town and PIN code: r_parties is the engine's table (modules/sales/resources.ts), scoped to the business.
  const party = doc.partyId
    ? (await db.execute<Record<string, unknown>>(sql`SELECT city, pincode, phone, email FROM r_parties WHERE id = ${doc.partyId} AND business_id = ${businessId}`)).rows[0]
    : undefined;
  const [original] = doc.originalId
    ? await db.select({ number: salesInvoices.number, date: salesInvoices.docDate }).from(salesInvoices).where(and(eq(salesInvoices.businessId, businessId), eq(salesInvoices.id, doc.originalId)))
    : [];
  return {
    doc,
    lines: rows.map((l, i) => ({ position: l.position, name: l.name, hsn: l.hsn, qty: Number(l.qty), unit: l.unit, ratePaise: l.ratePaise, gstRate: l.gstRate, treatment: treatmentOr(l.treatment, l.gstRate), t: totals.lines[i] })),
    interState: totals.interState,
    seller: {
      gstin: business.gstin,
      name: business.businessName,
      address: business.address ?? "",
      city: business.city ?? "",
      pincode: business.pincode ?? "",
      stateCode: settings.stateCode ?? business.stateCode ?? doc.supplierState,
      phone: business.phone,
      email: business.businessEmail,
    },
    buyer: {
      city: String(party?.city ?? ""),
      pincode: String(party?.pincode ?? ""),
      phone: (party?.phone as string | null) ?? doc.partyPhone,
      email: (party?.email as string | null) ?? null,
    },
    original: original ? { number: original.number, date: original.date } : null,
  };
}

/** Paise → rupees with two decimals, as a number: NIC's amounts are decimal rupees. */
export const r2 = (paise: number) => Math.round(paise) / 100;
/** 2026-11-03 → 03/11/2026: NIC's date. */
export const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Galla's units to GST's Unit Quantity Codes (the same table the HSN summary of GSTR-1 uses). */
export const UQC: Record<string, string> = {
  PCS: "PCS", NOS: "NOS", KG: "KGS", GM: "GMS", LTR: "LTR", ML: "MLT", MTR: "MTR", BOX: "BOX", PACK: "PAC", DOZ: "DOZ", BAG: "BAG", SET: "SET", PAIR: "PRS", HRS: "OTH",
};
/** A line is a service when its code is a SAC (chapter 99). */
export const isService = (hsn: string) => hsn.startsWith("99");

/** An address split into NIC's Addr1 / Addr2 (each at most 100 characters). */
export function addressLines(address: string): [string, string | undefined] {
  const flat = address.replace(/\s+/g, " ").trim();
  if (flat.length <= 100) return [flat, undefined];
  const cut = flat.lastIndexOf(",", 100) > 20 ? flat.lastIndexOf(",", 100) + 1 : 100;
  const rest = flat.slice(cut).trim().slice(0, 100);
  return [flat.slice(0, cut).replace(/,$/, "").trim(), rest.length >= 3 ? rest : undefined];
}
