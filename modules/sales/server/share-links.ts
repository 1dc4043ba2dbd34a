import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { bigint, boolean, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { Db } from "../../../server/db/client";
import { HttpError, notFound } from "../../../server/http/errors";
import { phrase, sayIn } from "../../../server/http/language";
import { DEFAULT_SHARE_EXPIRY, shareExpiresAt, type ShareExpiry, type ShareState } from "../../../resources/share-link";
import { salesInvoices } from "./schema";

/**
 * Every link ever made to a sale invoice's public page (migrations/0280_share_link_expiry.sql). At most
 * one per invoice is current (withdrawn_at null); it works until expires_at (null: until withdrawn).
 */
export const salesShareLinks = pgTable("sales_share_links", {
  token: varchar("token", { length: 32 }).primaryKey(),
  invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
  businessId: integer("business_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  replaced: boolean("replaced").notNull().default(false),
});
type LinkRow = typeof salesShareLinks.$inferSelect;

/** 128 random bits, URL-safe: 22 characters. A token says nothing about the business or the invoice. */
const newToken = () => randomBytes(16).toString("base64url");
export const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isLive = (l: Pick<LinkRow, "withdrawnAt" | "expiresAt">, now = new Date()) => !l.withdrawnAt && (l.expiresAt === null || new Date(l.expiresAt) > now);

/** The sale invoice of this business, or 404 (another business's invoice is never revealed). */
async function invoiceRow(db: Db, businessId: number, id: number, lock = false) {
  if (!Number.isSafeInteger(id)) throw notFound(phrase("sales.noSuchInvoice"));
  const query = db
    .select({ id: salesInvoices.id })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.id, id), eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, "sale")));
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(phrase("sales.noSuchInvoice"));
  return row;
}

const currentOf = async (db: Db, invoiceId: number) =>
  (await db.select().from(salesShareLinks).where(and(eq(salesShareLinks.invoiceId, invoiceId), isNull(salesShareLinks.withdrawnAt))))[0];

/** Where the invoice's link stands: the current link (live or expired), else the last one withdrawn, else none. */
export async function shareLinkState(db: Db, businessId: number, id: number): Promise<{ state: ShareState; link: LinkRow | null }> {
  await invoiceRow(db, businessId, id);
  const current = await currentOf(db, id);
  if (current) return { state: isLive(current) ? "live" : "expired", link: current };
  const [last] = await db.select().from(salesShareLinks).where(eq(salesShareLinks.invoiceId, id)).orderBy(desc(salesShareLinks.withdrawnAt)).limit(1);
  return last ? { state: "withdrawn", link: last } : { state: "none", link: null };
}

export const linkTimes = (link: LinkRow | null) => ({
  made_at: link ? iso(link.createdAt) : null,
  expires_at: link ? iso(link.expiresAt) : null,
  withdrawn_at: link ? iso(link.withdrawnAt) : null,
});

/**
 * The invoice's live link, made if there is none (or it expired) or when `renew` asks: a new link
 * replaces the current one, which then answers 410. One at a time per invoice (the invoice row is locked).
 */
export async function makeShareLink(db: Db, businessId: number, id: number, o: { expiresIn?: ShareExpiry; renew?: boolean; userId?: number }): Promise<LinkRow> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await invoiceRow(tx, businessId, id, true);
    const current = await currentOf(tx, id);
    if (current && isLive(current) && !o.renew) return current;
    if (current) await tx.update(salesShareLinks).set({ withdrawnAt: sql`now()`, replaced: true }).where(eq(salesShareLinks.token, current.token));
    const now = new Date();
    const [made] = await tx
      .insert(salesShareLinks)
      .values({ token: newToken(), invoiceId: id, businessId, createdAt: now, createdBy: o.userId ?? null, expiresAt: shareExpiresAt(o.expiresIn ?? DEFAULT_SHARE_EXPIRY, now) })
      .returning();
    return made;
  });
}

/** Withdraws the invoice's current link (live or expired): it answers 410 from now on. Nothing to withdraw is no error. */
export async function withdrawShareLink(db: Db, businessId: number, id: number): Promise<void> {
  await invoiceRow(db, businessId, id);
  await db
    .update(salesShareLinks)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(salesShareLinks.invoiceId, id), eq(salesShareLinks.businessId, businessId), isNull(salesShareLinks.withdrawnAt)));
}

/**
 * The invoice behind a public token while its link is live. A link that expired, was withdrawn or was
 * replaced answers 410 in the invoice's language (Hindi then English on a Hindi invoice), naming the
 * shop to ask for a new one; any other string is simply not found.
 */
export async function liveLinkInvoice<D extends { business: { name: string }; invoice_language: string }>(
  db: Db,
  token: string,
  load: (businessId: number, invoiceId: number) => Promise<D>,
): Promise<D> {
  if (!TOKEN.test(token)) throw notFound(phrase("sales.noSuchInvoice"));
  const [link] = await db
    .select({ invoiceId: salesShareLinks.invoiceId, businessId: salesShareLinks.businessId, expiresAt: salesShareLinks.expiresAt, withdrawnAt: salesShareLinks.withdrawnAt })
    .from(salesShareLinks)
    .where(eq(salesShareLinks.token, token));
  if (!link) throw notFound(phrase("sales.noSuchInvoice"));
  const doc = await load(link.businessId, link.invoiceId);
  if (isLive(link)) return doc;
  const key = link.withdrawnAt ? "sales.shareWithdrawn" : "sales.shareExpired";
  const values = { shop: doc.business.name, date: iso(link.expiresAt) ?? "" };
  const languages = doc.invoice_language === "en" ? ["en"] : [doc.invoice_language, "en"];
  throw new HttpError(410, languages.map((l) => sayIn(l)(key, values)).join("\n"));
}
