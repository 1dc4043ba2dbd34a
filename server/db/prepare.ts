import type { Database } from "./client";
import { syncResourceTables } from "../engine/schema-sync";
import { resources } from "../../resources/registry";
import { serverParts } from "../module-parts";
import { installSmsOutboxIndex } from "../sms/delivery";

/**
 * Schema steps that follow the code rather than numbered migrations: the resource engine's
 * additive table sync runs here, after migrations, on every start; then each listed module's own
 * steps (after the sync: the sales triggers sit on its r_parties and r_products tables), then the
 * SMS outbox's index.
 */
export const schemaSyncSteps: ((database: Database) => Promise<void>)[] = [
  async (database) => {
    await syncResourceTables(database, resources);
  },
  ...serverParts.flatMap((part) => part.schemaSteps ?? []),
  installSmsOutboxIndex,
];

export async function prepareDatabase(database: Database): Promise<void> {
  for (const step of schemaSyncSteps) await step(database);
}
