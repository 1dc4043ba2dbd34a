import { sql } from "drizzle-orm";
import type { RecordEvent } from "../../contracts/live";
import { REPLAY_HOURS, REPLAY_LIMIT, type Feed } from "./hub";
import { RECORDS_CHANNEL } from "./record-announce";

type Row = { id: number | string; resource: string; record_id: number | string; action: RecordEvent["action"]; created_at: Date | string };
const eventOf = (r: Row): RecordEvent => ({
  id: Number(r.id),
  resource: r.resource,
  record_id: Number(r.record_id),
  action: r.action,
  created_at: new Date(r.created_at).toISOString(),
});

/** Changes to calendar resources' rows (record_events, galla_records): what open calendars are told. */
export const recordsFeed: Feed<RecordEvent> = {
  channel: RECORDS_CHANNEL,
  byId: async (db, businessId, id) => {
    const { rows } = await db.execute<Row>(sql`SELECT id, resource, record_id, action, created_at FROM record_events WHERE id = ${id} AND business_id = ${businessId}`);
    return rows[0] && eventOf(rows[0]);
  },
  after: async (db, businessId, after) => {
    const { rows } = await db.execute<Row>(sql`SELECT id, resource, record_id, action, created_at FROM record_events
      WHERE business_id = ${businessId} AND id > ${after} AND created_at > now() - make_interval(hours => ${REPLAY_HOURS})
      ORDER BY id DESC LIMIT ${REPLAY_LIMIT}`);
    return rows.map(eventOf).reverse();
  },
  latest: async (db, businessId) => {
    const { rows } = await db.execute<{ id: number | string | null }>(sql`SELECT max(id) AS id FROM record_events WHERE business_id = ${businessId}`);
    return Number(rows[0]?.id ?? 0);
  },
};
