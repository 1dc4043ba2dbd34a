import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * Applies every migrations/*.sql not yet recorded, in name order, each in its own transaction.
 * The same files run on PGlite and PostgreSQL. An advisory lock keeps two starting
 * processes on one PostgreSQL from applying the same file twice.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  const alreadyApplied = new Set(
    (await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`)).rows.map((r) => r.name),
  );
  const done: string[] = [];
  for (const file of files) {
    if (alreadyApplied.has(file)) continue;
    const body = await readFile(migrationsDir + file, "utf8");
    const name = file.replace(/'/g, "''");
    const applied = await database.exec(
      `BEGIN; SELECT pg_advisory_xact_lock(7261001);
       DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN RAISE EXCEPTION 'already applied'; END IF; END $$;
       ${body}
       INSERT INTO schema_migrations (name) VALUES ('${name}'); COMMIT;`,
    ).then(
      () => true,
      (err: Error) => {
        // Another process applied it between our read and our lock: nothing to do.
        if (/already applied/.test(err.message)) return false;
        throw new Error(`migration ${file} failed: ${err.message}`);
      },
    );
    if (applied) done.push(file);
  }
  return done;
}
