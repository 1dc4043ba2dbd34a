import { bigint, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** The sandbox gateway's own books (migration 0010). Only gateway/sandbox-*.ts touch it. */
export const sandboxGatewayTxns = pgTable("sandbox_gateway_txns", {
  merchantTranId: varchar("merchant_tran_id", { length: 35 }).primaryKey(),
  kind: varchar("kind", { length: 8 }).$type<"COLLECT" | "QR" | "STATIC">().notNull(),
  amountPaise: bigint("amount_paise", { mode: "number" }),
  payerVpa: text("payer_vpa"),
  payerName: text("payer_name"),
  payeeVpa: text("payee_vpa").notNull(),
  payeeName: text("payee_name").notNull(),
  note: text("note"),
  /** The payee's own reference from the paid link (its `tr`), handed back in the notice (migration 0300). */
  payeeReference: varchar("payee_reference", { length: 35 }),
  status: varchar("status", { length: 10 }).$type<"PENDING" | "SUCCESS" | "FAILURE" | "CANCELLED" | "EXPIRED">().notNull().default("PENDING"),
  message: text("message"),
  rrn: varchar("rrn", { length: 12 }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
