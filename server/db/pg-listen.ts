import pg from "pg";

/** Backoff between attempts to re-open a dropped LISTEN connection: doubling from 250 ms up to 10 s. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface ListenHandlers {
  /** A NOTIFY's payload on the channel. */
  onPayload: (payload: string) => void;
  /** The connection (re)opened and LISTENs: anything sent while it was down is to be caught up from the table. */
  onListening?: () => void;
  /** The connection dropped or could not open; it is retried. */
  onDown?: (err: Error) => void;
}

/**
 * One dedicated connection per process doing `LISTEN channel` (a pooled one would be handed to
 * queries and lose it). It never crashes the process: every error is handled, and a dropped
 * connection (restart, failover, pg_terminate_backend) is re-opened with a doubling backoff.
 * The returned function stops it for good.
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = (err: Error) => {
    if (stopped) return;
    handlers.onDown?.(err);
    timer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  function open() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000) });
    client = c;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      retry(err);
    };
    c.on("error", fail);
    c.on("end", () => fail(new Error("LISTEN connection ended")));
    c.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (stopped || failed) return;
        retryMs = FIRST_RETRY_MS;
        handlers.onListening?.();
      })
      .catch((err: Error) => fail(err));
  }

  open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    if (c) {
      c.removeAllListeners("end");
      c.removeAllListeners("notification");
      await c.end().catch(() => {});
    }
  };
}
