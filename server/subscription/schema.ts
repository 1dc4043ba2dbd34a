import { bigint, bigserial, integer, pgTable, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";

/** Mirrors migrations/0030_subscription_payments.sql and 0130 (reference = its ledger debit's). */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: integer("business_id").notNull(),
    module: varchar("module", { length: 32 }).notNull(),
    plan: varchar("plan", { length: 16 }).notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    requestKey: varchar("request_key", { length: 64 }).notNull(),
    reference: text("reference").notNull().unique(),
    userId: integer("user_id").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.requestKey)],
);
export type SubscriptionPayment = typeof subscriptionPayments.$inferSelect;
