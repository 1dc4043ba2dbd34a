/**
 * The in-process caches' two shared rules (page-cache, admission-cache, business-epoch, totals-cache,
 * the prepared statements of prepared.ts and the statement names of named-statements.ts).
 */

/** A Map that holds at most `max` entries: setting past it drops the entry set longest ago. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    // Deleting first moves a replaced key to the back: the oldest is always first.
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value!);
    return this;
  }
}

/** One `T` per database handle (a process may hold several: tests, the bench), made on first use. */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
