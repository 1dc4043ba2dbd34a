/**
 * Sales & purchase: /api/sales/:businessId/... Closed both ways (closed.ts): a body key the contract
 * does not name is a 400 naming it, and every field of an answer is declared here (Fastify serialises
 * answers by these schemas, so a field left out would be dropped). The console reads the answers
 * through these types (`Static`), never through copies of them.
 */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage, RequestKey, Timestamp } from "../../contracts/common";
import { INVOICE_LANGUAGES } from "./invoice-words";
import { GST_TREATMENTS } from "./gst-treatment";
import { closed } from "./closed";
import { EinvoiceRecord } from "./einvoice-contract";

export const SalesParams = Type.Object({ businessId: Type.String({ maxLength: 40 }) });
export const DocsParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), docs: Type.String({ maxLength: 40, description: "invoices or bills" }) });
export const DocParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), docs: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const InvoiceParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const DirectionParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), direction: Type.String({ maxLength: 40, description: "in or out" }) });
export const PaymentParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), direction: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const ReportParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), report: Type.String({ maxLength: 40, description: "sales, purchase, profit-loss, party-profit or dashboard (another: 404)" }) });
const filter = Type.Optional(Type.String({ maxLength: 200 }));
export const SalesQuery = Type.Object({ from: filter, to: filter, q: filter, party_id: filter, status: filter, open: filter, _start: filter, _end: filter, limit: filter });

/** English alone (en), or English and Hindi side by side (hi) on the printed invoice. */
const InvoiceLanguage = Type.Union(INVOICE_LANGUAGES.map((code) => Type.Literal(code)), { description: "en: English; hi: English and Hindi side by side" });
const PrintFormat = Type.Union([Type.Literal("A4"), Type.Literal("thermal")]);
const IsoDay = Type.String({ description: "YYYY-MM-DD", maxLength: 40 });

export const SalesSettings = Type.Object({
  invoice_prefix: Type.String(),
  next_number: Type.Integer(),
  financial_year: Type.Integer(),
  default_gst_rate: Type.Number(),
  state_code: Type.String(),
  terms: Type.String(),
  print_format: PrintFormat,
  invoice_language: InvoiceLanguage,
  hsn_digits: Type.Integer({ description: "HSN/SAC digits a registered business's sale lines carry: 4 or 6" }),
});
export type SalesSettings = Static<typeof SalesSettings>;
export const SettingsReply = closed(Ok(SalesSettings));
export const SettingsSaveReply = closed(OkMessage(SalesSettings));
export const SettingsBody = closed(
  Type.Object({
    invoice_prefix: Type.String({ maxLength: 10 }),
    next_number: Type.Integer(),
    default_gst_rate: Type.Integer(),
    state_code: Type.String(),
    terms: Type.String(),
    print_format: PrintFormat,
    invoice_language: Type.Optional(InvoiceLanguage),
    hsn_digits: Type.Optional(Type.Integer({ description: "HSN/SAC digits on every sale line of a registered business: 4 (turnover up to ₹5 crore) or 6" })),
  }),
);
export type SettingsBody = Static<typeof SettingsBody>;

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
export const PartiesReply = closed(Ok(Type.Array(PartyOption)));
const GstTreatment = Type.Enum([...GST_TREATMENTS], { description: "taxable, nil, exempt, nongst, expwp, expwop, sezwp or sezwop (modules/sales/gst-treatment.ts)" });
export const ProductOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  item_type: Type.String(),
  hsn: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  sale_price: Type.Number(),
  purchase_price: Type.Number(),
  gst_rate: Type.Number(),
  gst_treatment: GstTreatment,
  stock: Type.Number(),
  stock_status: Type.String(),
});
export type ProductOption = Static<typeof ProductOption>;
export const ProductsReply = closed(Ok(Type.Array(ProductOption)));

/** A party's ledger: opening balance, every document and payment oldest first, the running balance (positive: the party owes us). */
export const Ledger = Type.Object({
  party: Type.Object({ id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()), gstin: Nullable(Type.String()), state_code: Nullable(Type.String()), party_type: Type.String() }),
  opening_balance: Type.Number(),
  entries: Type.Array(
    Type.Object({
      date: Type.String(),
      type: Type.String({ description: "sale, purchase, credit, debit, sdebit, received, paid, payment_in or payment_out" }),
      label: Type.String(),
      doc_id: Type.Integer({ description: "the document's id, or the payment's for payment_in and payment_out" }),
      number: Type.String(),
      debit: Type.Number(),
      credit: Type.Number(),
      balance: Type.Number(),
    }),
  ),
  balance: Type.Number(),
  to_receive: Type.Number(),
  to_pay: Type.Number(),
});
export type Ledger = Static<typeof Ledger>;
export const LedgerReply = closed(Ok(Ledger));

const DocKind = Type.Enum(["sale", "purchase", "credit", "debit", "sdebit"], { description: "sale, purchase, credit (sales return), debit (purchase return) or sdebit (a supplier's debit note: a sale's price raised)" });
const NoteKind = Type.Enum(["credit", "debit", "sdebit"]);
const PaymentType = Type.Enum(["cash", "credit"]);
const PayMode = Type.Enum(["cash", "upi", "bank", "cheque"]);
export type PayMode = Static<typeof PayMode>;

/** A document in a list: invoices or bills, or a party's open ones (?open=1). */
export const DocRow = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  date: Type.String(),
  payment_type: PaymentType,
  party_id: Nullable(Type.Integer()),
  party_name: Type.String(),
  total: Type.Number(),
  paid: Type.Number(),
  balance: Type.Number({ description: "0 for a cancelled document" }),
  status: Type.Enum(["Paid", "Partly paid", "Unpaid", "Cancelled"]),
});
export type DocRow = Static<typeof DocRow>;

const DocLine = Type.Object({
  product_id: Nullable(Type.Integer()),
  name: Type.String(),
  hsn: Type.String(),
  qty: Type.Number(),
  unit: Type.String(),
  rate: Type.Number(),
  discount: Type.Number(),
  gst_rate: Type.Number(),
  treatment: GstTreatment,
  taxable: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
});
export type DocLine = Static<typeof DocLine>;
export const TaxBreakupRow = Type.Object({ gst_rate: Type.Number(), taxable: Type.Number(), cgst: Type.Number(), sgst: Type.Number(), igst: Type.Number() });
/** The seller as a printed document names it; a STAFF member's screen gets the bank account's last 4 digits only. */
export const PrintedBusiness = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  gstin: Nullable(Type.String()),
  state_code: Type.String(),
  logo: Nullable(Type.String()),
  upi_id: Nullable(Type.String()),
  bank: Nullable(Type.Object({ name: Nullable(Type.String()), account: Type.String(), ifsc: Nullable(Type.String()) })),
});

/** An invoice, bill or note with its lines, GST split, the notes against it and the business's print details (rupees). */
export const SalesDocument = Type.Object({
  id: Type.Integer(),
  kind: DocKind,
  number: Type.String(),
  financial_year: Type.String({ description: "2026-27" }),
  date: Type.String(),
  payment_type: PaymentType,
  party_id: Nullable(Type.Integer()),
  party_name: Type.String(),
  party_phone: Nullable(Type.String()),
  party_gstin: Nullable(Type.String()),
  party_address: Nullable(Type.String()),
  place_of_supply: Type.String(),
  supplier_state: Type.String(),
  party_state: Type.String(),
  inter_state: Type.Boolean(),
  gross: Type.Number(),
  discount: Type.Number(),
  taxable: Type.Number(),
  cgst: Type.Number(),
  sgst: Type.Number(),
  igst: Type.Number(),
  round_off: Type.Number(),
  total: Type.Number(),
  amount_received: Type.Number(),
  paid: Type.Number(),
  balance: Type.Number(),
  payment_mode: PayMode,
  notes: Type.String(),
  reverse_charge: Type.Boolean({ description: "CGST rule 46(p): the buyer pays the tax on reverse charge" }),
  status: Type.Enum(["issued", "cancelled"]),
  cancelled_at: Nullable(Timestamp),
  original_id: Nullable(Type.Integer()),
  created_at: Timestamp,
  amount_in_words: Type.String(),
  lines: Type.Array(DocLine),
  tax_breakup: Type.Array(TaxBreakupRow),
  business: PrintedBusiness,
  terms: Type.String(),
  print_format: PrintFormat,
  invoice_language: InvoiceLanguage,
  notes_issued: Type.Array(
    Type.Object({ id: Type.Integer(), kind: NoteKind, number: Type.String(), date: Type.String(), total: Type.Number(), cancelled: Type.Boolean() }),
    { description: "credit or debit notes issued against this document" },
  ),
  original: Nullable(Type.Object({ id: Type.Integer(), number: Type.String(), date: Type.String() }, { description: "for a note: the invoice or bill it reverses" })),
  /** What the IRP answered for a B2B invoice or note, once recorded; null for a purchase or a debit note. */
  einvoice: Nullable(EinvoiceRecord),
});
export type SalesDocument = Static<typeof SalesDocument>;

export const DocListReply = closed(
  Type.Object({
    success: Type.Boolean(),
    data: Type.Array(DocRow),
    total: Type.Optional(Type.Integer()),
    sums: Type.Optional(Type.Object({ total: Type.Number(), balance: Type.Number() }, { description: "sums over the filtered list, cancelled documents left out" })),
  }),
);
export type DocList = Static<typeof DocListReply>;
export const DocReply = closed(Ok(SalesDocument));
export const DocSaveReply = closed(OkMessage(SalesDocument));

/** Rupees as a number or as plain-digit text ("250.50"); at most two decimals (checked with the field's own message). */
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 40 })], { description: "rupees: a number or plain-digit text like 250.50" });
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** A line as the editor (and the offline outbox, modules/sales/console/document-body.ts) sends it. */
const LineBody = Type.Object({
  product_id: Type.Optional(Nullable(Type.Integer({ description: "a product of the catalogue; its name, HSN, unit and treatment fill what is left out" }))),
  name: Type.Optional(Text(500)),
  hsn: Type.Optional(Text(40, "HSN/SAC: 4 to 8 digits")),
  qty: Type.Number({ description: "more than 0, at most 3 decimals" }),
  unit: Type.Optional(Text(40)),
  rate: Amount,
  discount: Type.Optional(Amount),
  discount_percent: Type.Optional(Type.Number({ description: "0 to 100, at most 2 decimals" })),
  gst_rate: Type.Number({ description: "one of the rates in force on the document's date" }),
  treatment: Type.Optional(GstTreatment),
});
/** A new or changed invoice or bill. */
export const DocumentBody = closed(
  Type.Object(
    {
      payment_type: PaymentType,
      date: IsoDay,
      party_id: Type.Optional(Nullable(Type.Integer({ description: "a party; a credit document needs one" }))),
      party_name: Type.Optional(Text(500, "a walk-in customer's (or a cash purchase's) name, without a party")),
      party_phone: Type.Optional(Text(40, "a walk-in customer's mobile")),
      party_state: Type.Optional(Text(40, "sale: the place of supply; purchase: the supplier's state (state code); the party's by default")),
      number: Type.Optional(Text(200, "purchase: the supplier's bill number (sale numbers come from the counter)")),
      lines: Type.Array(LineBody, { maxItems: 200 }),
      amount_received: Type.Optional(Amount),
      payment_mode: Type.Optional(PayMode),
      round_off: Type.Optional(Type.Boolean({ description: "round the total to the rupee (default true)" })),
      notes: Type.Optional(Type.String({ maxLength: 10_000 })),
      reverse_charge: Type.Optional(Type.Boolean({ description: "CGST rule 46(p): the buyer pays the tax on reverse charge" })),
      request_key: Type.Optional(RequestKey),
    },
    { description: "request_key (new documents): a resend with the same key and body answers with the first document, another body with it is 422" },
  ),
);
export type DocumentBody = Static<typeof DocumentBody>;

export const PaymentLinkBody = closed(Type.Object({ send_sms: Type.Optional(Type.Boolean()), to: Type.Optional(Type.String({ maxLength: 20 })), request_key: Type.Optional(RequestKey) }));
export const PaymentLink = Type.Object({
  link: Type.String(),
  text: Type.String(),
  balance: Type.Number(),
  number: Type.String(),
  party_name: Nullable(Type.String()),
  party_phone: Nullable(Type.String()),
  sent: Type.Optional(Type.Object({ to: Type.String(), status: Type.String() })),
});
export const PaymentLinkReply = closed(OkMessage(PaymentLink));

/** A payment in or out with the documents it settles. */
export const PaymentRow = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  party_id: Type.Integer(),
  party_name: Type.String(),
  amount: Type.Number(),
  mode: PayMode,
  reference: Type.String(),
  notes: Type.String(),
  allocations: Type.Array(Type.Object({ invoice_id: Type.Integer(), number: Type.String(), amount: Type.Number() })),
  unallocated: Type.Number(),
});
export type PaymentRow = Static<typeof PaymentRow>;
export const PaymentsReply = closed(Type.Object({ success: Type.Boolean(), data: Type.Array(PaymentRow), total: Type.Integer(), sum: Type.Number() }));
export type PaymentList = Static<typeof PaymentsReply>;
export const PaymentBody = closed(
  Type.Object({
    party_id: Type.Integer(),
    date: IsoDay,
    amount: Amount,
    mode: PayMode,
    reference: Type.Optional(Text(500, "cheque or bank: its number or UTR (required)")),
    notes: Type.Optional(Text(2000)),
    allocations: Type.Optional(
      Type.Array(Type.Object({ invoice_id: Type.Integer(), amount: Amount }), { maxItems: 500, description: "which invoices (in) or bills (out) it settles; left out: the oldest open ones first" }),
    ),
  }),
);
export type PaymentBody = Static<typeof PaymentBody>;
/** A deletion's answer. */
export const Deleted = closed(Type.Object({ success: Type.Boolean(), message: Type.String() }));
export const PaymentSavedReply = closed(OkMessage(Type.Object({ id: Type.Integer() })));

/* Reports (GET …/reports/:report): one shape per report. */
const Range = Type.Object({ from: Type.String(), to: Type.String() });
const Day = Type.Object({ date: Type.String(), count: Type.Integer(), taxable: Type.Number(), tax: Type.Number(), total: Type.Number(), balance: Type.Number() });
const TopProduct = Type.Object({ product_id: Nullable(Type.Integer()), name: Type.String(), qty: Type.Number(), taxable: Type.Number(), total: Type.Number() });
const TopParty = Type.Object({ party_id: Nullable(Type.Integer()), name: Type.String(), count: Type.Integer(), total: Type.Number() });
/** Sales or purchase: totals, tax by rate, day by day, top products and parties. */
export const DocumentReport = Type.Object({
  range: Range,
  totals: Type.Object({
    count: Type.Integer(),
    taxable: Type.Number(),
    cgst: Type.Number(),
    sgst: Type.Number(),
    igst: Type.Number(),
    tax: Type.Number(),
    total: Type.Number(),
    paid: Type.Number(),
    balance: Type.Number(),
    cost: Type.Number(),
  }),
  daily: Type.Array(Day),
  by_rate: Type.Array(Type.Object({ gst_rate: Type.Number(), taxable: Type.Number(), cgst: Type.Number(), sgst: Type.Number(), igst: Type.Number(), tax: Type.Number() })),
  top_products: Type.Array(TopProduct),
  top_parties: Type.Array(TopParty),
});
export type DocumentReport = Static<typeof DocumentReport>;
/** Profit & loss: revenue (taxable sales) less the cost of goods sold at purchase rates, month by month. */
export const ProfitLoss = Type.Object({
  range: Range,
  revenue: Type.Number(),
  cogs: Type.Number(),
  gross_profit: Type.Number(),
  margin_percent: Type.Number(),
  output_tax: Type.Number(),
  input_tax: Type.Number(),
  purchases: Type.Number(),
  sales_count: Type.Integer(),
  monthly: Type.Array(Type.Object({ month: Type.String({ description: "YYYY-MM" }), revenue: Type.Number(), cost: Type.Number(), profit: Type.Number() })),
});
export type ProfitLoss = Static<typeof ProfitLoss>;
export const PartyProfit = Type.Object({
  range: Range,
  parties: Type.Array(Type.Object({ party_id: Nullable(Type.Integer()), name: Type.String(), invoices: Type.Integer(), revenue: Type.Number(), cost: Type.Number(), profit: Type.Number() })),
  totals: Type.Object({ revenue: Type.Number(), cost: Type.Number(), profit: Type.Number() }),
});
export type PartyProfit = Static<typeof PartyProfit>;
export const Dashboard = Type.Object({
  range: Range,
  sales: Type.Number(),
  sales_count: Type.Integer(),
  purchases: Type.Number(),
  purchases_count: Type.Integer(),
  receivable: Type.Number(),
  payable: Type.Number(),
  debtors: Type.Integer(),
  creditors: Type.Integer(),
  low_stock: Type.Integer(),
  daily: Type.Array(Day),
  top_products: Type.Array(TopProduct),
  top_parties: Type.Array(TopParty),
});
export type Dashboard = Static<typeof Dashboard>;
/** Each :report and its answer's data. */
export const REPORTS = { sales: DocumentReport, purchase: DocumentReport, "profit-loss": ProfitLoss, "party-profit": PartyProfit, dashboard: Dashboard };
export type ReportName = keyof typeof REPORTS;
export type ReportOf<R extends ReportName> = Static<(typeof REPORTS)[R]>;
export const ReportReply = closed(
  Ok(Type.Union([DocumentReport, ProfitLoss, PartyProfit, Dashboard], { description: "the report: sales and purchase share a shape; profit-loss, party-profit and dashboard have their own" })),
);
