import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The channel every server process LISTENs on; the payload is `<business_id>:<event id>`. */
export const LIVE_CHANNEL = "galla_events";

/** What a console is told: money that landed for the business. */
export type LiveKind = "qr" | "topup";

export interface LiveEvent {
  id: number;
  businessId: number;
  kind: LiveKind;
  amountPaise: number;
  payer: string | null;
  reference: string;
  createdAt: Date;
}

/**
 * Records that money landed for a business, in the caller's transaction (pass the `tx` the money
 * itself was written in): the row and its NOTIFY commit with the money or not at all, and PostgreSQL
 * delivers a NOTIFY only on commit, so nothing is announced that did not land. The unique reference
 * makes a retried or concurrent report of the same money announce it once. One statement.
 */
export async function announce(tx: Db, event: { businessId: number; kind: LiveKind; amountPaise: number; payer: string | null; reference: string }): Promise<void> {
  await tx.execute(sql`WITH added AS (
      INSERT INTO live_events (business_id, kind, amount_paise, payer, reference)
      VALUES (${event.businessId}, ${event.kind}, ${event.amountPaise}, ${event.payer}, ${event.reference})
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, business_id)
    SELECT pg_notify(${LIVE_CHANNEL}, business_id || ':' || id) FROM added`);
}
