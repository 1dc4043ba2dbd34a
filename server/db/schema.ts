import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

// Mirrors migrations/*.sql (the migrations are the source of truth for DDL; this gives typed queries).

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  mobile: varchar("mobile", { length: 10 }).notNull().unique(),
  name: text("name"),
  email: text("email"),
  /** The console language the user picked (locales/languages.ts), null until they pick one. */
  language: text("language"),
  createdAt: createdAt(),
});

export const otpCodes = pgTable("otp_codes", {
  id: serial("id").primaryKey(),
  mobile: varchar("mobile", { length: 10 }).notNull(),
  /** signin, or booking (a public booking's code, migration 0310): a code is good only for its purpose. */
  purpose: varchar("purpose", { length: 16 }).notNull().default("signin"),
  codeHash: text("code_hash").notNull(),
  ip: text("ip").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: tstz("expires_at").notNull(),
  consumedAt: tstz("consumed_at"),
  createdAt: createdAt(),
});

export const sessions = pgTable("sessions", {
  id: serial("id").primaryKey(),
  /** The current access token (Bearer, in the browser's storage): short-lived, replaced on refresh. */
  tokenHash: text("token_hash").notNull().unique(),
  /** The refresh token, only ever in an httpOnly cookie. */
  refreshHash: text("refresh_hash").unique(),
  /** The refresh token this one replaced (rotation): presented again, it was stolen — unless within the grace. */
  previousRefreshHash: text("previous_refresh_hash").unique(),
  /** When the refresh token last turned over. */
  refreshedAt: tstz("refreshed_at"),
  userId: integer("user_id").notNull(),
  accessExpiresAt: tstz("access_expires_at").notNull(),
  /** The session's absolute end: no refresh goes past it. */
  expiresAt: tstz("expires_at").notNull(),
  /** Bumped on use; the session ends after `idleSeconds` without any. */
  lastSeenAt: tstz("last_seen_at").notNull(),
  idleSeconds: integer("idle_seconds").notNull(),
  revokedAt: tstz("revoked_at"),
  createdAt: createdAt(),
});

/** Every refresh token a session has turned over (its family): presented again, it ends the session. */
export const sessionRefreshHistory = pgTable("session_refresh_history", {
  hash: text("hash").primaryKey(),
  sessionId: integer("session_id").notNull(),
  supersededAt: tstz("superseded_at").notNull().defaultNow(),
});

export const businessMasters = pgTable("business_masters", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const businesses = pgTable("businesses", {
  id: serial("id").primaryKey(),
  ownerId: integer("owner_id").notNull(),
  businessMasterId: integer("business_master_id").notNull(),
  businessName: text("business_name").notNull(),
  businessEmail: text("business_email"),
  businessLogoPath: text("business_logo_path"),
  phone: varchar("phone", { length: 10 }),
  address: text("address"),
  city: text("city"),
  stateCode: varchar("state_code", { length: 2 }),
  pincode: varchar("pincode", { length: 6 }),
  gstin: varchar("gstin", { length: 15 }),
  pan: varchar("pan", { length: 10 }),
  bankAccountName: text("bank_account_name"),
  bankAccountNumber: text("bank_account_number"),
  ifsc: varchar("ifsc", { length: 11 }),
  upiId: text("upi_id"),
  createdAt: createdAt(),
});

export type Role = "ADMIN" | "STAFF";
/** Per-module permissions of a STAFF member: module key → "none" | "read" | "write". */
export type Permissions = Record<string, "none" | "read" | "write">;

export const businessMembers = pgTable(
  "business_members",
  {
    businessId: integer("business_id").notNull(),
    userId: integer("user_id").notNull(),
    role: varchar("role", { length: 10 }).$type<Role>().notNull(),
    permissions: jsonb("permissions").$type<Permissions>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] })],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    businessId: integer("business_id").notNull(),
    module: varchar("module", { length: 32 }).notNull(),
    plan: varchar("plan", { length: 16 }).notNull(),
    startsAt: tstz("starts_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at"),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.module] })],
);

export const walletLedger = pgTable("wallet_ledger", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  businessId: integer("business_id").notNull(),
  amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  kind: varchar("kind", { length: 16 }).notNull(),
  reference: text("reference").notNull().unique(),
  note: text("note"),
  createdAt: createdAt(),
});

/**
 * One row per business with entries: the ledger sum, kept equal to it by statement triggers on
 * wallet_ledger (migrations/0011_wallet_balance.sql) so the balance is read without summing.
 */
export const walletBalances = pgTable("wallet_balances", {
  businessId: integer("business_id").primaryKey(),
  balancePaise: bigint("balance_paise", { mode: "number" }).notNull().default(0),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const smsOutbox = pgTable("sms_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  recipient: varchar("recipient", { length: 10 }).notNull(),
  sender: varchar("sender", { length: 6 }).notNull(),
  body: text("body").notNull(),
  status: varchar("status", { length: 16 }).notNull().default("DELIVERED"),
  dltTemplateId: varchar("dlt_template_id", { length: 19 }),
  reference: text("reference").unique(),
  createdAt: createdAt(),
});

/**
 * Each business's change counter, moved at the commit of every transaction that wrote the tables
 * whose answers are reused (migrations/0240_business_epochs.sql); no row is 0.
 */
export const businessEpochs = pgTable("business_epochs", {
  businessId: integer("business_id").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull().default(0),
});
