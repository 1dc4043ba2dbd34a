import type { WireRow } from "./values";
import { writeEpoch } from "../db/write-epoch";

/** Pages kept per database; the oldest go first. A page is at most LIST_CEILING rows, most are 20. */
const MAX_PAGES = 500;
/** Whole lists (up to 1,000 rows) are not kept: the memory is better spent on pages. */
const MAX_ROWS = 100;

interface Page {
  epoch: number;
  rows: WireRow[];
  total: number;
}

/**
 * List pages (rows with their labels, and the total) on PGlite, reused while nothing was written
 * to the database (server/db/write-epoch.ts): the embedded default runs one statement at a time
 * in the server's own thread, so a page answered from memory leaves it free for the next request.
 * The key is the page statement's text and parameters, which carry the table, the business, the
 * filters, the sort and the slice: a page is never handed to another business or another query.
 * The rows are the store's, before the member's view masks them (the routes copy, never mutate).
 * On PostgreSQL (no write epoch) nothing is kept.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();
  constructor(private readonly db: object) {}

  /** The page read at the current epoch, if nothing was written since. */
  get(key: string): { rows: WireRow[]; total: number } | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.epoch === writeEpoch(this.db)) return hit;
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page read entirely at `epoch` (taken before the first read): any write since and it is not kept. */
  set(key: string, epoch: number | undefined, page: { rows: WireRow[]; total: number }): void {
    if (epoch === undefined || epoch !== writeEpoch(this.db) || page.rows.length > MAX_ROWS) return;
    this.pages.delete(key);
    this.pages.set(key, { epoch, ...page });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}

const perDatabase = new WeakMap<object, PageCache>();

/** The page cache of a database whose writes are counted (PGlite), else undefined. */
export function pageCacheOf(db: object): PageCache | undefined {
  if (writeEpoch(db) === undefined) return undefined;
  let cache = perDatabase.get(db);
  if (!cache) perDatabase.set(db, (cache = new PageCache(db)));
  return cache;
}
