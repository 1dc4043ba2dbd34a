import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ResourceDef } from "../../resources/types";
import { COLUMN_TYPE, REPORTED_TYPE, indexName, tableNameOf } from "./naming";
import { checkDeclarations } from "./declarations";
import { NO_OVERLAP_EXTENSION, noOverlapName, noOverlapStatement, overlapsQuery } from "./no-overlap";

const q = (name: string) => `"${name}"`;

const BOOKKEEPING_COLUMNS = [
  ["version", "integer NOT NULL DEFAULT 1"],
  ["updated_by", "integer REFERENCES users(id) ON DELETE SET NULL"],
] as const;

/** Fields worth an index: list filters, sort keys, relations (joins, delete checks) and the default sort. */
const indexedFields = (def: ResourceDef) =>
  def.fields.filter(
    (f) => f.type !== "subrecords" && !f.unique && (f.filter || f.sortable || f.type === "relation" || def.defaultSort?.field === f.name),
  );

/**
 * The DDL that brings the database up to the declarations, given what already exists.
 * Additive only (Frappe's rule): tables, columns and indexes are added, never dropped or
 * retyped; a changed type is reported so a named data migration can handle it.
 */
export function plannedDdl(
  defs: ResourceDef[],
  existing: { columns: Map<string, Map<string, string>>; indexes: Set<string>; watched?: Set<string>; extensions?: Set<string> },
): { statements: string[]; drift: string[] } {
  const statements: string[] = [];
  const drift: string[] = [];
  // Exclusion constraints compare integers and dates with `=` in a GiST index (PGlite loads it in server/db/client.ts).
  if (defs.some((d) => d.noOverlap && !existing.indexes.has(noOverlapName(d))) && !existing.extensions?.has(NO_OVERLAP_EXTENSION))
    statements.push(`CREATE EXTENSION IF NOT EXISTS ${NO_OVERLAP_EXTENSION}`);
  for (const def of defs) {
    const t = tableNameOf(def);
    const columns = existing.columns.get(t);
    if (!columns) {
      statements.push(
        `CREATE TABLE IF NOT EXISTS ${q(t)} (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL
)`,
      );
    }
    // Optimistic locking and "who changed it": tables made before them get them, existing rows start at version 1.
    for (const [name, type] of BOOKKEEPING_COLUMNS)
      if (columns && !columns.has(name)) statements.push(`ALTER TABLE ${q(t)} ADD COLUMN IF NOT EXISTS ${q(name)} ${type}`);
    for (const f of def.fields) {
      const type = COLUMN_TYPE[f.type];
      const have = columns?.get(f.name);
      if (!have) statements.push(`ALTER TABLE ${q(t)} ADD COLUMN IF NOT EXISTS ${q(f.name)} ${type}`);
      else if (have !== REPORTED_TYPE[type]) drift.push(`${t}.${f.name} is ${have} but is declared ${f.type} (${type})`);
    }
    const index = (suffix: string, ddl: (name: string) => string) => {
      const name = indexName(t, suffix);
      if (!existing.indexes.has(name)) statements.push(ddl(name));
    };
    // Every list and every lookup is "WHERE business_id = $1 ...": this serves the default order and counts.
    index("business_idx", (n) => `CREATE UNIQUE INDEX IF NOT EXISTS ${q(n)} ON ${q(t)} (business_id, id)`);
    index("created_idx", (n) => `CREATE INDEX IF NOT EXISTS ${q(n)} ON ${q(t)} (business_id, created_at, id)`);
    for (const f of indexedFields(def)) index(`${f.name}_idx`, (n) => `CREATE INDEX IF NOT EXISTS ${q(n)} ON ${q(t)} (business_id, ${q(f.name)}, id)`);
    for (const f of def.fields.filter((x) => x.unique && x.type !== "subrecords"))
      index(`${f.name}_uniq`, (n) => `CREATE UNIQUE INDEX IF NOT EXISTS ${q(n)} ON ${q(t)} (business_id, ${q(f.name)})`);
    // No double booking (resources/types.ts noOverlap): skipped, and reported, while old rows overlap.
    if (def.noOverlap && !existing.indexes.has(noOverlapName(def))) statements.push(noOverlapStatement(def));
    // Every write to the table moves its business's change counter (0240_business_epochs.sql): list pages are reused until then.
    if (!existing.watched?.has(t)) statements.push(`SELECT business_epoch_watch('${q(t)}')`);
  }
  return { statements, drift };
}

async function readExisting(database: Database) {
  const cols = await database.db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name LIKE 'r\\_%'`,
  );
  const columns = new Map<string, Map<string, string>>();
  for (const r of cols.rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Map());
    columns.get(r.table_name)!.set(r.column_name, r.data_type);
  }
  const idx = await database.db.execute<{ indexname: string }>(
    sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename LIKE 'r\\_%'`,
  );
  const watched = await database.db.execute<{ table_name: string }>(
    sql`SELECT c.relname AS table_name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'business_epoch_bump' AND c.relnamespace = current_schema()::regnamespace AND c.relname LIKE 'r\\_%'`,
  );
  const extensions = await database.db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
  return {
    columns,
    indexes: new Set(idx.rows.map((r) => r.indexname)),
    watched: new Set(watched.rows.map((r) => r.table_name)),
    extensions: new Set(extensions.rows.map((r) => r.extname)),
  };
}

/**
 * Runs at every start (server/db/prepare.ts), after the numbered migrations. Only what is
 * missing is run, so a restart with nothing new takes no table locks. The statements are
 * idempotent and run as one script under an advisory lock, so two processes starting on one
 * PostgreSQL at once cannot trip over each other.
 */
export async function syncResourceTables(
  database: Database,
  defs: ResourceDef[],
  log: (message: string) => void = (m) => console.warn(m),
): Promise<string[]> {
  for (const warning of checkDeclarations(defs)) log(`resource engine: ${warning}`);
  const { statements, drift } = plannedDdl(defs, await readExisting(database));
  for (const d of drift) log(`resource engine: ${d}; add a data migration to change it`);
  if (statements.length === 0) return [];
  try {
    await database.exec(`BEGIN; SELECT pg_advisory_xact_lock(7261030);\n${statements.join(";\n")};\nCOMMIT;`);
  } catch (err) {
    await database.exec("ROLLBACK").catch(() => {});
    throw err;
  }
  await reportOverlaps(database, defs, log);
  return statements;
}

/** A noOverlap whose constraint could not be made: the rows that overlap already, for the owner to settle. */
async function reportOverlaps(database: Database, defs: ResourceDef[], log: (message: string) => void) {
  const wanted = defs.filter((d) => d.noOverlap);
  if (!wanted.length) return;
  const made = await database.db.execute<{ indexname: string }>(
    sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename LIKE 'r\\_%'`,
  );
  const have = new Set(made.rows.map((r) => r.indexname));
  for (const def of wanted.filter((d) => !have.has(noOverlapName(d)))) {
    const pairs = await database.db.execute<{ business_id: number; a: number; b: number }>(sql.raw(overlapsQuery(def)));
    const listed = pairs.rows.map((p) => `business ${p.business_id}: ${p.a} and ${p.b}`).join("; ");
    log(
      `resource engine: ${tableNameOf(def)} already holds rows that overlap (${listed || "or a range that ends before it starts"}); ` +
        `overlapping ${def.name} are not refused until they are changed and the server restarted`,
    );
  }
}
