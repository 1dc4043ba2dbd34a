import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { badRequest, HttpError } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { salesInvoiceLines, salesInvoices, type DocKind } from "./schema";
import { moveStock, refreshParties } from "./catalogue";
import { byDocument } from "./causes";
import { lockedDocument, stockDelta } from "./documents";
import { isIsoDate } from "../../../resources/validate";
import { assertPeriodsOpen } from "./locks";
import { istDate } from "../../../resources/ist";
import { financialYear, fyLabel, hasMoreDecimals, invoiceTotals } from "../../../resources/gst";
import { MAX_AMOUNT_PAISE } from "../../../resources/money";
import { isZeroRated } from "../gst-treatment";

/**
 * Credit notes (a sales return, against a sale invoice) and debit notes (a purchase return, against
 * a bill): the returned quantities of the original's lines at the original's rates and tax, so tax,
 * stock and the party's balance are reversed exactly. Each has its own series per financial year:
 * CN/26-27/1, DN/26-27/1 (CGST rule 53 wants notes numbered like invoices).
 */
export interface NoteBody {
  date: string;
  reason?: string;
  /** Quantities returned, by the original's line position (1-based). */
  lines: { position: number; qty: number }[];
}

const NOTE_OF: Record<string, { kind: DocKind; prefix: string; label: string }> = {
  sale: { kind: "credit", prefix: "CN", label: "Credit note" },
  purchase: { kind: "debit", prefix: "DN", label: "Debit note" },
};

export async function createNote(db: Db, businessId: number, originalKind: DocKind, originalId: number, body: NoteBody, by?: number): Promise<number> {
  const note = NOTE_OF[originalKind];
  if (!note) throw badRequest(phrase("sales.notesAgainst"), "id");
  if (typeof body?.date !== "string" || !isIsoDate(body.date)) throw badRequest(phrase("sales.date"), "date");
  if (body.date > istDate()) throw badRequest(phrase("sales.dateAfterToday"), "date");
  if (!Array.isArray(body.lines) || body.lines.length === 0) throw badRequest(phrase("sales.chooseReturn"), "lines");
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const original = await lockedDocument(tx, businessId, originalKind, originalId);
    if (original.cancelledAt) throw new HttpError(409, phrase("sales.cancelledNothingToReturn", { number: original.number }), "id");
    if (body.date < original.docDate) throw badRequest(phrase("sales.beforeOriginal"), "date");
    await assertPeriodsOpen(tx, businessId, [body.date]);
    const originalLines = await tx.select().from(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, originalId));
    // What earlier notes already returned, per position.
    const earlier = await tx.execute<{ position: number; qty: string }>(sql`SELECT l.position, sum(l.qty) AS qty FROM sales_invoice_lines l
      JOIN sales_invoices n ON n.id = l.invoice_id WHERE n.business_id = ${businessId} AND n.original_id = ${originalId} AND n.cancelled_at IS NULL GROUP BY l.position`);
    const returned = new Map(earlier.rows.map((r) => [Number(r.position), Number(r.qty)]));
    const picked = body.lines.map((l, i) => {
      const line = originalLines.find((o) => o.position === l?.position);
      if (!line) throw badRequest(phrase("sales.noSuchLine", { line: i + 1, number: original.number }), `lines.${i}.position`);
      if (typeof l.qty !== "number" || !Number.isFinite(l.qty) || l.qty <= 0 || hasMoreDecimals(l.qty, 3)) {
        throw badRequest(phrase("sales.returnQty", { line: i + 1 }), `lines.${i}.qty`);
      }
      const left = Math.round((Number(line.qty) - (returned.get(line.position) ?? 0)) * 1000) / 1000;
      if (l.qty > left) throw badRequest(phrase("sales.returnLeft", { line: i + 1, left, name: line.name }), `lines.${i}.qty`);
      // A line listed twice in one note counts twice: what this note returns is returned for its next line.
      returned.set(line.position, (returned.get(line.position) ?? 0) + l.qty);
      return { line, qty: l.qty };
    });
    const totals = invoiceTotals(
      picked.map((p) => ({
        qty: p.qty,
        ratePaise: p.line.ratePaise,
        // The original's discount, in proportion to the quantity returned.
        discountPaise: Math.round((p.line.discountPaise * p.qty) / Number(p.line.qty)),
        gstRate: p.line.gstRate,
      })),
      original.supplierState,
      original.placeOfSupply,
      true,
      picked.some((p) => isZeroRated(p.line.treatment)),
    );
    const row = await insertNoteHeader(tx, businessId, { kind: note.kind, prefix: note.prefix, label: note.label }, original, body, totals, {
      costPaise: picked.reduce((s, p) => s + Math.round((p.line.costPaise * p.qty) / Number(p.line.qty)), 0),
    });
    const lines = picked.map((p, i) => ({
      businessId,
      invoiceId: row.id,
      kind: note.kind,
      docDate: body.date,
      position: p.line.position,
      productId: p.line.productId,
      name: p.line.name,
      hsn: p.line.hsn,
      qty: p.qty,
      unit: p.line.unit,
      ratePaise: p.line.ratePaise,
      discountPaise: totals.lines[i].discountPaise,
      gstRate: p.line.gstRate,
      taxablePaise: totals.lines[i].taxablePaise,
      taxPaise: totals.lines[i].taxPaise,
      totalPaise: totals.lines[i].totalPaise,
      costPaise: Math.round((p.line.costPaise * p.qty) / Number(p.line.qty)),
      interState: totals.interState,
      treatment: p.line.treatment,
    }));
    await tx.insert(salesInvoiceLines).values(lines);
    const because = byDocument("saved", note.kind, row.number, by);
    await moveStock(tx, businessId, stockDelta(note.kind, lines), because);
    await refreshParties(tx, businessId, [original.partyId], because);
    return row.id;
  });
}

/** The next number of a note series in a financial year (CN/26-27/1): serialised per business, gap-free. */
type Original = Awaited<ReturnType<typeof lockedDocument>>;
type Totals = ReturnType<typeof invoiceTotals>;

/** A note's own row: its number in its series, the original's party and place of supply, its totals. */
async function insertNoteHeader(
  tx: Db,
  businessId: number,
  note: { kind: DocKind; prefix: string; label: string },
  original: Original,
  body: { date: string; reason?: unknown },
  totals: Totals,
  { costPaise }: { costPaise: number },
): Promise<{ id: number; number: string }> {
  const fy = financialYear(body.date);
  const { seq, number } = await takeNoteNumber(tx, businessId, note.kind, note.prefix, fy);
  const [row] = await tx
    .insert(salesInvoices)
    .values({
      businessId,
      kind: note.kind,
      number,
      fy,
      seq,
      docDate: body.date,
      paymentType: "credit",
      partyId: original.partyId,
      partyName: original.partyName,
      partyPhone: original.partyPhone,
      partyGstin: original.partyGstin,
      partyAddress: original.partyAddress,
      placeOfSupply: original.placeOfSupply,
      supplierState: original.supplierState,
      grossPaise: totals.grossPaise,
      discountPaise: totals.discountPaise,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      roundOffPaise: totals.roundOffPaise,
      totalPaise: totals.totalPaise,
      costPaise,
      notes: `${note.label} against ${original.number} of ${original.docDate}${body.reason ? `: ${String(body.reason).slice(0, 500)}` : ""}`,
      reverseCharge: original.reverseCharge,
      originalId: original.id,
    })
    .returning({ id: salesInvoices.id, number: salesInvoices.number });
  return row;
}

async function takeNoteNumber(tx: Db, businessId: number, kind: DocKind, prefix: string, fy: number): Promise<{ seq: number; number: string }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261161, ${businessId})`);
  const [{ seq }] = (
    await tx.execute<{ seq: number }>(sql`SELECT coalesce(max(seq), 0) + 1 AS seq FROM sales_invoices WHERE business_id = ${businessId} AND kind = ${kind} AND fy = ${fy}`)
  ).rows;
  return { seq: Number(seq), number: `${prefix}/${fyLabel(fy).slice(2)}/${seq}` };
}

/** A supplier's debit note: the amounts (rupees, before GST) by which the prices of an invoice's lines went up. */
export interface PriceDebitBody {
  date: string;
  reason?: string;
  lines: { position: number; amount: number }[];
}

/**
 * A debit note a supplier issues when a price goes up after the invoice (CGST section 34(3)): its own
 * series SDN/26-27/1, against a sale invoice, each line the extra taxable value of one of the
 * invoice's lines at that line's GST rate and treatment. No goods move, so the line's quantity is 0
 * and its rate is the amount raised; the buyer owes the total, and the month's GSTR-1 (cdnr/cdnur,
 * ntty D, or B2C small) and GSTR-3B liability grow by it.
 */
export async function createPriceDebitNote(db: Db, businessId: number, originalId: number, body: PriceDebitBody, by?: number): Promise<number> {
  if (typeof body?.date !== "string" || !isIsoDate(body.date)) throw badRequest(phrase("sales.date"), "date");
  if (body.date > istDate()) throw badRequest(phrase("sales.dateAfterToday"), "date");
  if (!Array.isArray(body.lines) || body.lines.length === 0) throw badRequest(phrase("sales.chooseReturn"), "lines");
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const original = await lockedDocument(tx, businessId, "sale", originalId);
    if (original.cancelledAt) throw new HttpError(409, phrase("sales.cancelledNothingToReturn", { number: original.number }), "id");
    if (body.date < original.docDate) throw badRequest(phrase("sales.beforeOriginal"), "date");
    await assertPeriodsOpen(tx, businessId, [body.date]);
    const originalLines = await tx.select().from(salesInvoiceLines).where(eq(salesInvoiceLines.invoiceId, originalId));
    const picked = body.lines.map((l, i) => {
      const line = originalLines.find((o) => o.position === l?.position);
      if (!line) throw badRequest(phrase("sales.noSuchLine", { line: i + 1, number: original.number }), `lines.${i}.position`);
      const amountPaise = typeof l.amount === "number" && Number.isFinite(l.amount) && !hasMoreDecimals(l.amount, 2) ? Math.round(l.amount * 100) : 0;
      if (amountPaise <= 0) throw badRequest(phrase("sales.debitAmount", { line: i + 1 }), `lines.${i}.amount`);
      return { line, amountPaise };
    });
    const zeroRated = picked.some((p) => isZeroRated(p.line.treatment));
    const totals = invoiceTotals(picked.map((p) => ({ qty: 1, ratePaise: p.amountPaise, discountPaise: 0, gstRate: p.line.gstRate })), original.supplierState, original.placeOfSupply, true, zeroRated);
    if (totals.totalPaise > MAX_AMOUNT_PAISE) throw badRequest(phrase("sales.totalTooLarge"), "lines");
    // A price raise moves no goods: nothing discounted, no cost of goods.
    const row = await insertNoteHeader(tx, businessId, { kind: "sdebit", prefix: "SDN", label: "Debit note" }, original, body, { ...totals, discountPaise: 0 }, { costPaise: 0 });
    await tx.insert(salesInvoiceLines).values(
      picked.map((p, i) => ({
        businessId,
        invoiceId: row.id,
        kind: "sdebit" as const,
        docDate: body.date,
        position: p.line.position,
        productId: p.line.productId,
        name: p.line.name,
        hsn: p.line.hsn,
        qty: 0,
        unit: p.line.unit,
        ratePaise: p.amountPaise,
        discountPaise: 0,
        gstRate: p.line.gstRate,
        taxablePaise: totals.lines[i].taxablePaise,
        taxPaise: totals.lines[i].taxPaise,
        totalPaise: totals.lines[i].totalPaise,
        costPaise: 0,
        interState: totals.interState,
        treatment: p.line.treatment,
      })),
    );
    await refreshParties(tx, businessId, [original.partyId], byDocument("saved", "sdebit", row.number, by));
    return row.id;
  });
}
