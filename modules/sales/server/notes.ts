import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { badRequest, HttpError } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { salesInvoiceLines, salesInvoices, type DocKind } from "./schema";
import { moveStock, refreshParties } from "./catalogue";
import { lockedDocument, stockDelta } from "./documents";
import { isIsoDate } from "../../../resources/validate";
import { assertPeriodsOpen } from "./locks";
import { istDate } from "../../../resources/ist";
import { financialYear, fyLabel, hasMoreDecimals, invoiceTotals } from "../../../resources/gst";

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

export async function createNote(db: Db, businessId: number, originalKind: DocKind, originalId: number, body: NoteBody): Promise<number> {
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
    );
    const fy = financialYear(body.date);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7261161, ${businessId})`);
    const [{ seq }] = (
      await tx.execute<{ seq: number }>(sql`SELECT coalesce(max(seq), 0) + 1 AS seq FROM sales_invoices WHERE business_id = ${businessId} AND kind = ${note.kind} AND fy = ${fy}`)
    ).rows;
    const number = `${note.prefix}/${fyLabel(fy).slice(2)}/${seq}`;
    const [row] = await tx
      .insert(salesInvoices)
      .values({
        businessId,
        kind: note.kind,
        number,
        fy,
        seq: Number(seq),
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
        costPaise: picked.reduce((s, p) => s + Math.round((p.line.costPaise * p.qty) / Number(p.line.qty)), 0),
        notes: `${note.label} against ${original.number} of ${original.docDate}${body.reason ? `: ${String(body.reason).slice(0, 500)}` : ""}`,
        reverseCharge: original.reverseCharge,
        originalId,
      })
      .returning({ id: salesInvoices.id });
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
    }));
    await tx.insert(salesInvoiceLines).values(lines);
    await moveStock(tx, businessId, stockDelta(note.kind, lines));
    await refreshParties(tx, businessId, [original.partyId]);
    return row.id;
  });
}
