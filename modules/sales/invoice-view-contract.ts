/**
 * An invoice as it is printed: every label and value already formatted (en-IN money and dates),
 * the labels in the business's invoice language (English, or English and Hindi side by side).
 * One model feeds the A4 print, the PDF file and the public invoice page, so the three cannot drift
 * (modules/sales/invoice-view.ts builds it). It carries only what the printed page shows.
 */
import { Type, type Static } from "typebox";
import { Nullable, Ok } from "../../contracts/common";
import { closed } from "./closed";
import { COPIES } from "./invoice-words";

const Row = Type.Object({
  label: Type.String(),
  value: Type.String(),
  strong: Type.Optional(Type.Boolean()),
  /** The grand total: drawn larger, with a rule above. */
  grand: Type.Optional(Type.Boolean()),
  testid: Type.Optional(Type.String()),
});
export type InvoiceViewRow = Static<typeof Row>;

export const InvoiceView = Type.Object({
  language: Type.String({ description: "the invoice language: en (English) or hi (English and Hindi side by side)" }),
  copy: Type.String({ description: "ORIGINAL FOR RECIPIENT, …" }),
  title: Type.String({ description: "TAX INVOICE, PURCHASE BILL, CREDIT NOTE or DEBIT NOTE" }),
  number: Type.String(),
  file_name: Type.String({ description: "the PDF's file name: <number>.pdf" }),
  against: Nullable(Type.String({ description: "a note's original: Against invoice INV-1 dated …" })),
  cancelled: Type.Boolean(),
  seller: Type.Object({
    name: Type.String(),
    lines: Type.Array(Type.String(), { description: "address and phone" }),
    gstin: Nullable(Type.String()),
    state: Type.String(),
    logo: Nullable(Type.String()),
  }),
  meta: Type.Array(Row, { description: "number, date, place of supply, payment, reverse charge" }),
  party: Type.Object({ heading: Type.String(), name: Type.String(), lines: Type.Array(Type.String()) }),
  line_header: Type.Array(Type.String()),
  /** Which line columns are numbers (right-aligned). */
  line_numeric: Type.Array(Type.Boolean()),
  lines: Type.Array(Type.Array(Type.String())),
  tax_header: Type.Array(Type.String()),
  tax_rows: Type.Array(Type.Array(Type.String())),
  totals: Type.Array(Row),
  amount_in_words: Type.String(),
  notes: Type.String(),
  bank: Nullable(Type.String({ description: "Bank: name · A/c · IFSC, as printed on a sale" })),
  terms: Type.String(),
  signatory: Type.String(),
  upi: Nullable(Type.Object({ link: Type.String(), caption: Type.String() }, { description: "the UPI QR for the balance due" })),
  /** A registered e-invoice: its IRN, acknowledgement and the IRP's signed QR code (drawn as a QR), as CGST rule 48(4) has it printed. */
  einvoice: Type.Optional(Nullable(Type.Object({ irn: Type.String(), ack_no: Type.String(), ack_date: Type.String({ description: "dd Mon yyyy, hh:mm in India" }), qr: Type.String({ description: "the signed QR string" }), words: Type.Object({ irn: Type.String(), ack_no: Type.String(), ack_date: Type.String(), qr_alt: Type.String() }) }))),
  /** The page's own words, in the invoice language like every label above. */
  words: Type.Object({ amount_in_words: Type.String(), terms: Type.String(), signatory: Type.String(), cancelled: Type.String(), qr_alt: Type.String() }),
});
export type InvoiceView = Static<typeof InvoiceView>;

/** The public invoice page (/i/:token): the printed view and nothing else. */
export const PublicInvoiceReply = closed(Ok(InvoiceView));
export const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });

/** What the console needs to share an invoice: its public path and a short message. */
export const InvoiceShare = Type.Object({
  path: Type.String({ description: "/i/<token>: the public page (prefix the console's origin)" }),
  pdf_path: Type.String({ description: "the public PDF: /api/public/invoices/<token>/pdf" }),
  text: Type.String({ description: "the message without the link: the console appends the full URL" }),
  phone: Nullable(Type.String({ description: "the buyer's 10-digit mobile when known" })),
  file_name: Type.String(),
  made_at: Type.String({ format: "date-time", description: "when this link was made" }),
  expires_at: Nullable(Type.String({ format: "date-time", description: "when the link stops working; null: until withdrawn" })),
});
export type InvoiceShare = Static<typeof InvoiceShare>;
export const InvoiceShareReply = closed(Ok(InvoiceShare));

/** Which copy the PDF says it is: ORIGINAL FOR RECIPIENT unless asked. */
export const PdfQuery = Type.Object({ copy: Type.Optional(Type.Union(COPIES.map((c) => Type.Literal(c)))) });

export const PdfReply = { description: "The invoice as a PDF file (A4, the same content as the print)", content: { "application/pdf": { schema: Type.String({ contentEncoding: "binary" }) } } };
