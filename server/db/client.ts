import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { trackWrites } from "./write-epoch";
import { retryConflicts } from "./conflicts";
import { listenPostgres, type ListenHandlers } from "./pg-listen";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** Runs a script of several statements (migrations, DDL). */
  exec(script: string): Promise<void>;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * LISTENs on a channel for as long as the process runs (server/live): PostgreSQL on a dedicated
   * connection that re-opens when dropped (pg-listen.ts), PGlite in-process. Returns how to stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dump?: () => Promise<Blob>;
}

/**
 * PGlite (Postgres in WASM, in-process) by default; PostgreSQL when a URL is given.
 * Both speak the same SQL, so one set of migrations and one query layer serve both.
 * `dataDir` may be `memory://` for a throwaway database (tests), optionally loaded from a dump (`loadDataDir`).
 */
export async function openDatabase(opts: { url?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const connectMs = Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000);
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      // A database that accepts and never answers must fail a request (503), not hang it: connecting and
      // each query have a deadline, and TCP keepalive notices a peer that vanished.
      connectionTimeoutMillis: connectMs,
      query_timeout: Number(process.env.PG_QUERY_TIMEOUT_MS ?? 30_000),
      keepAlive: true,
    });
    // A connection the server drops (restart, failover, pg_terminate_backend, an idle-in-transaction
    // timeout) must fail its request, never the process. pg emits "error" on the client whether or not a
    // query was running; the pool listens only while the client is idle, so a client checked out for a
    // transaction had no listener and Node exited. Every client gets one for its whole life: the running
    // query is rejected with the same error (answered 503 by server/db/outage.ts), and the pool discards
    // the broken client on release because it is no longer queryable.
    pool.on("connect", (client) => client.on("error", (err) => console.warn(`PostgreSQL dropped a connection: ${err.message}`)));
    // The pool re-emits an idle client's error, and an "error" event nobody listens to throws: said above.
    pool.on("error", () => {});
    // bigint sums (COUNT, SUM of paise) come back as strings by default; paise fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    await pool.query("SELECT 1").catch(async (err: Error) => {
      await pool.end().catch(() => {});
      const where = new URL(opts.url!);
      throw new Error(
        `Cannot reach PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname} within ${connectMs / 1000} s ` +
          `(${err.message}). Check DATABASE_URL and that the database is up (PG_CONNECT_TIMEOUT_MS sets the wait).`,
      );
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    retryConflicts(db);
    return {
      db,
      kind: "postgres",
      exec: async (script) => {
        const conn = await pool.connect();
        try {
          await conn.query(script);
        } catch (err) {
          await conn.query("ROLLBACK").catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
      listen: async (channel, handlers) => listenPostgres(opts.url!, channel, handlers),
    };
  }
  // btree_gist: the exclusion constraints that refuse double bookings (server/engine/no-overlap.ts).
  const extensions = { btree_gist };
  // loadDataDir: a memory database that starts as a copy of a dumped one (the tests' migrated, seeded snapshot).
  const client = opts.dataDir.startsWith("memory://") ? new PGlite({ extensions, loadDataDir: opts.loadDataDir }) : new PGlite(opts.dataDir, { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  // Every change goes through this client: reads may be reused while nothing was written (write-epoch.ts).
  trackWrites(client, db);
  return {
    db,
    kind: "pglite",
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload);
      handlers.onListening?.();
      return () => unlisten().catch(() => {});
    },
  };
}
