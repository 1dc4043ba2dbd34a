import { bigint, bigserial, date, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Payments customers made to a business's static QR, as the gateway reported them (migration 0010). */
export const qrPayments = pgTable("qr_payments", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  merchantTranId: varchar("merchant_tran_id", { length: 35 }).notNull().unique(),
  rrn: varchar("rrn", { length: 12 }),
  payerVpa: text("payer_vpa").notNull(),
  payerName: text("payer_name"),
  amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  status: varchar("status", { length: 10 }).$type<"SUCCESS" | "FAILURE" | "PENDING">().notNull(),
  note: text("note"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SUCCESS payments per business and IST day, kept by triggers in the payment's transaction (migration 0380). */
export const qrPaymentDaily = pgTable(
  "qr_payment_daily",
  {
    businessId: integer("business_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    payments: integer("payments").notNull(),
    paise: bigint("paise", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);
