import type { AccessControlProvider } from "@refinedev/core";
import { MODULES, type ModuleKey } from "../resources/modules";
import type { MenuSection, ResourceDef } from "../resources/types";
import { resources } from "../resources";
import { SECTION_MODULE, isSectionVisible, passesMasterIdRule, type MasterIdRule } from "./access-rules";
import { getBusinessId } from "./storage";
import { decide as decideRule } from "../resources/access-policy";
import { OWNER_ONLY_RESOURCES, SHELL_CONTROLS } from "../resources/shell-controls";
import { fetchSubscription, type BusinessSubscription } from "../src/business/api";

/**
 * Every access decision of the console, in one place: menu items, routes and buttons.
 * Inputs are the caller's role and module permissions, each module's subscription label and
 * the business master id — all in one answer per business (getBusiness?type=subscription),
 * cached here per business, so a list of 100 rows never asks 300 times (Refine's known trap).
 */

export type Level = "none" | "read" | "write";
export interface AccessSnapshot {
  role: "ADMIN" | "STAFF";
  permissions: Record<string, Level>;
  masterId: number | null;
  labels: Partial<Record<ModuleKey, string>>;
}

export type Decision = { can: true } | { can: false; reason: string; why: "hidden" | "forbidden" | "expired" | "readonly" };

export const snapshotOf = (s: BusinessSubscription): AccessSnapshot => ({
  role: s.role,
  permissions: s.permissions ?? {},
  masterId: s.business_master_id,
  labels: Object.fromEntries(Object.entries(s.business_subscription).map(([k, v]) => [k, v.label])),
});

export const levelFor = (snap: AccessSnapshot, module: ModuleKey | null): Level => {
  if (snap.role === "ADMIN" || module === null) return "write";
  const level = snap.permissions[module];
  return level === "read" || level === "write" ? level : "none";
};

export const isExpiredLabel = (snap: AccessSnapshot, module: ModuleKey | null) => module !== null && snap.labels[module] === "EXPIRED";

const READ_ACTIONS = new Set(["list", "show"]);

/** Whether the caller may see a thing of this module at all (menu item, route). */
export function canSee(snap: AccessSnapshot, target: { module: ModuleKey | null; section?: MenuSection } & MasterIdRule): Decision {
  if (target.section && !isSectionVisible(target.section, snap.masterId)) return { can: false, why: "hidden", reason: "Not offered for this business" };
  if (!passesMasterIdRule(target, snap.masterId)) return { can: false, why: "hidden", reason: "Not offered for this business" };
  if (levelFor(snap, target.module) === "none") {
    return { can: false, why: "forbidden", reason: `You do not have access to ${MODULES[target.module!].title}` };
  }
  return { can: true };
}

/**
 * A resource action: list/show need read; create/edit/delete/clone need write, a module that is
 * not EXPIRED (the server answers 402 otherwise) and a resource that is not read-only.
 */
export function decide(snap: AccessSnapshot, def: ResourceDef, action: string): Decision {
  if (OWNER_ONLY_RESOURCES.has(def.name) && snap.role !== "ADMIN") return { can: false, why: "forbidden", reason: "Only the business owner can do this. Ask the owner." };
  const seen = canSee(snap, { module: def.module, section: def.section, onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds });
  if (!seen.can || READ_ACTIONS.has(action)) return seen;
  if (def.readOnly) return { can: false, why: "readonly", reason: `${def.label} is kept by the system` };
  if (levelFor(snap, def.module) !== "write")
    return { can: false, why: "forbidden", reason: `You can view ${MODULES[def.module!].title} but not change it` };
  if (isExpiredLabel(snap, def.module))
    return { can: false, why: "expired", reason: `Your ${MODULES[def.module!].title} subscription has expired. Upgrade to make changes.` };
  return { can: true };
}

/** A menu entry, resource or custom page: its resource's rule, else its section's module. */
export function canSeeEntry(snap: AccessSnapshot, entry: { resource?: string; section: MenuSection } & MasterIdRule): boolean {
  const def = entry.resource ? resources.find((r) => r.name === entry.resource) : undefined;
  if (def) return decide(snap, def, "list").can;
  return canSee(snap, { module: SECTION_MODULE[entry.section], section: entry.section, onlyForMasterIds: entry.onlyForMasterIds, hideForMasterIds: entry.hideForMasterIds }).can;
}

/** A shell control (resources/shell-controls.ts), decided by the shared policy's own rule. */
export function decideShell(snap: AccessSnapshot, resource: string, action: string): Decision {
  const rule = SHELL_CONTROLS[resource]?.[action];
  if (!rule) return { can: true };
  const decision = decideRule({ role: snap.role, permissions: snap.permissions, masterId: snap.masterId }, rule, isExpiredLabel(snap, rule.module));
  return decision.can ? decision : { can: false, why: decision.why === "owner" ? "forbidden" : decision.why, reason: decision.reason };
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
    if (businessId && resource && SHELL_CONTROLS[resource]) {
      const decision = decideShell(await accessFor(businessId), resource, action);
      return decision.can ? { can: true } : { can: false, reason: decision.reason };
    }
    const def = resources.find((r) => r.name === resource);
    // Pages that are not declared resources decide for themselves (ModuleGate).
    if (!businessId || !def) return { can: true };
    const decision = decide(await accessFor(businessId), def, action);
    return decision.can ? { can: true } : { can: false, reason: decision.reason };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: false },
    // Decisions change only with the business data, which invalidates them explicitly.
    queryOptions: { staleTime: 5 * 60_000 },
  },
};
