import type { BaseRecord, DataProvider, GetListParams, GetListResponse } from "@refinedev/core";
import simpleRest from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";
import { http, type HttpClient, type RequestConfig } from "./http";
import { getBusinessId } from "./storage";
import { totalKindOf, type TotalKind } from "./total-kind";

/**
 * Generated resources live under /api/b/:businessId/:resource in simple-rest's conventions.
 * The business changes when the owner switches, so the base URL is read per call.
 */
// Relative to the client's /api base URL.
// simple-rest is typed for axios; it calls only get/post/put/patch/delete and reads { data, headers }, which http gives.
const forCurrentBusiness = () => simpleRest(`b/${getBusinessId() ?? "none"}`, http as unknown as AxiosInstance);

/** A list page with how the server arrived at its total, so the pager can say "1,000+" rather than a made-up count. */
export type ListAnswer<T extends BaseRecord = BaseRecord> = GetListResponse<T> & { totalKind: TotalKind };

/**
 * simple-rest's getList, which reads x-total-count but drops the other headers, with the page's
 * x-total-count-kind beside its total (exact, a lower bound, an estimate: server/engine/store.ts).
 * Refine's pager still counts its pages from `total`: for a lower bound that is one page past the
 * rows counted, so the next page is offered while rows keep coming, and asking it counts on from there.
 */
export async function listWithTotalKind<T extends BaseRecord = BaseRecord>(client: HttpClient, base: string, params: GetListParams): Promise<ListAnswer<T>> {
  let totalKind: TotalKind = "exact";
  const reading: HttpClient = {
    ...client,
    get: async <R>(url: string, config?: RequestConfig) => {
      const answer = await client.get<R>(url, config);
      totalKind = totalKindOf(answer.headers["x-total-count-kind"]);
      return answer;
    },
  };
  const page = await simpleRest(base, reading as unknown as AxiosInstance).getList<T>(params);
  return { ...page, totalKind };
}

export const dataProvider: DataProvider = {
  getApiUrl: () => `/api/b/${getBusinessId() ?? "none"}`,
  getList: (params) => listWithTotalKind(http, `b/${getBusinessId() ?? "none"}`, params),
  getMany: (params) => forCurrentBusiness().getMany!(params),
  getOne: (params) => forCurrentBusiness().getOne(params),
  create: (params) => forCurrentBusiness().create(params),
  update: (params) => forCurrentBusiness().update(params),
  deleteOne: (params) => forCurrentBusiness().deleteOne(params),
  custom: (params) => forCurrentBusiness().custom!(params),
};
