import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { HttpError, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { upiPaymentLink } from "../resources";
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
