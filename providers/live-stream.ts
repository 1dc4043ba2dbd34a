import type { LiveEvent, RecordEvent } from "../contracts/live";
import { http, APP_HEADER } from "./http";
import { getToken } from "./storage";

export type LivePayment = LiveEvent;

/** Waits between reconnects: doubling from 1 s to 30 s, back to 1 s once a stream has stayed up a while. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
const STEADY_MS = 20_000;

/**
 * Keeps one live payments stream of a business open (GET /api/payments/events, Server-Sent Events)
 * and calls `onPayment` for each payment as it lands.
 */
export const subscribeLivePayments = (businessId: string, onPayment: (payment: LivePayment) => void) =>
  subscribeLive<LivePayment>(`/payments/events?business_id=${encodeURIComponent(businessId)}`, "payment", onPayment);

/** Keeps a calendar resource's change stream open (GET /api/live/<resource>): `onChange` for each create, update, delete. */
export const subscribeLiveRecords = (resource: string, businessId: string, onChange: (event: RecordEvent) => void) =>
  subscribeLive<RecordEvent>(`/live/${resource}?business_id=${encodeURIComponent(businessId)}`, "record", onChange);

/**
 * Keeps one Server-Sent Events stream of the API open and calls `onEvent` with each `name` event. Read with fetch rather than EventSource so the
 * Bearer token goes in the Authorization header like on every other call, never in the URL. The
 * server ends a stream when its token lapses (15 minutes) or access is gone; this reconnects with
 * backoff, sending the last event id so nothing is missed or repeated. A 401 is renewed through the
 * HTTP client (the refresh cookie, as any call would); 403/404 (no access) stops for good.
 * Returns how to stop.
 */
function subscribeLive<E>(path: string, name: string, onEvent: (event: E) => void): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const token = getToken();
    if (!token || controller.signal.aborted) return;
    const openedAt = Date.now();
    try {
      const res = await fetch(`${http.defaults.baseURL}${path}`, {
        headers: { accept: "text/event-stream", authorization: `Bearer ${token}`, ...APP_HEADER, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
        signal: controller.signal,
        cache: "no-store",
      });
      if (res.status === 401) {
        // Any call renews a lapsed token (or, when the session is over, takes the user to "/").
        await http.get("/auth/me").catch(() => undefined);
        if (getToken() && getToken() !== token) retryMs = FIRST_RETRY_MS;
        return again();
      }
      if (res.status === 403 || res.status === 404) return;
      if (!res.ok || !res.body) return again();
      await read(res.body);
      if (Date.now() - openedAt > STEADY_MS) retryMs = FIRST_RETRY_MS;
    } catch {
      // Offline, or the server restarting: try again.
    }
    again();
  }

  async function read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let id: string | undefined;
        let type = "message";
        let data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith("id:")) id = line.slice(3).trim();
          else if (line.startsWith("event:")) type = line.slice(6).trim();
          else if (line.startsWith("data:")) data += line.slice(5).trim();
        }
        if (id) lastEventId = id;
        if (type === name && data) onEvent(JSON.parse(data) as E);
      }
    }
  }

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
