import { useMemo } from "react";
import { canSeeEntry, primeAccess, snapshotOf } from "../../providers/access-control";
import { useBusiness } from "../business/BusinessContext";
import type { MenuEntry } from "./menu-types";

/**
 * The caller's access decision for a menu entry, from the access-control provider's rules
 * (role, staff module permission, master-id rules). The business answer it is made from is
 * handed to the provider's cache, so route and button checks ask no second time.
 */
export function useMenuAccess(): (entry: MenuEntry) => boolean {
  const { subscription, businessId } = useBusiness();
  return useMemo(() => {
    if (!subscription || !businessId) return () => false;
    primeAccess(businessId, subscription);
    const snap = snapshotOf(subscription);
    return (entry: MenuEntry) => canSeeEntry(snap, entry);
  }, [subscription, businessId]);
}
