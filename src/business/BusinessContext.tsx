import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { STORAGE, getBusinessId, planKey, write } from "../../providers/storage";
import { chooseBusiness, rememberBusiness } from "../../providers/chosen-business";
import { MODULE_KEYS } from "../../resources/modules";
import { fetchBalance, fetchBusinesses, fetchSubscription, type BusinessSubscription, type BusinessSummary } from "../../providers/business-api";

interface BusinessState {
  businesses: BusinessSummary[];
  current: BusinessSummary | undefined;
  businessId: string | null;
  /** Undefined while loading: the menu sections stay hidden until it arrives (spec §2). */
  subscription: BusinessSubscription | undefined;
  masterId: number | null;
  balance: number | undefined;
  refreshBalance: () => void;
  switchBusiness: (id: number) => void;
}

const BusinessContext = createContext<BusinessState | null>(null);

export const useBusiness = () => {
  const state = useContext(BusinessContext);
  if (!state) throw new Error("useBusiness outside <BusinessProvider>");
  return state;
};

export function BusinessProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [businessId, setBusinessId] = useState<string | null>(getBusinessId());

  const businessesQuery = useQuery({ queryKey: ["businesses"], queryFn: fetchBusinesses });
  const businesses = useMemo(() => businessesQuery.data ?? [], [businessesQuery.data]);
  const current = businesses.find((b) => String(b.id) === businessId);

  // A stored id that is not (or no longer) ours falls back to the first business.
  useEffect(() => {
    if (!businessesQuery.data) return;
    const chosen = chooseBusiness(businessesQuery.data, businessId);
    if (!chosen) return;
    rememberBusiness(chosen);
    if (String(chosen.id) !== businessId) setBusinessId(String(chosen.id));
  }, [businessesQuery.data, current, businessId]);

  const subscriptionQuery = useQuery({
    queryKey: ["subscription", businessId],
    queryFn: () => fetchSubscription(businessId!),
    enabled: Boolean(current),
  });
  useEffect(() => {
    const data = subscriptionQuery.data;
    if (!data) return;
    write(STORAGE.business_master_id, data.business_master_id);
    for (const key of MODULE_KEYS) write(planKey(key), data.business_subscription[key]?.label);
  }, [subscriptionQuery.data]);

  // Spec §4/§7: the balance is fetched at start, on every path change and on business change;
  // never without a business id; a failure is only logged.
  const [balance, setBalance] = useState<number | undefined>();
  const [balanceTick, setBalanceTick] = useState(0);
  useEffect(() => {
    const id = getBusinessId() ?? businessId;
    if (!id) return;
    let live = true;
    fetchBalance(id)
      .then((wallet) => {
        write(STORAGE.wallet, wallet);
        if (live) setBalance(wallet);
      })
      .catch((err) => console.error("Error fetching balance:", err));
    return () => {
      live = false;
    };
  }, [pathname, businessId, balanceTick]);

  const switchBusiness = useCallback(
    (id: number) => {
      const business = businesses.find((b) => b.id === id);
      if (!business) return;
      rememberBusiness(business);
      setBusinessId(String(id));
      // Everything on screen belonged to the old business.
      queryClient.invalidateQueries();
      navigate("/galla/Dashboard");
    },
    [businesses, navigate, queryClient],
  );

  const refreshBalance = useCallback(() => setBalanceTick((t) => t + 1), []);
  const subscription = subscriptionQuery.data?.business_id === current?.id ? subscriptionQuery.data : undefined;
  const masterId = subscriptionQuery.data?.business_master_id ?? current?.business_master_id ?? null;
  const value = useMemo<BusinessState>(
    () => ({ businesses, current, businessId, subscription, masterId, balance, refreshBalance, switchBusiness }),
    [businesses, current, businessId, subscription, masterId, balance, refreshBalance, switchBusiness],
  );
  // A read arriving (the business, its plans, the balance) re-renders everything that reads this, and a
  // store's news renders synchronously: one long task on a slow phone. Deferred, the pages take the news
  // in a render React runs in slices (issue 24). Another business is never deferred: nothing may show the
  // old one's data for a moment after a switch.
  const deferred = useDeferredValue(value);
  const shown = deferred.businessId === value.businessId ? deferred : value;
  return <BusinessContext.Provider value={shown}>{children}</BusinessContext.Provider>;
}
