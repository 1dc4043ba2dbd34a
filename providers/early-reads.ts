import { LIST_PAGE_SIZE, initialSortOf } from "../resources/list-page";
import type { ResourceDef } from "../resources/types";

/**
 * The reads a signed-in page cannot draw without, started by a few lines of script in index.html
 * (scripts/early-reads-plugin.ts) while the console's code is still on its way, so the answers are
 * there when the code is (issue 24, "data requested in parallel with code"). On slow 4G the dashboard's
 * code takes some three seconds to arrive; its reads used to start only after it had run, and the
 * subscription read only after those, two more round trips before the first real paint.
 *
 * The HTTP client (providers/http.ts) takes an early read in place of sending the same GET, once, and
 * only with the token and language it would have sent itself, while it is fresh, and before any
 * write; otherwise it sends its own. Paths are as the client asks them, under /api, `{business}` being
 * the business chosen on this device. A path here the page no longer asks is a read wasted on every
 * visit: tests/e2e/early-reads.test.ts holds each to being taken.
 */
export const EARLY_READS: { shell: readonly string[]; pages: Readonly<Record<string, readonly string[]>> } = {
  /**
   * Every page inside the shell: the businesses (switcher, header), the current one's plans (menu,
   * access) and its wallet balance (the shell reads it on every page, spec §4).
   */
  shell: ["/business/getBusiness", "/business/getBusiness?business_id={business}&type=subscription", "/business/business_balance/{business}"],
  /** A page's own first reads, by its path as the router matches it. */
  pages: {
    "/galla/Dashboard": ["/payments/summary?business_id={business}"],
    // The invoice editors: numbering and GST settings, the first parties and products of the pickers.
    "/sales&purchase/manage_party/addsale": ["/sales/{business}/settings", "/sales/{business}/parties?q=&limit=20", "/sales/{business}/products?q="],
    "/sales&purchase/manage_party/addpurchase": ["/sales/{business}/settings", "/sales/{business}/parties?q=&limit=20", "/sales/{business}/products?q="],
  },
};

/**
 * Each generated list's first page (src/engine/ResourceList.tsx), by its route: the URL the data
 * provider sends for it (Refine's simple-rest: the page and the order, keys in query-string's
 * order). Sent only when the visit's address has no query: one with a query (a later page, a
 * filter, a sort, as the list writes them into the address) opens on another page. Lists under a
 * route with parameters (a member's payments) are left out: the script matches paths as written.
 */
export function listEarlyReads(defs: readonly Pick<ResourceDef, "name" | "routes" | "customPages" | "defaultSort">[]): Record<string, string[]> {
  return Object.fromEntries(
    defs
      .filter((def) => !def.customPages?.includes("list") && !def.routes.list.includes(":"))
      .map((def) => {
        const { field, order } = initialSortOf(def);
        return [def.routes.list, [`/b/{business}/${encodeURIComponent(def.name)}?_end=${LIST_PAGE_SIZE}&_order=${order}&_sort=${encodeURIComponent(field)}&_start=0`]];
      }),
  );
}

/** Where the script leaves its reads for the client: a global, as the script runs before any module. */
export const EARLY_READS_GLOBAL = "__gallaEarlyReads";

/** An early read older than this is not taken: the page asks afresh (a phone that took this long to get its code). */
export const EARLY_READ_MAX_AGE_MS = 15_000;

export interface EarlyReads {
  /** The token and language the reads were sent with. */
  token: string;
  language: string;
  /** Date.now() when they were sent. */
  at: number;
  /** Full URL path (/api/…) → the answer on its way. */
  reads: Record<string, Promise<Response>>;
}

const early = (): EarlyReads | undefined => (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] as EarlyReads | undefined;

/**
 * The early read of `url`, if one was sent with this token and language and is still fresh; taken
 * once (a second ask of the same URL goes to the network).
 */
export function takeEarlyRead(url: string, token: string | null, language: string): Promise<Response> | undefined {
  const reads = early();
  const read = reads?.reads[url];
  if (!reads || !read) return undefined;
  delete reads.reads[url];
  if (reads.token !== token || reads.language !== language || Date.now() - reads.at > EARLY_READ_MAX_AGE_MS) return undefined;
  return read;
}

/** After a write, nothing read before it may stand in for a read after it. */
export function dropEarlyReads(): void {
  const reads = early();
  if (reads) reads.reads = {};
}
