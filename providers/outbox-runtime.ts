import { http } from "./http";
import { connection } from "./connection";
import { offlineScopeId } from "./offline-reads";
import { getBusinessId } from "./storage";
import { classify, dropOtherScopes, entriesOf, flushOutbox, type OutboxEntry, type SendResult } from "./outbox";
import { idbStore } from "./outbox-idb";

/**
 * The console's one outbox (outbox.ts over IndexedDB): what pages read (useOutbox), what the sale editor
 * adds (queue), and when it is sent — at start, when the network comes back, and every 20 s while
 * something waits. Tabs share one store; a Web Lock lets one of them send at a time (and were two to send
 * the same bill, its request key still makes it once).
 */
type Listener = () => void;
let entries: OutboxEntry[] = [];
const listeners = new Set<Listener>();
const sentListeners = new Set<(made: { entry: OutboxEntry; answer: unknown }[]) => void>();
const emit = () => listeners.forEach((l) => l());

async function reload() {
  entries = await entriesOf(idbStore, offlineScopeId(), getBusinessId() ?? "none").catch(() => entries);
  emit();
}

/** Sent as is; a 4xx other than 401 answers rather than throws, so its status tells refused from "later". */
async function send(entry: OutboxEntry): Promise<SendResult> {
  try {
    const res = await http.post<{ message?: string; field?: string }>(entry.url, entry.body, { validateStatus: (s) => (s >= 200 && s < 300) || (s >= 400 && s < 500 && s !== 401) });
    return res.status < 300 ? { kind: "made", answer: res.data } : classify(res.status, res.data);
  } catch {
    return { kind: "later" };
  }
}

let flushing: Promise<void> | undefined;
/** Sends what waits, once at a time in this tab and (with Web Locks) across tabs. */
export function flushNow(): Promise<void> {
  return (flushing ??= (async () => {
    const work = async () => {
      const report = await flushOutbox(idbStore, offlineScopeId(), send);
      if (report.made.length) sentListeners.forEach((l) => l(report.made));
    };
    try {
      if (navigator.locks) await navigator.locks.request("galla-outbox", work);
      else await work();
    } finally {
      flushing = undefined;
      await reload();
    }
  })());
}

export const outbox = {
  get: () => entries,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Called with the bills the server has just made (to say so, and to refresh lists). */
  onSent(listener: (made: { entry: OutboxEntry; answer: unknown }[]) => void) {
    sentListeners.add(listener);
    return () => void sentListeners.delete(listener);
  },
  /** Keeps a change on the device; resolves once it is stored (IndexedDB committed). */
  async queue(entry: Omit<OutboxEntry, "scope" | "businessId" | "createdAt" | "state" | "attempts">) {
    await idbStore.put({ ...entry, scope: offlineScopeId(), businessId: getBusinessId() ?? "none", createdAt: Date.now(), state: "pending", attempts: 0 });
    await reload();
  },
  async discard(key: string) {
    await idbStore.remove(key);
    await reload();
  },
  /** Takes a refused entry out to edit it: the caller turns its draft back into a form. */
  async takeOut(key: string): Promise<OutboxEntry | undefined> {
    const entry = entries.find((e) => e.key === key);
    if (entry) await idbStore.remove(key);
    await reload();
    return entry;
  },
  /** Everything of every session: sign-out. */
  async clear() {
    await dropOtherScopes(idbStore, null);
    entries = [];
    emit();
  },
  reload,
};

let started = false;
/** Starts sending (ConsoleApp, once): drops other sessions' entries, then sends what waits. */
export function startOutbox() {
  if (started || typeof indexedDB === "undefined") return;
  started = true;
  void dropOtherScopes(idbStore, offlineScopeId()).then(reload).then(() => {
    if (connection.get().online) void flushNow();
  });
  window.addEventListener("online", () => void flushNow());
  let wasOnline = connection.get().online;
  connection.subscribe(() => {
    const online = connection.get().online;
    if (online && !wasOnline) void flushNow();
    wasOnline = online;
  });
  setInterval(() => {
    if (entries.some((e) => e.state === "pending") && navigator.onLine) void flushNow();
  }, 20_000);
}
