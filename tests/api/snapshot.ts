import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { prepareDatabase } from "../../server/db/prepare";
import { seedDemo } from "../../server/seed/demo";

/**
 * Every API test file starts from a fresh database. On PGlite, migrating, preparing and seeding it is
 * most of a file's start-up, and identical in every file: the API project's global setup does it once
 * per run (tests/api/global-setup.ts) and each file loads a copy of the dump. Made anew every run, so
 * the demo's dates are today's and a changed migration or seed is always in it.
 */
export async function makeSnapshots(dir: string): Promise<void> {
  for (const seed of [true, false]) {
    const database = await openDatabase({ dataDir: "memory://" });
    await prepared(database, seed);
    await writeFile(pathOf(dir, seed), Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
  }
}

/** Migrated and prepared (and seeded when asked): what a file's server starts on. */
export async function prepared(database: Database, seed: boolean) {
  await migrate(database);
  await prepareDatabase(database);
  if (seed) await seedDemo(database.db);
}

/**
 * The run's snapshots: the global setup names their folder in the environment its test processes
 * inherit. Unset elsewhere (PostgreSQL runs, the e2e server), where a database is prepared as it opens.
 */
export const SNAPSHOT_DIR_VAR = "GALLA_TEST_DB_SNAPSHOTS";
const pathOf = (dir: string, seed: boolean) => join(dir, seed ? "seeded.tar" : "bare.tar");

/** A memory database loaded from the run's snapshot, or undefined when there is none. */
export async function fromSnapshot(seed: boolean): Promise<Database | undefined> {
  const dir = process.env[SNAPSHOT_DIR_VAR];
  if (!dir) return undefined;
  const database = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([await readFile(pathOf(dir, seed))]) });
  // The schema steps again: a file may declare resources of its own (engine-fixture); on tables that
  // are already there they only look.
  await prepareDatabase(database);
  return database;
}
