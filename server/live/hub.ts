import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client";
import { paiseToRupees } from "../../resources/money";
import type { LiveEvent } from "../../contracts/live";
import { LIVE_CHANNEL } from "./announce";

/** What a reconnecting console is replayed at most: the last day, the last 200 events. */
export const REPLAY_HOURS = 24;
export const REPLAY_LIMIT = 200;
/** Ids one stream remembers having sent, so replay and live never send one twice. */
const REMEMBERED = 512;

/** What a hub carries: events with an id, their channel, and how to read them from their table. */
export interface Feed<E extends { id: number }> {
  channel: string;
  /** The business's event `id` (undefined: not there, or another business's). */
  byId(db: Db, businessId: number, id: number): Promise<E | undefined>;
  /** The business's events after `after`, oldest first: the newest REPLAY_LIMIT of the last REPLAY_HOURS. */
  after(db: Db, businessId: number, after: number): Promise<E[]>;
  /** The business's latest event id (0: none): where a first connection starts. */
  latest(db: Db, businessId: number): Promise<number>;
}

/** One open console's stream, as the hub sees it. */
export interface LiveStream<E extends { id: number } = LiveEvent> {
  businessId: number;
  userId: number;
  /** Only these of the business's events (a calendar: its resource's); all when absent. */
  wants?(event: E): boolean;
  /** Called once, before any event: the id the stream starts after. */
  start(startId: number): void;
  /** Writes one event. */
  send(event: E): void;
  /** Ends the stream (server shutdown, access gone). */
  end(): void;
}

interface Entry<E extends { id: number }> {
  stream: LiveStream<E>;
  sent: Set<number>;
  /** While the replay is read, live events wait here so order holds and none is lost. */
  waiting: E[] | undefined;
  /** Where the stream started, and the highest id it has been sent since. */
  startId: number;
  cursor: number;
}

type Row = { id: number | string; kind: LiveEvent["kind"]; amount_paise: number | string; payer: string | null; created_at: Date | string };
const eventOf = (r: Row): LiveEvent => ({
  id: Number(r.id),
  kind: r.kind,
  amount: paiseToRupees(Number(r.amount_paise)),
  payer: r.payer,
  created_at: new Date(r.created_at).toISOString(),
});

/** The business's events after `after`, oldest first: the newest REPLAY_LIMIT of the last REPLAY_HOURS. */
export async function eventsAfter(db: Db, businessId: number, after: number): Promise<LiveEvent[]> {
  const { rows } = await db.execute<Row>(sql`SELECT id, kind, amount_paise, payer, created_at FROM live_events
    WHERE business_id = ${businessId} AND id > ${after} AND created_at > now() - make_interval(hours => ${REPLAY_HOURS})
    ORDER BY id DESC LIMIT ${REPLAY_LIMIT}`);
  return rows.map(eventOf).reverse();
}

/** The business's latest event id (0: none): where a first connection starts. */
export async function latestEventId(db: Db, businessId: number): Promise<number> {
  const { rows } = await db.execute<{ id: number | string | null }>(sql`SELECT max(id) AS id FROM live_events WHERE business_id = ${businessId}`);
  return Number(rows[0]?.id ?? 0);
}

/** Money that landed (live_events, galla_events). */
export const paymentsFeed: Feed<LiveEvent> = {
  channel: LIVE_CHANNEL,
  byId: async (db, businessId, id) => {
    const { rows } = await db.execute<Row>(sql`SELECT id, kind, amount_paise, payer, created_at FROM live_events WHERE id = ${id} AND business_id = ${businessId}`);
    return rows[0] && eventOf(rows[0]);
  },
  after: eventsAfter,
  latest: latestEventId,
};

/**
 * The process's one LISTEN on galla_events, fanned out to the open streams of each business. A
 * NOTIFY names the business and the event id; the row is read once and written to every stream of
 * that business in this process. After the listening connection was down (PostgreSQL dropped it),
 * every business with open streams is caught up from the table, since NOTIFYs sent meanwhile are gone.
 */
export class LiveHub<E extends { id: number } = LiveEvent> {
  private streams = new Map<number, Set<Entry<E>>>();
  private stopListening: (() => Promise<void>) | undefined;
  private wasDown = false;

  constructor(
    private database: Database,
    private log: FastifyBaseLogger,
    private feed: Feed<E> = paymentsFeed as unknown as Feed<E>,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(this.feed.channel, {
      onPayload: (payload) => void this.notified(payload),
      onListening: () => {
        if (this.wasDown) {
          this.wasDown = false;
          this.log.info("live events: listening again");
          void this.catchUpAll();
        }
      },
      onDown: (err) => {
        if (!this.wasDown) this.log.warn({ err: err.message }, "live events: LISTEN connection lost, reconnecting");
        this.wasDown = true;
      },
    });
  }

  /** Ends every stream and stops listening (server shutdown). */
  async stop(): Promise<void> {
    for (const set of this.streams.values()) for (const entry of set) entry.stream.end();
    this.streams.clear();
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  count(filter: (s: LiveStream<E>) => boolean): number {
    let n = 0;
    for (const set of this.streams.values()) for (const entry of set) if (filter(entry.stream)) n++;
    return n;
  }

  /**
   * Opens a stream: after `after` (its last event id: what it missed is replayed first), or, on a first
   * connection, from the business's latest event. `stream.start(id)` is called with where it starts
   * before any event is sent. Returns how to close it.
   */
  async open(stream: LiveStream<E>, after: number | undefined): Promise<() => void> {
    const entry: Entry<E> = { stream, sent: new Set(), waiting: [], startId: 0, cursor: 0 };
    let set = this.streams.get(stream.businessId);
    if (!set) this.streams.set(stream.businessId, (set = new Set()));
    set.add(entry);
    const close = () => {
      const current = this.streams.get(stream.businessId);
      current?.delete(entry);
      if (current?.size === 0) this.streams.delete(stream.businessId);
    };
    try {
      const db = this.database.db;
      const startId = after ?? (await this.feed.latest(db, stream.businessId));
      const missed = after === undefined ? [] : await this.feed.after(db, stream.businessId, after);
      // Registered before reading, so a live event is either read above or waiting here (or both: sent once).
      const waiting = entry.waiting!;
      entry.waiting = undefined;
      entry.startId = entry.cursor = startId;
      stream.start(startId);
      for (const event of [...missed, ...waiting].sort((a, b) => a.id - b.id)) this.deliver(entry, event);
      return close;
    } catch (err) {
      close();
      throw err;
    }
  }

  private deliver(entry: Entry<E>, event: E) {
    if (entry.waiting) {
      entry.waiting.push(event);
      return;
    }
    if (entry.sent.has(event.id) || event.id <= entry.startId) return;
    if (entry.stream.wants && !entry.stream.wants(event)) return;
    entry.sent.add(event.id);
    entry.cursor = Math.max(entry.cursor, event.id);
    if (entry.sent.size > REMEMBERED) entry.sent.delete(entry.sent.values().next().value!);
    entry.stream.send(event);
  }

  private async notified(payload: string) {
    const match = /^(\d+):(\d+)$/.exec(payload);
    if (!match) return;
    const businessId = Number(match[1]);
    if (!this.streams.has(businessId)) return;
    try {
      const event = await this.feed.byId(this.database.db, businessId, Number(match[2]));
      if (!event) return;
      for (const entry of this.streams.get(businessId) ?? []) this.deliver(entry, event);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, "live events: could not read an announced event");
    }
  }

  /** After the LISTEN connection was down: what each open business missed, from the table. */
  private async catchUpAll() {
    for (const [businessId, set] of this.streams) {
      const after = Math.min(...[...set].map((e) => e.cursor));
      try {
        for (const event of await this.feed.after(this.database.db, businessId, after)) for (const entry of set) this.deliver(entry, event);
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, "live events: catching up failed");
      }
    }
  }
}
