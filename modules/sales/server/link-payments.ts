import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { ReceivedPayment } from "../../../server/module-part";
import { HttpError } from "../../../server/http/errors";
import { istDate } from "../../../resources/ist";
import { createPayment } from "./payments";

/** What a link's payment becomes in the books: whose payment in, and the invoice it settles (if one). */
type Booking = { partyId: number; invoice?: { id: number; duePaise: number }; notes: string };

/**
 * A UPI payment that carried a reference the shop handed out on a link is the party's payment in,
 * recorded in the transaction that records the money and at most once per bank transaction:
 * - DUE<token>, a reminder's link: allocated to the party's oldest open invoices (createPayment's rule);
 * - INV<id>, an invoice's payment link: allocated to that invoice, up to its balance (any more stays
 *   with the party as an advance), so the invoice the customer meant to pay is the one marked paid.
 * A payment the books refuse (a locked month, an invoice cancelled since) stays a received QR payment
 * for the owner to record by hand.
 */
export async function bookLinkPayment(tx: Db, payment: ReceivedPayment): Promise<void> {
  const reference = payment.reference ?? "";
  const booking = (await dueLinkBooking(tx, payment.businessId, reference)) ?? (await invoiceLinkBooking(tx, payment.businessId, reference));
  if (!booking) return;
  try {
    await tx.transaction(async (inner) => {
      const sp = inner as unknown as Db;
      const claimed = await sp.execute(
        sql`INSERT INTO sales_link_payments (merchant_tran_id, reference, payment_id) VALUES (${payment.merchantTranId}, ${reference}, 0) ON CONFLICT DO NOTHING RETURNING reference`,
      );
      if (claimed.rows.length === 0) return;
      const amount = payment.amountPaise / 100;
      const settles = booking.invoice && booking.invoice.duePaise > 0 ? Math.min(payment.amountPaise, booking.invoice.duePaise) : 0;
      const id = await createPayment(sp, payment.businessId, "in", {
        party_id: booking.partyId,
        date: istDate(),
        amount,
        mode: "upi",
        // The ledger shows the reference: who paid, in words, not the bank's transaction id (kept in the notes).
        reference: `UPI ${payment.payer}`.slice(0, 60),
        notes: `${booking.notes} (UPI transaction ${payment.merchantTranId})`,
        ...(booking.invoice ? { allocations: settles ? [{ invoice_id: booking.invoice.id, amount: settles / 100 }] : [] } : {}),
      });
      await sp.execute(sql`UPDATE sales_link_payments SET payment_id = ${id} WHERE merchant_tran_id = ${payment.merchantTranId}`);
    });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
  }
}

async function dueLinkBooking(tx: Db, businessId: number, reference: string): Promise<Booking | undefined> {
  const token = /^DUE([0-9a-f]{32})$/.exec(reference)?.[1];
  if (!token) return undefined;
  const [link] = (await tx.execute<{ party_id: number }>(sql`SELECT party_id FROM sales_due_links WHERE token = ${token} AND business_id = ${businessId}`)).rows;
  return link && { partyId: Number(link.party_id), notes: "Paid through a reminder's link" };
}

async function invoiceLinkBooking(tx: Db, businessId: number, reference: string): Promise<Booking | undefined> {
  const id = /^INV([1-9][0-9]{0,9})$/.exec(reference)?.[1];
  if (!id || Number(id) > 2_147_483_647) return undefined;
  const [inv] = (
    await tx.execute<{ id: number; number: string; party_id: number | null; due: number }>(
      sql`SELECT id, number, party_id, total_paise - paid_paise AS due FROM sales_invoices
          WHERE id = ${Number(id)} AND business_id = ${businessId} AND kind = 'sale' AND cancelled_at IS NULL`,
    )
  ).rows;
  if (!inv || inv.party_id === null) return undefined;
  return { partyId: Number(inv.party_id), invoice: { id: Number(inv.id), duePaise: Number(inv.due) }, notes: `Paid through invoice ${inv.number}'s payment link` };
}
