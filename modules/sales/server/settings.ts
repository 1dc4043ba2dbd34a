import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { readTogether, tableRow, type Reading } from "../../../server/db/read-together";
import { businesses } from "../../../server/db/schema";
import { badRequest, HttpError } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { salesCounters, salesInvoices, salesSettings, type PrintFormat } from "./schema";
import { allowedGstRates, financialYear, gstinStateMismatchValues, INVOICE_NUMBER_RE, INVOICE_PREFIX_RE, invoiceNumber } from "../../../resources/gst";
import { GST_STATES } from "../../../resources/validators";
import { istDate } from "../../../resources/ist";
import type { InvoiceLanguage } from "../invoice-words";
import { HSN_DIGITS } from "../gst-treatment";

export interface SalesSettingsView {
  invoice_prefix: string;
  next_number: number;
  financial_year: number;
  default_gst_rate: number;
  state_code: string;
  terms: string;
  print_format: PrintFormat;
  invoice_language: InvoiceLanguage;
  /** HSN/SAC digits each sale line must carry when the business is GST-registered: 4 (turnover up to ₹5 crore) or 6. */
  hsn_digits: number;
}


/** The settings row, or defaults from the business (its GST state) when never saved. */
export async function settingsOf(db: Db, businessId: number) {
  return (await businessWithSettings(db, businessId)).settings;
}

/**
 * The business's row and its sales settings, in one statement (an invoice's save and its print read
 * both: each statement is a round trip on a busy pool). `business` is undefined for no such business.
 */
export async function businessWithSettings(db: Db, businessId: number) {
  return (await readTogether(db, { found: businessWithSettingsReading(businessId) })).found;
}

type Business = typeof businesses.$inferSelect;

/** The same as a read of a larger statement (getDocument's). */
export function businessWithSettingsReading(businessId: number): Reading<{ business: Business | undefined; settings: ReturnType<typeof settingsFrom> }> {
  return {
    query: sql`SELECT to_json(b) AS business, to_json(s) AS settings FROM ${businesses} b LEFT JOIN ${salesSettings} s ON s.business_id = b.id WHERE b.id = ${businessId}`,
    read: ([found]) => {
      const business = found ? tableRow(businesses, found.business as Record<string, unknown>) : undefined;
      return { business, settings: settingsFrom(found?.settings ? tableRow(salesSettings, found.settings as Record<string, unknown>) : undefined, business) };
    },
  };
}

function settingsFrom(row: typeof salesSettings.$inferSelect | undefined, business: { stateCode: string | null } | undefined) {
  return {
    invoicePrefix: row?.invoicePrefix ?? "INV-",
    defaultGstRate: row?.defaultGstRate ?? 18,
    stateCode: row?.stateCode || business?.stateCode || "",
    terms: row?.terms ?? "Goods once sold will not be taken back. Subject to local jurisdiction.",
    printFormat: (row?.printFormat ?? "A4") as PrintFormat,
    invoiceLanguage: (row?.invoiceLanguage ?? "en") as InvoiceLanguage,
    hsnDigits: row?.hsnDigits ?? 4,
  };
}

/** The next number the counter would hand out in this financial year (without taking it). */
export async function peekNextNumber(db: Db, businessId: number, fy: number): Promise<number> {
  const [counter] = await db.select().from(salesCounters).where(and(eq(salesCounters.businessId, businessId), eq(salesCounters.fy, fy)));
  if (counter) return counter.nextNumber;
  return (await maxSeq(db, businessId, fy)) + 1;
}

async function maxSeq(db: Db, businessId: number, fy: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${salesInvoices.seq}), 0)`.mapWith(Number) })
    .from(salesInvoices)
    .where(and(eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, "sale"), eq(salesInvoices.fy, fy)));
  return row.max;
}

export async function settingsView(db: Db, businessId: number): Promise<SalesSettingsView> {
  const s = await settingsOf(db, businessId);
  const fy = financialYear(istDate());
  return {
    invoice_prefix: s.invoicePrefix,
    next_number: await peekNextNumber(db, businessId, fy),
    financial_year: fy,
    default_gst_rate: s.defaultGstRate,
    state_code: s.stateCode,
    terms: s.terms,
    print_format: s.printFormat,
    invoice_language: s.invoiceLanguage,
    hsn_digits: s.hsnDigits,
  };
}

export interface SettingsBody {
  invoice_prefix: string;
  next_number: number;
  default_gst_rate: number;
  state_code: string;
  terms: string;
  print_format: PrintFormat;
  /** Left as it is when not sent. */
  invoice_language?: InvoiceLanguage;
  /** Left as it is when not sent. */
  hsn_digits?: number;
}

export async function saveSettings(db: Db, businessId: number, body: SettingsBody): Promise<SalesSettingsView> {
  if (!INVOICE_PREFIX_RE.test(body.invoice_prefix)) {
    throw badRequest(phrase("sales.prefix"), "invoice_prefix");
  }
  if (!Number.isSafeInteger(body.next_number) || body.next_number < 1) throw badRequest(phrase("sales.nextNumber"), "next_number");
  if (!INVOICE_NUMBER_RE.test(invoiceNumber(body.invoice_prefix, body.next_number))) {
    throw badRequest(phrase("sales.numberFits"), "next_number");
  }
  const today = istDate();
  if (!allowedGstRates(today).includes(body.default_gst_rate)) {
    throw badRequest(phrase("sales.defaultGstRate", { rates: allowedGstRates(today).join(", ") }), "default_gst_rate");
  }
  if (!GST_STATES[body.state_code]) throw badRequest(phrase("sales.stateCode"), "state_code");
  const [business] = await db.select({ gstin: businesses.gstin }).from(businesses).where(eq(businesses.id, businessId));
  const mismatch = gstinStateMismatchValues(business?.gstin, body.state_code, GST_STATES);
  if (mismatch) throw badRequest(phrase("validation.gstinState", mismatch), "state_code");
  if (body.terms.length > 2000) throw badRequest(phrase("sales.terms"), "terms");
  if (body.hsn_digits !== undefined && !(HSN_DIGITS as readonly number[]).includes(body.hsn_digits)) throw badRequest(phrase("sales.hsnDigits"), "hsn_digits");
  const fy = financialYear(today);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Same lock as a save takes, so a number cannot be handed out between the check and the write.
    await t.execute(sql`INSERT INTO sales_counters (business_id, fy, next_number) VALUES (${businessId}, ${fy}, 1) ON CONFLICT DO NOTHING`);
    await t.execute(sql`SELECT 1 FROM sales_counters WHERE business_id = ${businessId} AND fy = ${fy} FOR UPDATE`);
    const used = await maxSeq(t, businessId, fy);
    if (body.next_number <= used) {
      throw new HttpError(400, phrase("sales.nextAbove", { used }), "next_number");
    }
    await t.update(salesCounters).set({ nextNumber: body.next_number }).where(and(eq(salesCounters.businessId, businessId), eq(salesCounters.fy, fy)));
    const values = {
      invoicePrefix: body.invoice_prefix,
      defaultGstRate: body.default_gst_rate,
      stateCode: body.state_code,
      terms: body.terms,
      printFormat: body.print_format,
      ...(body.invoice_language ? { invoiceLanguage: body.invoice_language } : {}),
      ...(body.hsn_digits !== undefined ? { hsnDigits: body.hsn_digits } : {}),
      updatedAt: new Date(),
    };
    await t.insert(salesSettings).values({ businessId, ...values }).onConflictDoUpdate({ target: salesSettings.businessId, set: values });
  });
  return settingsView(db, businessId);
}

/**
 * Takes the next sale invoice number of the financial year. The counter row is locked by the
 * UPDATE until the saving transaction ends, so concurrent saves queue here and get consecutive
 * numbers; a number already on an invoice (a hand-set counter) is skipped, and the unique index
 * stays the backstop.
 */
export async function takeInvoiceNumber(tx: Db, businessId: number, fy: number, prefix: string): Promise<{ number: string; seq: number }> {
  const step = () =>
    tx.execute<{ seq: number }>(sql`UPDATE sales_counters SET next_number = next_number + 1 WHERE business_id = ${businessId} AND fy = ${fy} RETURNING next_number - 1 AS seq`);
  for (let attempt = 0; attempt < 1000; attempt++) {
    let res = await step();
    if (res.rows.length === 0) {
      // The year's first number: its counter starts after the highest one used (a concurrent first save waits here, then steps it).
      await tx.execute(
        sql`INSERT INTO sales_counters (business_id, fy, next_number)
        SELECT ${businessId}, ${fy}, coalesce(max(seq), 0) + 1 FROM sales_invoices WHERE business_id = ${businessId} AND kind = 'sale' AND fy = ${fy}
        ON CONFLICT DO NOTHING`,
      );
      res = await step();
    }
    const seq = Number(res.rows[0].seq);
    const number = invoiceNumber(prefix, seq);
    if (!INVOICE_NUMBER_RE.test(number)) throw badRequest(phrase("sales.numberTooLong"), "invoice_prefix");
    const taken = await tx.execute(
      sql`SELECT 1 FROM sales_invoices WHERE business_id = ${businessId} AND kind = 'sale' AND fy = ${fy} AND number = ${number} LIMIT 1`,
    );
    if (taken.rows.length === 0) return { number, seq };
  }
  throw new HttpError(409, phrase("sales.noFreeNumber"));
}
