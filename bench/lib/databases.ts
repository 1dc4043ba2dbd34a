import pg from "pg";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { prepareDatabase } from "../../server/db/prepare";

export interface BenchDatabase {
  database: Database;
  label: string;
  /** PostgreSQL: the database's URL, for server processes and raw SQL beside the in-process server. */
  url?: string;
  /** Closes the database and removes what the bench created (its PostgreSQL database or PGlite directory). */
  drop(): Promise<void>;
}

/** A fresh PGlite database in a temporary directory (on disk, as a real install would run it). */
export async function freshPglite(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "galla-bench-"));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  await prepareDatabase(database);
  return {
    database,
    label: "PGlite",
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database on the PostgreSQL server at `baseUrl`, dropped afterwards; nothing else on that server is touched. */
export async function freshPostgres(baseUrl: string): Promise<BenchDatabase> {
  const name = `galla_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Growing to 1M rows runs single statements of a minute on a loaded machine (an index rebuild, an
  // INSERT … SELECT of 100k invoices): the server's 30 s query deadline is for requests, not for this.
  process.env.PG_QUERY_TIMEOUT_MS ??= "600000";
  const database = await openDatabase({ url: url.toString(), dataDir: "" });
  await migrate(database);
  await prepareDatabase(database);
  return {
    database,
    label: "PostgreSQL",
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Rows of a query as plain objects, on either driver. */
export async function rows<T>(database: Database, query: string): Promise<T[]> {
  const { sql } = await import("drizzle-orm");
  const result = await database.db.execute(sql.raw(query));
  return result.rows as T[];
}

export async function tableExists(database: Database, table: string): Promise<boolean> {
  const [r] = await rows<{ t: string | null }>(database, `SELECT to_regclass('${table.replace(/'/g, "")}')::text AS t`);
  return Boolean(r?.t);
}

export async function columnsOf(database: Database, table: string): Promise<Set<string>> {
  const r = await rows<{ column_name: string }>(
    database,
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table.replace(/'/g, "")}'`,
  );
  return new Set(r.map((x) => x.column_name));
}
