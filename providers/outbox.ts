/**
 * The outbox: changes made with no network, kept on the device and sent when it returns (issue 24: a
 * cash or credit sale typed offline). Each entry carries its request key in its body, so a request that
 * reached the server but whose answer never came back is answered with the first result when sent again
 * (modules/sales/server/request-keys.ts): every bill is made exactly once, however often it is sent.
 *
 * An entry leaves the outbox only when the server has answered it: made (sent) or refused (kept, with the
 * server's reason, until the owner edits or discards it). A failed send (no network, server unavailable,
 * session ended) leaves it pending for the next try. Closing the tab loses nothing: the store is
 * IndexedDB (outbox-idb.ts); the logic here takes any store, which the unit tests give in memory.
 */
export interface OutboxEntry<Draft = unknown> {
  /** The request key, also in `body.request_key`. */
  key: string;
  /** The session's offline scope (providers/offline-reads.ts): another session never sees or sends it. */
  scope: string;
  businessId: string;
  /** Relative to the API's base, e.g. /sales/1/invoices. */
  url: string;
  /** The console page that lists these entries (the sale invoices), linked from the offline notice. */
  viewPath: string;
  body: Record<string, unknown> & { request_key: string };
  /** What the owner sees in the list of waiting bills. */
  summary: { party: string; totalPaise: number; items: number; paymentType: "cash" | "credit" };
  /** The editor's own form, to open a refused bill again for editing. */
  draft: Draft;
  createdAt: number;
  state: "pending" | "refused";
  refusal?: { message: string; field?: string; status: number };
  attempts: number;
}

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What one send came to. */
export type SendResult =
  | { kind: "made"; answer: unknown }
  /** The server answered no: the bill itself is wrong (4xx other than 401/408/429). */
  | { kind: "refused"; status: number; message: string; field?: string }
  /** Not answered, or not about the bill (no network, 5xx, 401, 429): try again later. */
  | { kind: "later" };

export type Sender = (entry: OutboxEntry) => Promise<SendResult>;

/** Which statuses say the bill is refused rather than "not now". */
export function classify(status: number | undefined, body: { message?: string; field?: string } | undefined): SendResult {
  if (status === undefined || status >= 500 || status === 401 || status === 408 || status === 429) return { kind: "later" };
  return { kind: "refused", status, message: body?.message || `HTTP ${status}`, field: body?.field };
}

export interface FlushReport {
  made: { entry: OutboxEntry; answer: unknown }[];
  refused: OutboxEntry[];
  /** Still pending after this flush. */
  left: number;
}

/**
 * Sends this scope's pending entries, oldest first, one at a time. Stops at the first "later" (the network
 * is gone again: the rest would fail too). Refused entries are not sent again until edited.
 */
export async function flushOutbox(store: OutboxStore, scope: string, send: Sender): Promise<FlushReport> {
  const report: FlushReport = { made: [], refused: [], left: 0 };
  const pending = (await store.all()).filter((e) => e.scope === scope && e.state === "pending").sort((a, b) => a.createdAt - b.createdAt);
  for (const [i, entry] of pending.entries()) {
    let result: SendResult;
    try {
      result = await send(entry);
    } catch {
      result = { kind: "later" };
    }
    if (result.kind === "made") {
      await store.remove(entry.key);
      report.made.push({ entry, answer: result.answer });
    } else if (result.kind === "refused") {
      const refused: OutboxEntry = { ...entry, state: "refused", attempts: entry.attempts + 1, refusal: { message: result.message, field: result.field, status: result.status } };
      await store.put(refused);
      report.refused.push(refused);
    } else {
      await store.put({ ...entry, attempts: entry.attempts + 1 });
      report.left = pending.length - i;
      return report;
    }
  }
  return report;
}

/** The entries the owner sees: this session's, of this business, oldest first. */
export async function entriesOf(store: OutboxStore, scope: string, businessId: string): Promise<OutboxEntry[]> {
  return (await store.all()).filter((e) => e.scope === scope && e.businessId === businessId).sort((a, b) => a.createdAt - b.createdAt);
}

/** Deletes every entry not of `scope`: another session's bills never stay readable on the device. */
export async function dropOtherScopes(store: OutboxStore, scope: string | null): Promise<void> {
  for (const entry of await store.all()) if (entry.scope !== scope) await store.remove(entry.key);
}

export function memoryStore(entries: OutboxEntry[] = []): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const map = new Map(entries.map((e) => [e.key, e]));
  return {
    entries: map,
    all: async () => [...map.values()].map((e) => structuredClone(e)),
    put: async (e) => void map.set(e.key, structuredClone(e)),
    remove: async (k) => void map.delete(k),
  };
}
