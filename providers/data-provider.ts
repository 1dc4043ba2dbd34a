import type { DataProvider } from "@refinedev/core";
import simpleRest from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";
import { http } from "./http";
import { getBusinessId } from "./storage";

/**
 * Generated resources live under /api/b/:businessId/:resource in simple-rest's conventions.
 * The business changes when the owner switches, so the base URL is read per call.
 */
// Relative to the client's /api base URL.
// simple-rest is typed for axios; it calls only get/post/put/patch/delete and reads { data, headers }, which http gives.
const forCurrentBusiness = () => simpleRest(`b/${getBusinessId() ?? "none"}`, http as unknown as AxiosInstance);

export const dataProvider: DataProvider = {
  getApiUrl: () => `/api/b/${getBusinessId() ?? "none"}`,
  getList: (params) => forCurrentBusiness().getList(params),
  getMany: (params) => forCurrentBusiness().getMany!(params),
  getOne: (params) => forCurrentBusiness().getOne(params),
  create: (params) => forCurrentBusiness().create(params),
  update: (params) => forCurrentBusiness().update(params),
  deleteOne: (params) => forCurrentBusiness().deleteOne(params),
  custom: (params) => forCurrentBusiness().custom!(params),
};
