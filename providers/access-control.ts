import type { AccessControlProvider } from "@refinedev/core";
import type { ModuleKey } from "../resources/modules";
import type { MenuSection, ResourceDef } from "../resources/types";
import { resources } from "../resources/registry";
import {
  SECTION_MODULE,
  decide as policy,
  levelFor as policyLevel,
  operationOf,
  type AccessRule,
  type Decision as PolicyDecision,
  type Level,
  type MasterIdRule,
} from "../resources/access-policy";
import { getBusinessId } from "./storage";
import { fetchSubscription } from "./business-api";
import type { BusinessSubscription } from "../contracts/business";
import { CAPABILITIES } from "../resources/registry";

/**
 * Every access decision of the console, in one place: menu items, routes and buttons, answered by
 * the policy the server's gate applies (resources/access-policy.ts). Inputs are the caller's role and
 * module permissions, each module's subscription label and the business master id — all in one
 * answer per business (getBusiness?type=subscription), cached here per business, so a list of 100
 * rows never asks 300 times (Refine's known trap).
 */

export type { Level };
/** The policy's decision; the console does not need the HTTP status a refusal maps to. */
export type Decision = { can: true } | (Omit<Extract<PolicyDecision, { can: false }>, "status"> & { status?: number });
export interface AccessSnapshot {
  role: "ADMIN" | "STAFF";
  permissions: Record<string, Level>;
  masterId: number | null;
  labels: Partial<Record<ModuleKey, string>>;
}

export const snapshotOf = (s: BusinessSubscription): AccessSnapshot => ({
  role: s.role,
  permissions: s.permissions ?? {},
  masterId: s.business_master_id,
  labels: Object.fromEntries(Object.entries(s.business_subscription).map(([k, v]) => [k, v.label])),
});

export const levelFor = (snap: AccessSnapshot, module: ModuleKey | null): Level => policyLevel(snap, module);

export const isExpiredLabel = (snap: AccessSnapshot, module: ModuleKey | null) => module !== null && snap.labels[module] === "EXPIRED";

/** The policy's answer for this snapshot. */
export const check = (snap: AccessSnapshot, rule: AccessRule): Decision => policy(snap, rule, isExpiredLabel(snap, rule.module));

/** Whether the caller may see a thing of this module at all (menu item, route). */
export function canSee(snap: AccessSnapshot, target: { module: ModuleKey | null; section?: MenuSection } & MasterIdRule): Decision {
  return check(snap, { ...target, op: "read" });
}

/**
 * A resource action: list/show need read; create/edit/delete/clone need write, a module that is
 * not EXPIRED (the server answers 402 otherwise) and a resource that is not read-only.
 */
export function decide(snap: AccessSnapshot, def: ResourceDef, action: string): Decision {
  return check(snap, { module: def.module, section: def.section, onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds, readOnly: def.readOnly, label: def.label, op: operationOf(action), owner: def.ownerOnly });
}

/** A named capability (modules/core/capabilities.ts). */
const capability = (resource: string, action: string): AccessRule | undefined => CAPABILITIES[resource]?.[action];

/** A resource of the declaration, a named capability, or a menu section's module. */
export function decideFor(snap: AccessSnapshot, resource: string, action: string): Decision {
  const def = resources.find((r) => r.name === resource);
  if (def) return decide(snap, def, action);
  const rule = capability(resource, action);
  if (rule) return check(snap, rule);
  return { can: false, status: 404, why: "hidden", reason: `Nothing called ${resource}/${action}` };
}

/** A menu entry, resource or custom page: its resource's rule, else its section's module (and its own capability, if it names one). */
export function canSeeEntry(snap: AccessSnapshot, entry: { resource?: string; capability?: { resource: string; action: string }; section: MenuSection } & MasterIdRule): boolean {
  const def = entry.resource ? resources.find((r) => r.name === entry.resource) : undefined;
  if (def) return decide(snap, def, "list").can;
  if (entry.capability && !decideFor(snap, entry.capability.resource, entry.capability.action).can) return false;
  return canSee(snap, { module: SECTION_MODULE[entry.section], section: entry.section, onlyForMasterIds: entry.onlyForMasterIds, hideForMasterIds: entry.hideForMasterIds }).can;
}

// --- the per-business cache ---

const cache = new Map<string, Promise<AccessSnapshot>>();

/** The business context already has the answer: reuse it instead of asking again. */
export function primeAccess(businessId: string | number, subscription: BusinessSubscription) {
  cache.set(String(businessId), Promise.resolve(snapshotOf(subscription)));
}

/** After an upgrade, an invite or a switch: the next decision asks the server again. */
export function invalidateAccess(businessId?: string | number) {
  if (businessId === undefined) cache.clear();
  else cache.delete(String(businessId));
}

export function accessFor(businessId: string): Promise<AccessSnapshot> {
  let pending = cache.get(businessId);
  if (!pending) {
    pending = fetchSubscription(businessId).then(snapshotOf);
    pending.catch(() => cache.delete(businessId));
    cache.set(businessId, pending);
  }
  return pending;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const businessId = (params?.businessId as string | undefined) ?? getBusinessId();
    // Before a business is chosen there is nothing to decide (onboarding, the switcher).
    if (!businessId || !resource) return { can: true };
    const decision = decideFor(await accessFor(businessId), resource, action);
    return decision.can ? { can: true } : { can: false, reason: decision.reason };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: false },
    // Decisions change only with the business data, which invalidates them explicitly.
    queryOptions: { staleTime: 5 * 60_000 },
  },
};
