import type { Database } from "./client";
import { syncResourceTables } from "../engine/schema-sync";
import { resources } from "../../resources";
import { installSalesTriggers } from "../../modules/sales/server/triggers";
import { installSmsOutboxIndex } from "../sms/delivery";

/**
 * Schema steps that follow the code rather than numbered migrations: the resource engine's
 * additive table sync runs here, after migrations, on every start.
 */
export const schemaSyncSteps: ((database: Database) => Promise<void>)[] = [
  async (database) => {
    await syncResourceTables(database, resources);
  },
  // After the engine's sync: the triggers sit on its r_parties and r_products tables.
  installSalesTriggers,
  installSmsOutboxIndex,
];

export async function prepareDatabase(database: Database): Promise<void> {
  for (const step of schemaSyncSteps) await step(database);
}
