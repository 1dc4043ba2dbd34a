import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SNAPSHOT_DIR_VAR, makeSnapshots } from "./snapshot";

let dir: string | undefined;

/** On PGlite runs, the migrated (and seeded) databases every API file starts from (snapshot.ts). */
export async function setup() {
  if (process.env.DATABASE_URL) return;
  dir = await mkdtemp(join(tmpdir(), "galla-api-db-"));
  await makeSnapshots(dir);
  process.env[SNAPSHOT_DIR_VAR] = dir;
}

export async function teardown() {
  if (!dir) return;
  delete process.env[SNAPSHOT_DIR_VAR];
  await rm(dir, { recursive: true, force: true });
}
