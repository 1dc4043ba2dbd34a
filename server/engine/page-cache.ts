import type { WireRow } from "./values";
import { writeEpoch } from "../db/write-epoch";
import { BoundedMap, perDatabase } from "../db/memory";

/** Pages kept per database; the oldest go first. A page is at most LIST_CEILING rows, most are 20. */
const MAX_PAGES = 500;
/** Whole lists (up to 1,000 rows) are not kept: the memory is better spent on pages. */
const MAX_ROWS = 100;

interface Page {
  tag: string;
  rows: WireRow[];
  total: number;
}

/**
 * What a kept page must still match to be handed out, or undefined (nothing is kept):
 * - on PGlite, the database's write counter (server/db/write-epoch.ts): every change goes through
 *   this process, so a page read while it stood still is the truth until it moves, and a repeated
 *   page costs no statement at all;
 * - elsewhere (PostgreSQL), the business's change counter the gate's statement read for this request
 *   (`epoch`, migrations/0240_business_epochs.sql, server/db/business-epoch.ts): moved at the commit
 *   of any write to the business's r_* tables, by any process or tool.
 */
export function pageTag(db: object, epoch: number | undefined): string | undefined {
  const writes = writeEpoch(db);
  if (writes !== undefined) return `w${writes}`;
  return epoch === undefined ? undefined : `b${epoch}`;
}

/**
 * List pages (rows with their labels, and the total), reused while their tag (pageTag) holds. The
 * key is the page statement's text and parameters, which carry the table, the business, the filters,
 * the sort and the slice: a page is never handed to another business or another query. The rows are
 * the store's, before the member's view masks them (the routes copy, never mutate), so the role is
 * applied on every request, to a kept page as to a read one.
 */
export class PageCache {
  private readonly pages = new BoundedMap<string, Page>(MAX_PAGES);

  /** The page kept under `key` for `tag`, if any. */
  get(key: string, tag: string): { rows: WireRow[]; total: number } | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.tag === tag) return hit;
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page read entirely under `tag` (the caller checked it still holds). */
  set(key: string, tag: string, page: { rows: WireRow[]; total: number }): void {
    if (page.rows.length > MAX_ROWS) return;
    this.pages.set(key, { tag, ...page });
  }
}

/** The page cache of a database handle. */
export const pageCacheOf = perDatabase(() => new PageCache());
