import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import type { ReceivedPayment } from "../../../server/module-part";
import { HttpError, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { istDate } from "../../../resources/ist";
import { upiPaymentLink } from "../resources";
import { createPayment } from "./payments";
import { DUE_TOKEN, dueReference } from "./reminders";

type LinkRow = { token: string; business_id: number; party_id: number; amount_paise: number; expires_at: string; shop: string; upi: string | null; party_name: string | null; due_now: number | null };

/**
 * What the customer's page (/pay/:token) shows: the shop, the party, and what to pay — the amount the
 * reminder said, or less if part was paid since (never more), with the UPI link for it. 404 for any other
 * string; 410 once the link's 30 days are over, naming the shop to ask.
 */
export async function dueLinkView(db: Db, token: string) {
  if (!DUE_TOKEN.test(token)) throw notFound(phrase("sales.dueLinkUnknown"));
  const [l] = (
    await db.execute<LinkRow>(
      sql`SELECT l.token, l.business_id, l.party_id, l.amount_paise, l.expires_at, b.business_name AS shop, b.upi_id AS upi,
                 p.name AS party_name, p.to_receive AS due_now
          FROM sales_due_links l JOIN businesses b ON b.id = l.business_id
          LEFT JOIN r_parties p ON p.business_id = l.business_id AND p.id = l.party_id
          WHERE l.token = ${token}`,
    )
  ).rows;
  if (!l) throw notFound(phrase("sales.dueLinkUnknown"));
  if (new Date(l.expires_at) <= new Date()) throw new HttpError(410, phrase("sales.dueLinkExpired", { shop: l.shop }));
  const amountPaise = Math.max(0, Math.min(Number(l.amount_paise), Number(l.due_now ?? 0)));
  return {
    shop: l.shop,
    party_name: l.party_name ?? "",
    amount: amountPaise / 100,
    reminded_amount: Number(l.amount_paise) / 100,
    upi:
      amountPaise > 0 && l.upi
        ? upiPaymentLink({ vpa: l.upi, payee: l.shop, amountPaise, reference: dueReference(l.token), note: `Dues ${l.party_name ?? ""}`.trim() })
        : null,
    expires_at: new Date(l.expires_at).toISOString(),
  };
}

/**
 * A UPI payment that carried a due link's reference (DUE<token>) is the party's payment in: recorded
 * once per bank transaction, in the transaction that records the money, allocated to the party's oldest
 * open invoices first (createPayment's own rule), so its balance drops as the customer pays. A payment
 * the books refuse (a locked month) stays a received QR payment for the owner to record by hand.
 */
export async function bookDueLinkPayment(tx: Db, payment: ReceivedPayment): Promise<void> {
  const match = /^DUE([0-9a-f]{32})$/.exec(payment.reference ?? "");
  if (!match) return;
  const [link] = (
    await tx.execute<{ party_id: number }>(sql`SELECT party_id FROM sales_due_links WHERE token = ${match[1]} AND business_id = ${payment.businessId}`)
  ).rows;
  if (!link) return;
  try {
    await tx.transaction(async (inner) => {
      const sp = inner as unknown as Db;
      const claimed = await sp.execute(
        sql`INSERT INTO sales_due_link_payments (merchant_tran_id, token, payment_id) VALUES (${payment.merchantTranId}, ${match[1]}, 0) ON CONFLICT DO NOTHING RETURNING token`,
      );
      if (claimed.rows.length === 0) return;
      const id = await createPayment(sp, payment.businessId, "in", {
        party_id: Number(link.party_id),
        date: istDate(),
        amount: payment.amountPaise / 100,
        mode: "upi",
        // The ledger shows the reference: who paid, in words, not the bank's transaction id (kept in the notes).
        reference: `UPI ${payment.payer}`.slice(0, 60),
        notes: `Paid through a reminder's link (UPI transaction ${payment.merchantTranId})`,
      });
      await sp.execute(sql`UPDATE sales_due_link_payments SET payment_id = ${id} WHERE merchant_tran_id = ${payment.merchantTranId}`);
    });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
  }
}
