import { BoundedMap, perDatabase } from "../db/memory";

/** Filters whose counts are kept per database; the oldest go first. */
const MAX_COUNTS = 5_000;

interface Kept {
  tag: string;
  /** What the capped count answered: the number of matching rows, but never more than `limit`. */
  counted: number;
  /** The count's LIMIT: one row past the reach of the page that asked it (store.ts cappedCountStatement). */
  limit: number;
}

/**
 * The capped counts of list filters (the page statement's `__galla_total`), per resource, business and
 * filter, reused while the page's tag (page-cache.ts pageTag) holds: the other pages and sorts of a
 * filter already counted, and its pages asked again after a write to another table, read their rows
 * alone. A count answers for any later page exactly as counting again would:
 * - below its limit it is the whole truth, whatever the next page's reach;
 * - at its limit ("at least this many") it answers a page whose own limit is no further.
 * Keyed by the filters only (ListQuery.filterKey), never the slice or the sort, which do not change a count.
 */
export class KeptCounts {
  private readonly counts = new BoundedMap<string, Kept>(MAX_COUNTS);

  /** What a capped count with `limit` would answer now, if a kept one can tell. */
  get(key: string, tag: string, limit: number): number | undefined {
    const hit = this.counts.get(key);
    if (!hit) return undefined;
    if (hit.tag !== tag) {
      this.counts.delete(key);
      return undefined;
    }
    if (hit.counted < hit.limit) return Math.min(hit.counted, limit);
    return limit <= hit.limit ? limit : undefined;
  }

  /** Keeps a count read entirely under `tag` (the caller checked it still holds). */
  set(key: string, tag: string, counted: number, limit: number): void {
    const hit = this.counts.get(key);
    // A count that went further under the same tag tells more: keep it.
    if (hit && hit.tag === tag && hit.counted === hit.limit && counted === limit && hit.limit > limit) return;
    this.counts.set(key, { tag, counted, limit });
  }
}

/** The kept counts of a database handle. */
export const keptCountsOf = perDatabase(() => new KeptCounts());
