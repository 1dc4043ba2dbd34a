import { useCan } from "@refinedev/core";
import { useBusiness } from "../business/BusinessContext";

/**
 * Whether the caller may see one of the shell's own controls (providers/access-control.ts,
 * modules/core/capabilities.ts), asked through Refine's useCan like every other access decision. False until
 * the answer is known, so staff never glimpse the owner's controls; keyed by business, so a
 * switch never reuses the other business's answer.
 */
export function useShellCan(resource: string, action: string): boolean {
  const { businessId } = useBusiness();
  const { data } = useCan({ resource, action, params: { businessId: businessId ?? undefined }, queryOptions: { enabled: Boolean(businessId) } });
  return data?.can === true;
}
