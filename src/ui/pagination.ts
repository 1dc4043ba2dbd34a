import type { TotalKind } from "../../providers/total-kind";

/**
 * Spec §9: "5 pages displayed, 2 margin pages" (react-paginate's pageRangeDisplayed and
 * marginPagesDisplayed): exactly 5 consecutive pages around the current one, the first 2 and the
 * last 2, and a gap wherever pages are skipped — even one page, so the range stays 5 wide.
 */
export const PAGES_DISPLAYED = 5;
export const MARGIN_PAGES = 2;

export type PageItem = number | "gap";

/** Page numbers to show, with "gap" where pages are skipped: page 6 of 20 is 1 2 … 4 5 6 7 8 … 19 20. */
export function pageItems(current: number, pageCount: number, displayed = PAGES_DISPLAYED, margin = MARGIN_PAGES): PageItem[] {
  if (pageCount <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(displayed / 2), pageCount - displayed + 1));
  const end = Math.min(pageCount, start + displayed - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push("gap");
    items.push(p);
  });
  return items;
}


/**
 * The total as the pager says it, so a number that is not a count does not look like one: exact
 * "1,234"; a lower bound of 1,001 rows "1,000+" (more than 1,000: the rows counted before stopping,
 * less the one that told there were more); an estimate "about 10,00,000" (`about` words it in the
 * reader's language). `format` groups digits in the reader's locale (en-IN, hi-IN: 1,00,000).
 */
export function totalText(total: number, kind: TotalKind, format: (n: number) => string, about: (n: string) => string): string {
  if (kind === "more") return `${format(Math.max(0, total - 1))}+`;
  if (kind === "estimated") return about(format(total));
  return format(total);
}
