import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The channel calendar changes are NOTIFYed on; the payload is `<business_id>:<event id>`. */
export const RECORDS_CHANNEL = "galla_records";

export type RecordAction = "create" | "update" | "delete";

/**
 * Records that a row of a calendar resource changed, in the change's own transaction (the resource
 * store calls it): the row and its NOTIFY commit with the change or not at all, so an open calendar is
 * never told of a booking that was refused. One statement.
 */
export async function announceRecord(tx: Db, event: { businessId: number; resource: string; recordId: number; action: RecordAction }): Promise<void> {
  await tx.execute(sql`WITH added AS (
      INSERT INTO record_events (business_id, resource, record_id, action)
      VALUES (${event.businessId}, ${event.resource}, ${event.recordId}, ${event.action})
      RETURNING id, business_id)
    SELECT pg_notify(${RECORDS_CHANNEL}, business_id || ':' || id) FROM added`);
}
