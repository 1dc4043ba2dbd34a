import type { ResourceDef } from "./types";

/**
 * A generated list's first page: how many rows, in which order. The list (src/engine/ResourceList.tsx)
 * opens with it, and the early reads (providers/early-reads.ts) ask for the same page before the
 * list's code has come, so both must read it from here.
 */
export const LIST_PAGE_SIZE = 10;

/** The declaration's default order, else the newest first. */
export const initialSortOf = (def: Pick<ResourceDef, "defaultSort">): { field: string; order: "asc" | "desc" } => def.defaultSort ?? { field: "id", order: "desc" };
