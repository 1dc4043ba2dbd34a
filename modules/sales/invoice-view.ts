/**
 * The printed invoice as one view model: the A4 print (modules/sales/console/InvoiceA4.tsx), the PDF file
 * (modules/sales/server/invoice-pdf.ts) and the public invoice page all render this, so none can drift from
 * the others. Input is the document the sales API answers (modules/sales/server/documents.ts getDocument).
 */
import type { InvoiceView, InvoiceViewRow } from "./invoice-view-contract";
import { formatRupees } from "../../resources/money";
import { upiPaymentLink } from "./resources";
import { GST_STATES } from "../../resources/validators";
import { COPY_LABELS, copyLabel, printWords, type InvoiceLanguage } from "./invoice-words";

export type { InvoiceView, InvoiceViewRow };

/** The fields of a sales document that the printed page shows. */
export interface PrintableDocument {
  id: number;
  kind: "sale" | "purchase" | "credit" | "debit" | "sdebit";
  number: string;
  date: string;
  payment_type: "cash" | "credit";
  party_name: string;
  party_phone: string | null;
  party_gstin: string | null;
  party_address: string | null;
  party_state: string;
  inter_state: boolean;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  round_off: number;
  total: number;
  paid: number;
  balance: number;
  notes: string;
  reverse_charge: boolean;
  /** "issued" or "cancelled". */
  status: string;
  original: { number: string; date: string } | null;
  amount_in_words: string;
  lines: { name: string; hsn: string | null; qty: number; unit: string | null; rate: number; discount: number; gst_rate: number; taxable: number; total: number }[];
  tax_breakup: TaxBreakupRow[];
  business: PrintedBusiness;
  terms: string;
  /** The business's invoice language (sales settings): English alone, or English and Hindi. */
  invoice_language?: InvoiceLanguage;
  /** What the IRP answered, once recorded (modules/sales/server/irn.ts). */
  einvoice?: { irn: string; ack_no: string; ack_date: string; signed_qr: string } | null;
}

/** One GST rate's share of a document's tax. */
export interface TaxBreakupRow {
  gst_rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The seller as a printed document names it. */
export interface PrintedBusiness {
  name: string;
  address: string;
  phone: string | null;
  gstin: string | null;
  state_code: string;
  logo: string | null;
  upi_id: string | null;
  bank: { name: string | null; account: string; ifsc: string | null } | null;
}

export { COPY_LABELS };

export const rupees = (n: number | null | undefined) => formatRupees(Number(n ?? 0));
const ackFmt = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Kolkata" });
const dateFmt = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
/** 2025-11-03 → 03 Nov 2025 */
export const showDate = (ymd: string) => (ymd ? dateFmt.format(new Date(`${ymd}T00:00:00Z`)) : "");
/** 29 → "29 Karnataka" (a state code as printed on a tax invoice). */
export const stateName = (code: string) => (GST_STATES[code] ? `${code} ${GST_STATES[code]}` : code);
/** 1.5 → "1.5", 2 → "2": a quantity without trailing zeros, at most three decimals. */
export const qtyText = (q: number) => String(Number(q.toFixed(3)));
/** INV-25/7 → INV-25-7.pdf: a number is safe as a file name once its slashes go. */
export const pdfFileName = (number: string) => `${number.replace(/[\\/:*?"<>|\s]+/g, "-") || "invoice"}.pdf`;

/** The UPI payment link for the balance of a sale, when the business has a UPI id. */
export function balanceUpiLink(doc: PrintableDocument): string | null {
  if (doc.kind !== "sale" || doc.balance <= 0 || !doc.business.upi_id || doc.status === "cancelled") return null;
  return upiPaymentLink({ vpa: doc.business.upi_id, payee: doc.business.name, amountPaise: Math.round(doc.balance * 100), reference: `INV${doc.id}`, note: `Invoice ${doc.number}` });
}

export function invoiceView(doc: PrintableDocument, copy: string = COPY_LABELS[0]): InvoiceView {
  const b = doc.business;
  const say = printWords(doc.invoice_language);
  // A credit note and a price-raise debit note (sdebit) are on the sale side (we issue them to the buyer),
  // a purchase return's debit note on the purchase side.
  const sale = doc.kind === "sale" || doc.kind === "credit" || doc.kind === "sdebit";
  const note = doc.kind === "credit" || doc.kind === "debit" || doc.kind === "sdebit";
  const upi = balanceUpiLink(doc);
  const meta: InvoiceViewRow[] = [
    { label: say(note ? "noteNo" : sale ? "invoiceNo" : "billNo"), value: doc.number, testid: "print-number" },
    { label: say("date"), value: showDate(doc.date) },
    { label: say(sale ? "placeOfSupply" : "supplierState"), value: stateName(doc.party_state) },
    { label: say("payment"), value: say(doc.payment_type === "cash" ? "cash" : "credit") },
    // CGST rule 46(p): a tax invoice states whether tax is payable on reverse charge.
    { label: say("reverseCharge"), value: say(doc.reverse_charge ? "yes" : "no"), testid: "print-rcm" },
  ];
  const tax: InvoiceViewRow[] = doc.inter_state
    ? [{ label: "IGST", value: rupees(doc.igst) }]
    : [{ label: "CGST", value: rupees(doc.cgst) }, { label: "SGST", value: rupees(doc.sgst) }];
  const against = doc.original && { number: doc.original.number, date: showDate(doc.original.date) };
  return {
    language: doc.invoice_language ?? "en",
    copy: copyLabel(say, copy),
    title: say(`title.${doc.kind}`),
    number: doc.number,
    file_name: pdfFileName(doc.number),
    against: against ? say(doc.kind === "debit" ? "againstBill" : "againstInvoice", against) : null,
    cancelled: doc.status === "cancelled",
    seller: {
      name: b.name,
      lines: [b.address, b.phone ? `${say("phone")}: ${b.phone}` : ""].filter(Boolean),
      gstin: b.gstin,
      state: `${say("state")}: ${stateName(b.state_code)}`,
      logo: b.logo,
    },
    meta,
    party: {
      heading: say(sale ? "billTo" : "supplier"),
      name: doc.party_name,
      lines: [doc.party_address ?? "", doc.party_phone ? `${say("phone")}: ${doc.party_phone}` : "", doc.party_gstin ? `GSTIN: ${doc.party_gstin}` : ""].filter(Boolean),
    },
    line_header: ["#", say("item"), "HSN/SAC", say("qty"), say("rate"), say("discount"), say("taxable"), "GST", say("amount")],
    line_numeric: [false, false, false, true, true, true, true, true, true],
    lines: doc.lines.map((l, i) => [
      String(i + 1),
      l.name,
      l.hsn ?? "",
      // A price raise carries no quantity: the amount raised is its rate.
      doc.kind === "sdebit" ? "-" : `${qtyText(l.qty)} ${l.unit ?? ""}`.trim(),
      rupees(l.rate),
      l.discount ? rupees(l.discount) : "-",
      rupees(l.taxable),
      `${l.gst_rate}%`,
      rupees(l.total),
    ]),
    tax_header: doc.inter_state ? ["GST %", say("taxable"), "IGST"] : ["GST %", say("taxable"), "CGST", "SGST"],
    tax_rows: doc.tax_breakup.map((t) =>
      doc.inter_state
        ? [`${t.gst_rate}%`, rupees(t.taxable), rupees(t.igst)]
        : [`${t.gst_rate}%`, rupees(t.taxable), `${rupees(t.cgst)} (${t.gst_rate / 2}%)`, `${rupees(t.sgst)} (${t.gst_rate / 2}%)`],
    ),
    totals: [
      { label: say("taxableValue"), value: rupees(doc.taxable) },
      ...tax,
      { label: say("roundOff"), value: rupees(doc.round_off) },
      { label: say("total"), value: rupees(doc.total), strong: true, grand: true, testid: "print-total" },
      { label: say(sale ? "received" : "paid"), value: rupees(doc.paid) },
      { label: say("balanceDue"), value: rupees(doc.balance), strong: true },
    ],
    amount_in_words: doc.amount_in_words,
    notes: doc.notes,
    bank: sale && b.bank ? `${say("bank")}: ${b.bank.name ?? ""} · A/c ${b.bank.account} · IFSC ${b.bank.ifsc ?? ""}` : null,
    terms: doc.terms,
    signatory: say("for", { name: b.name }),
    upi: upi ? { link: upi, caption: say("scanToPay", { amount: rupees(doc.balance) }) } : null,
    einvoice: doc.einvoice && doc.status !== "cancelled" ? { irn: doc.einvoice.irn, ack_no: doc.einvoice.ack_no, ack_date: ackFmt.format(new Date(doc.einvoice.ack_date)), qr: doc.einvoice.signed_qr, words: { irn: say("irn"), ack_no: say("ackNo"), ack_date: say("ackDate"), qr_alt: say("irnQrAlt") } } : null,
    words: {
      amount_in_words: say("amountInWords"),
      terms: say("terms"),
      signatory: say("signatory"),
      cancelled: say("cancelled"),
      qr_alt: say("qrAlt"),
    },
  };
}
