import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { badRequest, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { salesAllocations, salesInvoices, salesPayments } from "./schema";
import type { PaymentBody } from "../contract";
import { partyById, refreshParties } from "./catalogue";
import { byPayment } from "./causes";
import { isIsoDate } from "../../../resources/validate";
import { paiseOf } from "../../../server/http/amount";
import { assertPeriodsOpen } from "./locks";

/** Recomputes paid_paise (received on the invoice + allocations) for the given invoices. */
async function recomputePaid(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE sales_invoices i SET paid_paise = i.received_paise
    + coalesce((SELECT sum(a.amount_paise) FROM sales_allocations a WHERE a.invoice_id = i.id), 0)
    WHERE i.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
}

/** Records a payment (its shape checked by the gate: modules/sales/contract.ts PaymentBody): the party exists, the amounts fit the open documents. */
export async function createPayment(db: Db, businessId: number, direction: "in" | "out", body: PaymentBody, by?: number): Promise<number> {
  if (!Number.isSafeInteger(body.party_id)) throw badRequest(phrase("sales.partyFromList"), "party_id");
  const party = await partyById(db, businessId, body.party_id);
  if (!party) throw badRequest(phrase("sales.partyNotFound"), "party_id");
  if (!isIsoDate(body.date)) throw badRequest(phrase("sales.date"), "date");
  const amountPaise = paiseOf(body.amount, "amount", "Amount");
  const reference = (body.reference ?? "").trim().slice(0, 60);
  if ((body.mode === "cheque" || body.mode === "bank") && !reference) {
    throw badRequest(phrase("sales.reference", { context: body.mode }), "reference");
  }
  const kind = direction === "in" ? "sale" : "purchase";

  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await assertPeriodsOpen(tx, businessId, [body.date]);
    // Locks the party's open documents so two payments cannot settle the same balance twice.
    const open = await tx
      .select({ id: salesInvoices.id, number: salesInvoices.number, total: salesInvoices.totalPaise, paid: salesInvoices.paidPaise })
      .from(salesInvoices)
      .where(and(eq(salesInvoices.businessId, businessId), eq(salesInvoices.kind, kind), eq(salesInvoices.partyId, party.id), sql`${salesInvoices.cancelledAt} IS NULL AND ${salesInvoices.totalPaise} > ${salesInvoices.paidPaise}`))
      .orderBy(asc(salesInvoices.docDate), asc(salesInvoices.id))
      .for("no key update");
    const byId = new Map(open.map((o) => [o.id, o]));
    let allocations: { invoiceId: number; amountPaise: number }[] = [];
    if (body.allocations !== undefined) {
      const seen = new Set<number>();
      body.allocations.forEach((a, i) => {
        const field = `allocations.${i}`;
        const doc = byId.get(a.invoice_id);
        if (!doc) throw badRequest(phrase("sales.notOpen", { row: i + 1, party: party.name, context: kind }), `${field}.invoice_id`);
        if (seen.has(doc.id)) throw badRequest(phrase("sales.listedTwice", { row: i + 1, number: doc.number, context: kind }), `${field}.invoice_id`);
        seen.add(doc.id);
        const amt = paiseOf(a.amount, `${field}.amount`, `Allocation ${i + 1} amount`, { allowZero: true });
        if (amt > doc.total - doc.paid) throw badRequest(phrase("sales.moreThanDue", { row: i + 1, due: doc.total - doc.paid, number: doc.number }), `${field}.amount`);
        if (amt > 0) allocations.push({ invoiceId: doc.id, amountPaise: amt });
      });
      const sum = allocations.reduce((s, a) => s + a.amountPaise, 0);
      if (sum > amountPaise) throw badRequest(phrase("sales.overPayment"), "allocations");
    } else {
      let left = amountPaise;
      allocations = [];
      for (const doc of open) {
        if (left <= 0) break;
        const amt = Math.min(left, doc.total - doc.paid);
        allocations.push({ invoiceId: doc.id, amountPaise: amt });
        left -= amt;
      }
    }
    const [payment] = await tx
      .insert(salesPayments)
      .values({ businessId, direction, partyId: party.id, payDate: body.date, amountPaise, mode: body.mode, reference, notes: (body.notes ?? "").slice(0, 500) })
      .returning({ id: salesPayments.id });
    if (allocations.length) {
      await tx.insert(salesAllocations).values(allocations.map((a) => ({ paymentId: payment.id, invoiceId: a.invoiceId, businessId, amountPaise: a.amountPaise })));
    }
    await recomputePaid(tx, allocations.map((a) => a.invoiceId));
    await refreshParties(tx, businessId, [party.id], byPayment("saved", direction, amountPaise, body.date, by));
    return payment.id;
  });
}

export async function deletePayment(db: Db, businessId: number, direction: "in" | "out", id: number, by?: number): Promise<void> {
  if (!Number.isSafeInteger(id)) throw notFound();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [payment] = await tx
      .select()
      .from(salesPayments)
      .where(and(eq(salesPayments.id, id), eq(salesPayments.businessId, businessId), eq(salesPayments.direction, direction)))
      .for("no key update");
    if (!payment) throw notFound(phrase("sales.paymentNotFound"));
    await assertPeriodsOpen(tx, businessId, [payment.payDate]);
    const allocs = await tx.select({ invoiceId: salesAllocations.invoiceId }).from(salesAllocations).where(eq(salesAllocations.paymentId, id));
    await tx.delete(salesPayments).where(eq(salesPayments.id, id));
    await recomputePaid(tx, allocs.map((a) => a.invoiceId));
    await refreshParties(tx, businessId, [payment.partyId], byPayment("deleted", direction, payment.amountPaise, payment.payDate, by));
  });
}

export async function listPayments(db: Db, businessId: number, direction: "in" | "out", opts: { from?: string; to?: string; partyId?: number; start: number; end: number }) {
  const where = and(
    eq(salesPayments.businessId, businessId),
    eq(salesPayments.direction, direction),
    opts.from ? sql`${salesPayments.payDate} >= ${opts.from}` : undefined,
    opts.to ? sql`${salesPayments.payDate} <= ${opts.to}` : undefined,
    opts.partyId ? eq(salesPayments.partyId, opts.partyId) : undefined,
  );
  const [{ n, sum }] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number), sum: sql<number>`coalesce(sum(${salesPayments.amountPaise}), 0)`.mapWith(Number) })
    .from(salesPayments)
    .where(where);
  const rows = await db
    .select({
      payment: salesPayments,
      partyName: sql<string>`(SELECT name FROM r_parties p WHERE p.business_id = ${businessId} AND p.id = ${salesPayments.partyId})`,
    })
    .from(salesPayments)
    .where(where)
    .orderBy(desc(salesPayments.payDate), desc(salesPayments.id))
    .offset(opts.start)
    .limit(Math.max(0, opts.end - opts.start));
  const ids = rows.map((r) => r.payment.id);
  const allocs = ids.length
    ? await db
        .select({ paymentId: salesAllocations.paymentId, amount: salesAllocations.amountPaise, number: salesInvoices.number, invoiceId: salesInvoices.id })
        .from(salesAllocations)
        .innerJoin(salesInvoices, eq(salesInvoices.id, salesAllocations.invoiceId))
        .where(inArray(salesAllocations.paymentId, ids))
    : [];
  return {
    total: n,
    sumPaise: sum,
    rows: rows.map(({ payment: p, partyName }) => ({
      id: p.id,
      date: p.payDate,
      party_id: p.partyId,
      party_name: partyName ?? "(deleted party)",
      amount: p.amountPaise / 100,
      mode: p.mode,
      reference: p.reference,
      notes: p.notes,
      allocations: allocs.filter((a) => a.paymentId === p.id).map((a) => ({ invoice_id: a.invoiceId, number: a.number, amount: a.amount / 100 })),
      unallocated: (p.amountPaise - allocs.filter((a) => a.paymentId === p.id).reduce((s, a) => s + a.amount, 0)) / 100,
    })),
  };
}
