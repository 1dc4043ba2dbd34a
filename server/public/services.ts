import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { resourceByName } from "../../resources/registry";
import { paiseToRupees } from "../../resources/money";
import { table } from "../engine/naming";

import type { PublicService } from "../../contracts/public";

export type { PublicService };

/** At most this many services on a public page: a shop's menu, not a catalogue export. */
const PUBLIC_SERVICES_LIMIT = 100;

/**
 * A business's active services for its public page, from the payments module's `services` resource.
 * When that resource is not declared (a trimmed build) the page lists none.
 */
export async function publicServicesOf(database: Database, businessId: number): Promise<PublicService[]> {
  const def = resourceByName("services");
  if (!def) return [];
  const { rows } = await database.db.execute<{
    name: string;
    category: string | null;
    price: string | number | null;
    duration_minutes: number | null;
    description: string | null;
  }>(sql`SELECT name, category, price, duration_minutes, description FROM ${table(def)}
         WHERE business_id = ${businessId} AND active IS NOT FALSE
         ORDER BY name LIMIT ${PUBLIC_SERVICES_LIMIT}`);
  return rows.map((r) => ({
    name: r.name,
    category: r.category,
    price: r.price === null ? null : paiseToRupees(Number(r.price)),
    duration_minutes: r.duration_minutes === null ? null : Number(r.duration_minutes),
    description: r.description,
  }));
}
