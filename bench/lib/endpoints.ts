/** The staff list query the issue measures: a page of 20 active staff sorted by name, with x-total-count. */
export const LIST_QUERY = "_start=0&_end=20&_sort=full_name&_order=asc&status=active";

export interface BenchEndpoint {
  name: string;
  path: string;
  /** 10 unless said (the sales report is also asked by one client: the target is about one owner). */
  connections?: number;
}

/** What the API rows measure, for the big business. */
export function benchEndpoints(businessId: number, now = new Date()): BenchEndpoint[] {
  const today = now.toISOString().slice(0, 10);
  const fiveYearsAgo = new Date(now.getTime() - 1830 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "business_balance", path: `/api/business/business_balance/${businessId}` },
    { name: "getBusiness", path: `/api/business/getBusiness?business_id=${businessId}&type=subscription` },
    { name: "generated list (staff)", path: `/api/b/${businessId}/staff?${LIST_QUERY}` },
    // One client first: ten slow reports at once would still be running into the next figure.
    { name: "sales report", path: `/api/sales/${businessId}/reports/sales?from=${fiveYearsAgo}&to=${today}`, connections: 1 },
    { name: "profit and loss", path: `/api/sales/${businessId}/reports/profit-loss?from=${fiveYearsAgo}&to=${today}`, connections: 1 },
    { name: "sales report", path: `/api/sales/${businessId}/reports/sales?from=${fiveYearsAgo}&to=${today}` },
  ];
}

/** The health route: no database, so what the process itself can answer. */
export const HEALTH: BenchEndpoint = { name: "health (no database: calibration)", path: "/api/health" };
