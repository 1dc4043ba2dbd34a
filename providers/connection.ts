/**
 * Whether the console can reach the server, and since when the data on screen is from the device
 * (providers/offline-reads.ts). Offline means the browser says so or the last request could not be sent;
 * the next request that gets any answer from the server ends it. Read in React with useConnection
 * (src/pwa/useConnection.ts); the HTTP client writes it, each request with the ticket it took as it
 * started: a failure is old news once a request started after it has reached the server (a read that
 * failed offline can come back from the device after the network is back and a later call got through).
 */
export interface Connection {
  online: boolean;
  /** The oldest "read at" (ms) of kept data served since the network dropped; null while online. */
  shownFrom: number | null;
}

let state: Connection = { online: typeof navigator === "undefined" ? true : navigator.onLine, shownFrom: null };
const listeners = new Set<() => void>();
let issued = 0;
/** The latest ticket of a request that reached the server. */
let reachedTicket = 0;
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
  /** Taken by a request as it starts. */
  ticket: () => ++issued,
  /** The request with this ticket reached the server (whatever it answered). */
  reached(ticket: number) {
    reachedTicket = Math.max(reachedTicket, ticket);
    set({ online: true, shownFrom: null });
  },
  /** The request with this ticket could not be sent (the browser's own word has no ticket: always news). */
  lost(ticket = Infinity) {
    if (ticket > reachedTicket) set({ ...state, online: false });
  },
  /** Kept data read at `readAt` is on screen, in place of the answer to the request with this ticket. */
  shown(readAt: number, ticket: number) {
    if (ticket > reachedTicket) set({ online: false, shownFrom: state.shownFrom === null ? readAt : Math.min(state.shownFrom, readAt) });
  },
};

if (typeof window !== "undefined") {
  window.addEventListener("offline", () => connection.lost());
  // The browser's word is not proof the server answers; the next request decides. It is enough to try.
  window.addEventListener("online", () => set({ ...state, online: true }));
}
