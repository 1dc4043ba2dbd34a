import { http } from "./http";
import type { BalanceReply, BusinessSubscription, BusinessSummary } from "../contracts/business";
import type { Static } from "typebox";

export type { BusinessSubscription, BusinessSummary, ModuleSubscription } from "../contracts/business";

export const fetchBusinesses = async () =>
  (await http.get<{ data: BusinessSummary[] }>("/business/getBusiness")).data.data;

export const fetchSubscription = async (businessId: string) =>
  (
    await http.get<{ data: BusinessSubscription }>("/business/getBusiness", {
      params: { business_id: businessId, type: "subscription" },
    })
  ).data.data;

export const fetchBalance = async (businessId: string) =>
  (await http.get<Static<typeof BalanceReply>>(`/business/business_balance/${businessId}`)).data.wallet;
