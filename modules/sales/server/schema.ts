import type { InvoiceLanguage } from "../invoice-words";
import type { GstTreatment } from "../gst-treatment";
import { bigint, bigserial, boolean, char, date, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

// Mirrors migrations/0020_sales.sql, 0160_sales_books.sql, 0220_invoice_language.sql and 0330_gst_treatment.sql (the migration is the source of truth for the DDL); share links: share-links.ts.

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const paise = (name: string) => bigint(name, { mode: "number" }).notNull();

/**
 * credit: a credit note (sales return) against a sale; debit: a debit note (purchase return) against a bill;
 * sdebit: a supplier's debit note against a sale (a price raised after the invoice, migrations/0330).
 */
export type DocKind = "sale" | "purchase" | "credit" | "debit" | "sdebit";
export type { GstTreatment } from "../gst-treatment";
export type PaymentType = "cash" | "credit";
export type PayMode = "cash" | "upi" | "bank" | "cheque";
export type PrintFormat = "A4" | "thermal";

export const salesSettings = pgTable("sales_settings", {
  businessId: integer("business_id").primaryKey(),
  invoicePrefix: varchar("invoice_prefix", { length: 10 }).notNull().default("INV-"),
  defaultGstRate: integer("default_gst_rate").notNull().default(18),
  stateCode: varchar("state_code", { length: 2 }),
  terms: text("terms").notNull().default(""),
  printFormat: varchar("print_format", { length: 8 }).$type<PrintFormat>().notNull().default("A4"),
  invoiceLanguage: varchar("invoice_language", { length: 3 }).$type<InvoiceLanguage>().notNull().default("en"),
  hsnDigits: integer("hsn_digits").notNull().default(4),
  updatedAt: stamp("updated_at"),
});

export const salesCounters = pgTable(
  "sales_counters",
  {
    businessId: integer("business_id").notNull(),
    fy: integer("fy").notNull(),
    nextNumber: integer("next_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.fy] })],
);

export const salesInvoices = pgTable("sales_invoices", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  kind: varchar("kind", { length: 8 }).$type<DocKind>().notNull(),
  number: varchar("number", { length: 16 }).notNull(),
  fy: integer("fy").notNull(),
  seq: integer("seq"),
  docDate: date("doc_date", { mode: "string" }).notNull(),
  paymentType: varchar("payment_type", { length: 8 }).$type<PaymentType>().notNull(),
  partyId: integer("party_id"),
  partyName: text("party_name").notNull(),
  partyPhone: varchar("party_phone", { length: 10 }),
  partyGstin: varchar("party_gstin", { length: 15 }),
  partyAddress: text("party_address"),
  placeOfSupply: varchar("place_of_supply", { length: 2 }).notNull(),
  supplierState: varchar("supplier_state", { length: 2 }).notNull(),
  grossPaise: paise("gross_paise"),
  discountPaise: paise("discount_paise"),
  taxablePaise: paise("taxable_paise"),
  cgstPaise: paise("cgst_paise"),
  sgstPaise: paise("sgst_paise"),
  igstPaise: paise("igst_paise"),
  roundOffPaise: integer("round_off_paise").notNull(),
  totalPaise: paise("total_paise"),
  costPaise: paise("cost_paise").default(0),
  receivedPaise: paise("received_paise").default(0),
  paidPaise: paise("paid_paise").default(0),
  paymentMode: varchar("payment_mode", { length: 8 }).$type<PayMode>().notNull().default("cash"),
  notes: text("notes").notNull().default(""),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  cancelledBy: integer("cancelled_by"),
  reverseCharge: boolean("reverse_charge").notNull().default(false),
  originalId: bigint("original_id", { mode: "number" }),
  createdAt: stamp("created_at"),
  updatedAt: stamp("updated_at"),
});

export const salesInvoiceLines = pgTable("sales_invoice_lines", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
  kind: varchar("kind", { length: 8 }).$type<DocKind>().notNull(),
  docDate: date("doc_date", { mode: "string" }).notNull(),
  position: integer("position").notNull(),
  productId: integer("product_id"),
  name: text("name").notNull(),
  hsn: varchar("hsn", { length: 8 }).notNull().default(""),
  qty: numeric("qty", { precision: 14, scale: 3, mode: "number" }).notNull(),
  unit: varchar("unit", { length: 8 }).notNull().default("PCS"),
  ratePaise: paise("rate_paise"),
  discountPaise: paise("discount_paise"),
  gstRate: integer("gst_rate").notNull(),
  taxablePaise: paise("taxable_paise"),
  taxPaise: paise("tax_paise"),
  totalPaise: paise("total_paise"),
  costPaise: paise("cost_paise").default(0),
  interState: boolean("inter_state").notNull().default(false),
  cancelled: boolean("cancelled").notNull().default(false),
  treatment: varchar("treatment", { length: 8 }).$type<GstTreatment>().notNull().default("taxable"),
});

export const salesPayments = pgTable("sales_payments", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  direction: varchar("direction", { length: 3 }).$type<"in" | "out">().notNull(),
  partyId: integer("party_id").notNull(),
  payDate: date("pay_date", { mode: "string" }).notNull(),
  amountPaise: paise("amount_paise"),
  mode: varchar("mode", { length: 8 }).$type<PayMode>().notNull(),
  reference: text("reference").notNull().default(""),
  notes: text("notes").notNull().default(""),
  createdAt: stamp("created_at"),
});

export const salesAllocations = pgTable(
  "sales_allocations",
  {
    paymentId: bigint("payment_id", { mode: "number" }).notNull(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    businessId: integer("business_id").notNull(),
    amountPaise: paise("amount_paise"),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] })],
);

export const salesPeriodLocks = pgTable(
  "sales_period_locks",
  {
    businessId: integer("business_id").notNull(),
    period: char("period", { length: 7 }).notNull(),
    lockedAt: stamp("locked_at"),
    lockedBy: integer("locked_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.period] })],
);

export const salesPeriodLockEvents = pgTable("sales_period_lock_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  period: char("period", { length: 7 }).notNull(),
  action: varchar("action", { length: 8 }).$type<"lock" | "unlock">().notNull(),
  userId: integer("user_id").notNull(),
  at: stamp("at"),
});

/** One row per keyed create (migrations/0360_sales_request_keys.sql): a resend answers with the first document. */
export const salesRequestKeys = pgTable(
  "sales_request_keys",
  {
    businessId: integer("business_id").notNull(),
    requestKey: varchar("request_key", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 8 }).$type<DocKind>().notNull(),
    bodyHash: char("body_hash", { length: 64 }).notNull(),
    invoiceId: bigint("invoice_id", { mode: "number" }),
    createdAt: stamp("created_at"),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.requestKey] })],
);
