import type { WireRow } from "./values";
import { writeEpoch } from "../db/write-epoch";
import { BoundedMap, perDatabase } from "../db/memory";
import type { ResourceDef } from "../../resources/types";
import { resourceByName } from "../../resources/registry";
import { tableNameOf } from "./naming";

/** Pages kept per database; the oldest go first. A page is at most LIST_CEILING rows, most are 20. */
const MAX_PAGES = 500;
/** Whole lists (up to 1,000 rows) are not kept: the memory is better spent on pages. */
const MAX_ROWS = 100;

/** How x-total-count was arrived at (store.ts count). */
export type TotalKind = "exact" | "estimated" | "more";

export interface ListPage {
  rows: WireRow[];
  total: number;
  totalKind: TotalKind;
}

interface Page extends ListPage {
  tag: string;
}

/**
 * The tables a page of `def` is read from: its own, and those its relation fields take their labels
 * from (`_labels`, store.ts withLabels). A page kept at the sum of their counters is the truth while
 * that sum stands; a write to any other table does not touch it.
 */
export function pageTables(def: ResourceDef): string[] {
  const names = new Set([tableNameOf(def)]);
  for (const f of def.fields) {
    const target = f.type === "relation" && f.relation ? resourceByName(f.relation.resource) : undefined;
    if (target) names.add(tableNameOf(target));
  }
  return [...names].sort();
}

/**
 * What a kept page must still match to be handed out, or undefined (nothing is kept):
 * - the sum of the business's change counters of the page's tables (pageTables) the gate's statement
 *   read for this request (`tablesEpoch`, migrations/0350_table_epochs.sql): moved at the commit of
 *   any write to those tables of that business, by any process or tool, on PostgreSQL and PGlite
 *   alike; a write to another resource leaves it, and the page, where they were;
 * - else, on PGlite, the database's write counter (server/db/write-epoch.ts): every change goes
 *   through this process, so a page read while it stood still is the truth until it moves;
 * - else the business's change counter (`epoch`, 0240_business_epochs.sql).
 */
export function pageTag(db: object, epoch: number | undefined, tablesEpoch?: number): string | undefined {
  if (tablesEpoch !== undefined) return `t${tablesEpoch}`;
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
  get(key: string, tag: string): ListPage | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.tag === tag) return hit;
    this.pages.delete(key);
    return undefined;
  }

  /** Keeps a page read entirely under `tag` (the caller checked it still holds). */
  set(key: string, tag: string, page: ListPage): void {
    if (page.rows.length > MAX_ROWS) return;
    this.pages.set(key, { tag, ...page });
  }
}

/** The page cache of a database handle. */
export const pageCacheOf = perDatabase(() => new PageCache());
