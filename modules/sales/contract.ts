/**
 * Sales & purchase: /api/sales/:businessId/... Documents, reports and ledgers carry many computed
 * fields the books module keeps growing (GST split, notes, cancellations): their schemas name the
 * core fields and stay open (additionalProperties) so a new field is never silently dropped.
 */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage, RequestKey } from "../../contracts/common";
import { INVOICE_LANGUAGES } from "./invoice-words";

const open = <T extends Parameters<typeof Type.Object>[0]>(properties: T, description: string) => Type.Object(properties, { additionalProperties: true, description });

export const SalesParams = Type.Object({ businessId: Type.String({ maxLength: 40 }) });
export const DocsParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), docs: Type.String({ maxLength: 40, description: "invoices or bills" }) });
export const DocParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), docs: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const InvoiceParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const DirectionParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), direction: Type.String({ maxLength: 40, description: "in or out" }) });
export const PaymentParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), direction: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const ReportParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), report: Type.String({ maxLength: 40 }) });
const filter = Type.Optional(Type.String({ maxLength: 200 }));
export const SalesQuery = Type.Object({ from: filter, to: filter, q: filter, party_id: filter, status: filter, open: filter, _start: filter, _end: filter, limit: filter });

/** English alone (en), or English and Hindi side by side (hi) on the printed invoice. */
const InvoiceLanguage = Type.Union(INVOICE_LANGUAGES.map((code) => Type.Literal(code)), { description: "en: English; hi: English and Hindi side by side" });

export const SalesSettings = Type.Object({
  invoice_prefix: Type.String(),
  next_number: Type.Integer(),
  financial_year: Type.Integer(),
  default_gst_rate: Type.Number(),
  state_code: Type.String(),
  terms: Type.String(),
  print_format: Type.Union([Type.Literal("A4"), Type.Literal("thermal")]),
  invoice_language: InvoiceLanguage,
  hsn_digits: Type.Integer(),
}, { additionalProperties: true });
export type SalesSettings = Static<typeof SalesSettings>;
export const SettingsReply = Ok(SalesSettings);
export const SettingsSaveReply = OkMessage(SalesSettings);
export const SettingsBody = Type.Object(
  {
    invoice_prefix: Type.String({ maxLength: 10 }),
    next_number: Type.Integer(),
    default_gst_rate: Type.Integer(),
    state_code: Type.String(),
    terms: Type.String(),
    print_format: Type.Union([Type.Literal("A4"), Type.Literal("thermal")]),
    invoice_language: Type.Optional(InvoiceLanguage),
    hsn_digits: Type.Optional(Type.Integer({ description: "HSN/SAC digits on every sale line of a registered business: 4 (turnover up to ₹5 crore) or 6" })),
  },
  { additionalProperties: false },
);

export const PartyOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  party_type: Type.String(),
  phone: Nullable(Type.String()),
  gstin: Nullable(Type.String()),
  state_code: Nullable(Type.String()),
  to_receive: Type.Number(),
  to_pay: Type.Number(),
});
export type PartyOption = Static<typeof PartyOption>;
export const PartiesReply = Ok(Type.Array(PartyOption));
export const ProductOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  item_type: Type.String(),
  hsn: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  sale_price: Type.Number(),
  purchase_price: Type.Number(),
  gst_rate: Type.Number(),
  gst_treatment: Type.String({ description: "taxable, nil, exempt, nongst, expwp, expwop, sezwp or sezwop (modules/sales/gst-treatment.ts)" }),
  stock: Type.Number(),
  stock_status: Type.String(),
});
export type ProductOption = Static<typeof ProductOption>;
export const ProductsReply = Ok(Type.Array(ProductOption));

export const Ledger = open({ party: open({ id: Type.Integer(), name: Type.String() }, "the party"), entries: Type.Array(open({}, "a ledger line")), balance: Type.Number() }, "A party's ledger");
export const LedgerReply = Ok(Ledger);

export const DocRow = open({ id: Type.Integer(), number: Type.String(), date: Type.String(), total: Type.Number(), balance: Type.Number() }, "A document in a list");
export const SalesDocument = open(
  { id: Type.Integer(), number: Type.String(), date: Type.String(), total: Type.Number(), balance: Type.Number(), lines: Type.Array(open({}, "a line")) },
  "An invoice or bill with its lines, GST split and the business's print details",
);
export const DocListReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(DocRow),
  total: Type.Optional(Type.Integer()),
  sums: Type.Optional(open({}, "sums over the filtered list")),
});
export const DocReply = Ok(SalesDocument);
export const DocSaveReply = OkMessage(SalesDocument);
export const DocumentBody = Type.Record(Type.String(), Type.Unknown(), { description: "party, date, payment type and lines; checked field by field. request_key (new documents, optional): a resend with the same key and body answers with the first document, another body with it is 422" });

export const PaymentLinkBody = Type.Object(
  { send_sms: Type.Optional(Type.Boolean()), to: Type.Optional(Type.String({ maxLength: 20 })), request_key: Type.Optional(RequestKey) },
  { additionalProperties: false },
);
export const PaymentLinkReply = OkMessage(
  Type.Object({
    link: Type.String(),
    text: Type.String(),
    balance: Type.Number(),
    number: Type.String(),
    party_name: Nullable(Type.String()),
    party_phone: Nullable(Type.String()),
    sent: Type.Optional(Type.Object({ to: Type.String(), status: Type.String() })),
  }),
);

export const PaymentRow = open({ id: Type.Integer(), date: Type.String(), amount: Type.Number() }, "A payment in or out with its allocations");
export const PaymentsReply = Type.Object({ success: Type.Boolean(), data: Type.Array(PaymentRow), total: Type.Integer(), sum: Type.Number() });
export const PaymentBody = Type.Record(Type.String(), Type.Unknown(), { description: "party, date, amount, mode and allocations" });
export const PaymentSavedReply = OkMessage(Type.Object({ id: Type.Integer() }));
export const ReportReply = Ok(Type.Unknown({ description: "the report: its shape depends on :report (sales, purchase, profit-loss, party-profit, dashboard)" }));
