import { useCan, useCanWithoutCache } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { primeAccess, type AccessAnswer, type Ask } from "../../providers/access-control";
import { useBusiness } from "../business/BusinessContext";

/**
 * The business the questions are about, and the version of its access answer: the business context
 * already holds that answer, so it is handed to the provider (no second request), and a new answer
 * (an upgrade, a changed permission) makes every question be asked again.
 */
function useAccessKey() {
  const { businessId, subscription } = useBusiness();
  const version = businessId && subscription ? primeAccess(businessId, subscription) : undefined;
  return { businessId: businessId ?? undefined, version };
}

/**
 * The console's one way to ask about access: Refine's `useCan`, answered by the access-control
 * provider (providers/access-control.ts) from the one policy the server's gate applies. Undefined
 * until the answer is known, so nothing is shown or refused on a guess; keyed by business, so a
 * switch never reuses the other business's answer.
 */
export function useAccess(resource: string, action: string): AccessAnswer | undefined {
  const { businessId, version } = useAccessKey();
  const { data } = useCan({ resource, action, params: { businessId, version }, queryOptions: { enabled: version !== undefined } });
  return version === undefined ? undefined : (data as AccessAnswer | undefined);
}

/** Whether the caller may: false until the answer is known (staff never glimpse the owner's controls). */
export const useAllowed = (resource: string, action: string): boolean => useAccess(resource, action)?.can === true;

/**
 * Many questions at once (the menu's entries, the phone's tabs): the same provider function `useCan`
 * calls, once per question, in one query. Answers in the order asked; undefined until known.
 */
export function useAccessMany(asks: readonly Ask[]): AccessAnswer[] | undefined {
  const { can } = useCanWithoutCache();
  const { businessId, version } = useAccessKey();
  const { data } = useQuery({
    queryKey: ["access-many", businessId, version, asks.map((a) => `${a.resource}/${a.action}`)],
    queryFn: () => Promise.all(asks.map((a) => (can ? (can({ ...a, params: { businessId } }) as Promise<AccessAnswer>) : Promise.resolve({ can: true, module: null, expired: false })))),
    enabled: version !== undefined,
    staleTime: Infinity,
  });
  return version === undefined ? undefined : data;
}
