/**
 * Whether the console can reach the server, and since when the data on screen is from the device
 * (providers/offline-reads.ts). Offline means the browser says so or the last request could not be sent;
 * the next request that gets any answer from the server ends it. Read in React with useConnection
 * (src/pwa/useConnection.ts); the HTTP client writes it.
 */
export interface Connection {
  online: boolean;
  /** The oldest "read at" (ms) of kept data served since the network dropped; null while online. */
  shownFrom: number | null;
}

let state: Connection = { online: typeof navigator === "undefined" ? true : navigator.onLine, shownFrom: null };
const listeners = new Set<() => void>();
const set = (next: Connection) => {
  if (next.online === state.online && next.shownFrom === state.shownFrom) return;
  state = next;
  listeners.forEach((l) => l());
};

export const connection = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A request reached the server (whatever it answered). */
  reached: () => set({ online: true, shownFrom: null }),
  /** A request could not be sent. */
  lost: () => set({ ...state, online: false }),
  /** Kept data read at `readAt` is on screen. */
  shown: (readAt: number) => set({ online: false, shownFrom: state.shownFrom === null ? readAt : Math.min(state.shownFrom, readAt) }),
};

if (typeof window !== "undefined") {
  window.addEventListener("offline", () => connection.lost());
  // The browser's word is not proof the server answers; the next request decides. It is enough to try.
  window.addEventListener("online", () => set({ ...state, online: true }));
}
