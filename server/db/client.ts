import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** Runs a script of several statements (migrations, DDL). */
  exec(script: string): Promise<void>;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * PGlite (Postgres in WASM, in-process) by default; PostgreSQL when a URL is given.
 * Both speak the same SQL, so one set of migrations and one query layer serve both.
 * `dataDir` may be `memory://` for a throwaway database (tests).
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 10) });
    // An idle connection the server drops (restart, failover, an admin's terminate) must not crash the
    // process: the pool discards it and opens a new one for the next query.
    pool.on("error", (err) => console.warn(`PostgreSQL dropped an idle connection: ${err.message}`));
    // bigint sums (COUNT, SUM of paise) come back as strings by default; paise fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    };
  }
  const client = opts.dataDir.startsWith("memory://") ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
  };
}
