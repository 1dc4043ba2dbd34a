import { bigint, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

export type TopupStatus = "PENDING" | "SUCCESS" | "FAILED";

/** One row per top-up order sent to the gateway (migrations 0010, 0132). */
export const walletTopups = pgTable("wallet_topups", {
  merchantTranId: varchar("merchant_tran_id", { length: 16 }).primaryKey(),
  businessId: integer("business_id").notNull(),
  userId: integer("user_id"),
  mode: varchar("mode", { length: 8 }).$type<"COLLECT" | "QR">().notNull(),
  amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  payerVpa: text("payer_vpa"),
  status: varchar("status", { length: 10 }).$type<TopupStatus>().notNull().default("PENDING"),
  providerMessage: text("provider_message"),
  paymentResponse: text("payment_response"),
  creditedAt: timestamp("credited_at", { withTimezone: true }),
  /** When a reconciler last claimed it for a check with the provider (migration 0132). */
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  /** A FAILED order the provider never knew of is asked about once more at this moment (migration 0261). */
  recheckAt: timestamp("recheck_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
