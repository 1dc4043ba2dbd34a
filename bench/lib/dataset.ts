import type { Database } from "../../server/db/client";

export interface Dataset {
  name: string;
  /** The tables it fills (their secondary indexes are rebuilt after a big load). */
  tables: string[];
  /** Whether the tables this dataset fills exist yet (modules land at different times). */
  available(database: Database): Promise<boolean>;
  /** Adds rows [from, to) to each business in `businessIds` (one statement for all of them). */
  insert(database: Database, businessIds: number[], from: number, to: number): Promise<void>;
}

/** hashint4 spreads consecutive numbers; `% n` then picks from n choices. Salted per column. */
export const pick = (g: string, salt: number, n: number) => `((hashint4(${g} + ${salt}) & 2147483647) % ${n})`;
/** FROM-list prefix that repeats the rows for each business, as column `b`. */
export const overBusinesses = (ids: number[]) => `unnest(ARRAY[${ids.map(Number).join(",")}]::int[]) AS bs(b),`;
