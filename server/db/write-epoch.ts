import type { PGlite } from "@electric-sql/pglite";

/**
 * On PGlite every change to the data goes through this process (the database lives inside it and
 * runs one statement at a time), so a counter moved by every statement that may write tells, for
 * free, whether anything changed since a read: a read remembered at one value of the counter is
 * still the truth while the counter has not moved. PostgreSQL has other writers (more server
 * processes, psql, the reconciler of another machine): there a per-business counter kept by triggers
 * in the database stands in for it (migrations/0240_business_epochs.sql, server/db/business-epoch.ts).
 *
 * "May write" is judged from the statement's text and errs towards yes: only a SELECT, WITH,
 * EXPLAIN, SHOW or VALUES naming no data-modifying or locking word counts as a read (the functions
 * this schema defines are triggers or STABLE: a SELECT cannot change data through them). Scripts
 * (exec) and transactions always move it, at their start and at their end, so a read inside a
 * transaction is never reused after it commits or rolls back.
 */
const READ = /^[\s(]*(select|with|explain|show|values)\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate|into|copy|call|do|lock|nextval|setval|refresh|vacuum|analyze|notify)\b/i;
export const mayWrite = (text: string) => !READ.test(text) || WRITE_WORD.test(text);

const epochs = new WeakMap<object, { n: number }>();

/** The counter of a database tracked by trackWrites, or undefined (PostgreSQL: other writers exist). */
export function writeEpoch(db: object): number | undefined {
  return epochs.get(db)?.n;
}

/** Moves `db`'s counter on every statement `client` runs that may write. */
export function trackWrites(client: PGlite, db: object): void {
  const epoch = { n: 0 };
  epochs.set(db, epoch);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const bumpAround = async <T>(run: () => Promise<T>): Promise<T> => {
    epoch.n++;
    try {
      return await run();
    } finally {
      epoch.n++;
    }
  };
  client.query = ((text: string, ...rest: unknown[]) =>
    mayWrite(text) ? bumpAround(() => query(text, ...(rest as []))) : query(text, ...(rest as []))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof client.exec>) => bumpAround(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof client.transaction>) => bumpAround(() => transaction(...args))) as typeof client.transaction;
}
