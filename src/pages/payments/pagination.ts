/** Spec §9: pagination shows 5 pages around the current one and 2 at each end. */
export const PAGES_DISPLAYED = 5;
export const MARGIN_PAGES = 2;

/** Page numbers to show, with "gap" where pages are skipped: 1 2 … 6 7 8 9 10 … 19 20. */
export function pageItems(current: number, pageCount: number, displayed = PAGES_DISPLAYED, margin = MARGIN_PAGES): (number | "gap")[] {
  if (pageCount <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(displayed / 2), pageCount - displayed + 1));
  const end = Math.min(pageCount, start + displayed - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push("gap");
    items.push(p);
  });
  return items;
}
