/**
 * How the server arrived at a list's x-total-count (its x-total-count-kind, server/engine/store.ts):
 * "exact"; "more" — a lower bound: at least this many rows match, counting stopped there; "estimated"
 * — the planner's estimate for a big list without filters. A missing or unknown header is exact.
 */
export type TotalKind = "exact" | "estimated" | "more";

export const totalKindOf = (header: string | undefined | null): TotalKind => (header === "more" || header === "estimated" ? header : "exact");
