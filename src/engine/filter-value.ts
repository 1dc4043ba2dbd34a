import type { CrudFilter } from "@refinedev/core";

export type Op = "eq" | "contains" | "gte" | "lte";

/** The value a list filter currently has for one field and operator. */
export const valueOf = (filters: CrudFilter[], field: string, op: Op) =>
  (filters.find((f) => "field" in f && f.field === field && f.operator === op) as { value?: unknown } | undefined)?.value;
