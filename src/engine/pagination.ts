/**
 * Spec §9: pagination shows 5 pages around the current one and 2 margin pages at each end,
 * with gaps between (react-paginate's pageRangeDisplayed=5, marginPagesDisplayed=2).
 */
export const PAGE_RANGE = 5;
export const MARGIN_PAGES = 2;

export type PageItem = number | "gap";

export function pageItems(current: number, pageCount: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= range + 2 * margin) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = Math.max(1, current - Math.floor(range / 2));
  let end = start + range - 1;
  if (end > pageCount) {
    end = pageCount;
    start = end - range + 1;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = pageCount - margin + 1; p <= pageCount; p++) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    // A gap of one page is shown as that page: a "…" would hide nothing.
    if (i > 0 && p - sorted[i - 1] === 2) items.push(p - 1);
    else if (i > 0 && p - sorted[i - 1] > 2) items.push("gap");
    items.push(p);
  });
  return items;
}
