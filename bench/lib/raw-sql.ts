import pg from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import type { Database } from "../../server/db/client";
import { ResourceStore } from "../../server/engine/store";
import { parseListQuery } from "../../server/engine/list-query";
import { resourceByName } from "../../modules";
import type { Round } from "./load";

/** The page statement the generated list runs for `query` (text and parameters), exactly as the engine builds it. */
export function listStatement(database: Database, resource: string, businessId: number, query: string): { text: string; values: unknown[] } {
  const def = resourceByName(resource);
  if (!def) throw new Error(`no resource ${resource}`);
  const q = parseListQuery(def, Object.fromEntries(new URLSearchParams(query)), { paginate: true });
  const { sql, params } = new PgDialect().sqlToQuery(new ResourceStore(database.db, def, businessId).pageStatement(q));
  return { text: sql, values: params };
}

/**
 * The same statement straight to PostgreSQL with `clients` connections (node-postgres, as the server
 * uses it), each running it back to back for `seconds`: what the database gives without the API.
 * `prepared`: a named statement, parsed and planned once per connection; otherwise each run is
 * parsed and planned again (the extended protocol with an unnamed statement, which is what the
 * server sends through drizzle).
 */
export async function rawSqlRound(opts: { url: string; text: string; values: unknown[]; clients: number; seconds: number; prepared: boolean }): Promise<Round> {
  const clients = await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      const c = new pg.Client({ connectionString: opts.url });
      await c.connect();
      return c;
    }),
  );
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            await c.query(opts.prepared ? { name: "bench_list_page", text: opts.text, values: opts.values } : { text: opts.text, values: opts.values });
            times.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(times).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return { requests: sorted.length, seconds, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), max: at(1), non2xx: 0, errors, timeouts: 0 };
}
