import type { CrudFilter, CrudSort } from "@refinedev/core";
import { http } from "../../providers/http";
import { getBusinessId } from "../../providers/storage";
import { saveBlob } from "../ui/download";

const SUFFIX: Record<string, string> = { eq: "", ne: "_ne", gte: "_gte", lte: "_lte", contains: "_like" };

/** The list's filters and sort in the API's query form (the same mapping simple-rest uses). */
export function listQuery(filters: CrudFilter[], sorters: CrudSort[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of filters) {
    if (!("field" in f) || f.value === undefined || f.value === null || f.value === "") continue;
    const key = f.field === "q" ? "q" : `${f.field}${SUFFIX[f.operator] ?? ""}`;
    for (const v of Array.isArray(f.value) ? f.value : [f.value]) params.append(key, String(v));
  }
  if (sorters.length) {
    params.set("_sort", sorters.map((s) => s.field).join(","));
    params.set("_order", sorters.map((s) => s.order).join(","));
  }
  return params;
}

/** Downloads the filtered list as CSV (through the authenticated client, then a local link). */
export async function exportCsv(resource: string, filters: CrudFilter[], sorters: CrudSort[]) {
  const query = listQuery(filters, sorters).toString();
  const res = await http.get<Blob>(`/b/${getBusinessId()}/${resource}/export${query ? `?${query}` : ""}`, { responseType: "blob" });
  saveBlob(res.data, `${resource}-${new Date().toISOString().slice(0, 10)}.csv`);
}
