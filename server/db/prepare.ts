import type { Database } from "./client";

/**
 * Schema steps that follow the code rather than numbered migrations: the resource engine's
 * additive table sync runs here, after migrations, on every start.
 */
export const schemaSyncSteps: ((database: Database) => Promise<void>)[] = [];

export async function prepareDatabase(database: Database): Promise<void> {
  for (const step of schemaSyncSteps) await step(database);
}
