/**
 * e-Invoice and e-way bill files of an invoice, the IRN the IRP answered, and the GST returns as the
 * screen reads them (modules/sales/server/einvoice-routes.ts, gst-summary.ts). The files themselves
 * are checked in tests against modules/sales/schemas/*.schema.json; here they are described and left open.
 */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage, Timestamp } from "../../contracts/common";
import { closed } from "./closed";

/** invoices (a sale), credit-notes or sale-debit-notes (a supplier's debit note): the documents the IRP registers. */
export const EinvoiceParams = Type.Object({
  businessId: Type.String({ maxLength: 40 }),
  docs: Type.Union([Type.Literal("invoices"), Type.Literal("credit-notes"), Type.Literal("sale-debit-notes")], { description: "invoices, credit-notes or sale-debit-notes" }),
  id: Type.String({ maxLength: 40 }),
});

export const EinvoiceFileReply = {
  description: "NIC's e-invoice JSON (schema version 1.1) for the Invoice Registration Portal, as a file (attachment)",
  content: { "application/json": { schema: Type.Object({ Version: Type.Literal("1.1") }, { additionalProperties: true }) } },
};
export const EwayFileReply = {
  description: "The e-way bill portal's bulk-upload JSON (version, billLists) for this invoice, as a file (attachment)",
  content: { "application/json": { schema: Type.Object({ version: Type.String(), billLists: Type.Array(Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true }) } },
};

/** What the IRP answers after registering a document (its AckNo, AckDt, Irn, SignedQRCode). */
export const IrnBody = closed(Type.Object(
  {
    irn: Type.String({ maxLength: 200, description: "the Invoice Reference Number: 64 hexadecimal characters" }),
    ack_no: Type.String({ maxLength: 40, description: "the acknowledgement number (digits)" }),
    ack_date: Type.String({ maxLength: 40, description: "the acknowledgement date: YYYY-MM-DD HH:mm[:ss] (India time, as the IRP writes it) or an ISO timestamp" }),
    signed_qr: Type.String({ maxLength: 8000, description: "the signed QR code string (a JWS the IRP signed), printed as a QR code on the invoice" }),
  },
  { additionalProperties: false },
));
export type IrnBody = Static<typeof IrnBody>;

export const EinvoiceRecord = Type.Object({
  irn: Type.String(),
  ack_no: Type.String(),
  ack_date: Timestamp,
  signed_qr: Type.String(),
  recorded_at: Timestamp,
});
export type EinvoiceRecord = Static<typeof EinvoiceRecord>;
export const IrnSaved = closed(OkMessage(EinvoiceRecord));
export const IrnRemoved = closed(Type.Object({ success: Type.Boolean(), message: Type.String() }));

/** The transport of a consignment, asked when the owner makes its e-way bill. */
export const EwayBody = closed(Type.Object(
  {
    trans_mode: Type.Union([Type.Literal("road"), Type.Literal("rail"), Type.Literal("air"), Type.Literal("ship")], { description: "road, rail, air or ship" }),
    distance_km: Type.Integer({ description: "approximate distance in km, 1 to 4000" }),
    vehicle_no: Type.Optional(Type.String({ maxLength: 20, description: "by road: the vehicle's registration number, e.g. MH12AB1234" })),
    vehicle_type: Type.Optional(Type.Union([Type.Literal("regular"), Type.Literal("odc")], { description: "regular or odc (over-dimensional cargo)" })),
    transporter_id: Type.Optional(Type.String({ maxLength: 20, description: "the transporter's GSTIN or TRANSIN (15 characters)" })),
    transporter_name: Type.Optional(Type.String({ maxLength: 100 })),
    trans_doc_no: Type.Optional(Type.String({ maxLength: 15, description: "by rail, air or ship: the transport document's number" })),
    trans_doc_date: Type.Optional(Type.String({ maxLength: 10, description: "YYYY-MM-DD" })),
  },
  { additionalProperties: false },
));
export type EwayBody = Static<typeof EwayBody>;

/** A month's returns for the screen: each section of GSTR-1 and row of GSTR-3B with its count and totals (rupees). */
const Amounts = {
  txval: Type.Number({ description: "taxable value" }),
  iamt: Type.Number(),
  camt: Type.Number(),
  samt: Type.Number(),
  csamt: Type.Number({ description: "cess" }),
};
export const ReturnSection = Type.Object({
  key: Type.String({ description: "the portal's name for the table (b2b, b2cs, cdnr, hsn.hsn_b2b, nil…)" }),
  count: Type.Integer({ description: "documents (invoices, notes) in it, or rows where it holds no documents" }),
  counts: Type.Union([Type.Literal("documents"), Type.Literal("rows")]),
  ...Amounts,
  /** Nil-rated, exempt and non-GST amounts, for the tables that carry them (GSTR-1 Table 8). */
  extra: Type.Record(Type.String(), Type.Number()),
});
export type ReturnSection = Static<typeof ReturnSection>;
export const ReturnRow = Type.Object({
  key: Type.String({ description: "where in GSTR-3B: sup_details.osup_det, itc_elg.itc_avl.OTH, …" }),
  amounts: Type.Array(Type.Object({ head: Type.String({ description: "the portal's name: txval, iamt, camt, samt, csamt, inter, intra…" }), value: Type.Number() }), { description: "the amounts the return has in this row, in its order" }),
});
export type ReturnRow = Static<typeof ReturnRow>;
export const GstSummary = Type.Object({
  period: Type.String({ description: "MMYYYY" }),
  documents: Type.Integer({ description: "sales, purchases and notes dated in the month (0: an empty month)" }),
  /** null when the business has no GSTIN (GSTR-1 is filed against it). */
  gstr1: Nullable(Type.Array(ReturnSection)),
  gstr3b: Type.Array(ReturnRow),
});
export type GstSummary = Static<typeof GstSummary>;
export const GstSummaryReply = closed(Ok(GstSummary));
