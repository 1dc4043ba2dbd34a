import type { OutboxEntry, OutboxStore } from "./outbox";

/** The outbox in IndexedDB: survives closing the tab and restarting the browser. One store, keyed by request key. */
const DB = "galla-outbox";
const STORE = "entries";

let opening: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  return (opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  }));
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    // Resolved once the transaction has committed: a put is on disk before the editor says "kept".
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const idbStore: OutboxStore = {
  all: () => run("readonly", (s) => s.getAll() as IDBRequest<OutboxEntry[]>),
  put: (entry) => run("readwrite", (s) => s.put(entry)).then(() => undefined),
  remove: (key) => run("readwrite", (s) => s.delete(key)).then(() => undefined),
};
