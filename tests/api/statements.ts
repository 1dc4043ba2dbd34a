import type { TestServer } from "./harness";

type Query = (q: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
}
interface Client extends Queryable {
  /** node-postgres' pool: a transaction runs on a client of its own. */
  connect?: (...args: unknown[]) => Promise<Queryable & { release: (...args: unknown[]) => void }>;
  /** PGlite: a transaction runs on a handle of its own. */
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}

/**
 * The statements the database client was sent while `run` ran, transactions included: PGlite's own
 * client or node-postgres' pool (drizzle's $client), a named statement's text as well as a plain one's.
 */
export async function statementsDuring(s: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const client = (s.database.db as unknown as { $client: Client }).$client;
  const seen: string[] = [];
  const recording = (target: Queryable) => {
    const query = target.query;
    target.query = (q, ...rest) => {
      seen.push(typeof q === "string" ? q : q.text);
      return query.call(target, q, ...rest);
    };
    return () => void (target.query = query);
  };
  const { connect, transaction } = client;
  const stopClient = recording(client);
  if (connect)
    client.connect = async (...args) => {
      // pool.query takes its client by callback (and is recorded as a whole above): only a client taken by
      // promise, as drizzle takes one for a transaction, is recorded statement by statement.
      if (typeof args[0] === "function") return connect.apply(client, args);
      const c = await connect.apply(client, args);
      const stop = recording(c);
      const release = c.release;
      c.release = (...r) => {
        stop();
        c.release = release;
        return release.apply(c, r);
      };
      return c;
    };
  if (transaction) client.transaction = (fn) => transaction.call(client, (tx) => (recording(tx), fn(tx)));
  try {
    await run();
  } finally {
    stopClient();
    if (connect) client.connect = connect;
    if (transaction) client.transaction = transaction;
  }
  return seen;
}
