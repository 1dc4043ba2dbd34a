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
} from "../resources/access-policy";
import { getBusinessId } from "./storage";
import { fetchSubscription } from "./business-api";
import type { BusinessSubscription } from "../contracts/business";
import { CAPABILITIES } from "../resources/registry";

/**
 * Every access decision of the console, in one place: menu items, routes and buttons, answered by
 * the policy the server's gate applies (resources/access-policy.ts). Components ask through Refine's
 * `useCan` (src/access/useAccess.ts), never the policy or the role themselves. What may be asked:
 * a declared resource with a Refine action, a named capability (modules/core/capabilities.ts, the
 * rules server routes declare with `access.capability`), or a menu section's pages ("SALES &
 * PURCHASE", "list" to open them, a write action to change the module's data).
 * Inputs are the caller's role and module permissions, each module's subscription label and the
 * business master id — all in one answer per business (getBusiness?type=subscription), cached here
 * per business, so a list of 100 rows never asks 300 times (Refine's known trap).
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

/**
 * A resource action: list/show need read; create/edit/delete/clone need write, a module that is
 * not EXPIRED (the server answers 402 otherwise) and a resource that is not read-only.
 */
export function decide(snap: AccessSnapshot, def: ResourceDef, action: string): Decision {
  return check(snap, resourceRule(def, action));
}

/** Refine's writes through the generic API: a read-only resource refuses them (405). */
const GENERIC_WRITES = new Set(["create", "edit", "delete", "clone"]);

/**
 * A resource's rule for an action. Any other write action ("send") is the module's own action on
 * the resource, which the server gates with `access.ofResource(name, "write")`: the resource's module,
 * owner and master-id rules, but not its read-only flag (an SMS is sent, never edited).
 */
const resourceRule = (def: ResourceDef, action: string): AccessRule => ({
  module: def.module,
  section: def.section,
  onlyForMasterIds: def.onlyForMasterIds,
  hideForMasterIds: def.hideForMasterIds,
  readOnly: def.readOnly && GENERIC_WRITES.has(action),
  label: def.label,
  op: operationOf(action),
  owner: def.ownerOnly,
});

/** A named capability (modules/core/capabilities.ts). */
const capability = (resource: string, action: string): AccessRule | undefined => CAPABILITIES[resource]?.[action];

const isSection = (name: string): name is MenuSection => Object.hasOwn(SECTION_MODULE, name);

/** The rule the console applies to `useCan({ resource, action })`: a declared resource's, a named capability's, or a menu section's module's. */
export function ruleFor(resource: string, action: string): AccessRule | undefined {
  const def = resources.find((r) => r.name === resource);
  if (def) return resourceRule(def, action);
  const named = capability(resource, action);
  if (named) return named;
  if (isSection(resource)) return { module: SECTION_MODULE[resource], section: resource, op: operationOf(action) };
  return undefined;
}

/** One question to the provider: `useCan({ resource, action })`. */
export interface Ask {
  resource: string;
  action: string;
}

/** What a menu entry (or tab) asks: its resource's list, else its section's pages (and its own capability, if it names one). */
export const entryAsks = (entry: { resource?: string; capability?: Ask; section: MenuSection }): Ask[] =>
  entry.resource ? [{ resource: entry.resource, action: "list" }] : [...(entry.capability ? [entry.capability] : []), { resource: entry.section, action: "list" }];

/** A menu entry's decision: every one of its asks allowed. */
export const canSeeEntry = (snap: AccessSnapshot, entry: Parameters<typeof entryAsks>[0]): boolean => entryAsks(entry).every((a) => decideFor(snap, a.resource, a.action).can);

/** A resource of the declaration, a named capability, or a menu section's module. */
export function decideFor(snap: AccessSnapshot, resource: string, action: string): Decision {
  const rule = ruleFor(resource, action);
  if (rule) return check(snap, rule);
  return { can: false, status: 404, why: "hidden", reason: `Nothing called ${resource}/${action}` };
}

// --- the per-business cache ---

const cache = new Map<string, Promise<AccessSnapshot>>();
const primed = new Map<string, { subscription: BusinessSubscription; version: number }>();
let versions = 0;

/**
 * The business context already has the answer: reuse it instead of asking again. Returns the
 * answer's version, which changes whenever a new answer arrives: `useCan`'s query key carries it,
 * so a changed permission or plan is decided afresh at once instead of after the 5 minutes a
 * decision is otherwise kept.
 */
export function primeAccess(businessId: string | number, subscription: BusinessSubscription): number {
  const key = String(businessId);
  const last = primed.get(key);
  if (last?.subscription === subscription && cache.has(key)) return last.version;
  const version = ++versions;
  primed.set(key, { subscription, version });
  cache.set(key, Promise.resolve(snapshotOf(subscription)));
  return version;
}

/** After an upgrade, an invite or a switch: the next decision asks the server again. */
export function invalidateAccess(businessId?: string | number) {
  if (businessId === undefined) {
    cache.clear();
    primed.clear();
  } else {
    cache.delete(String(businessId));
    primed.delete(String(businessId));
  }
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

/**
 * The provider's answer: Refine's `{ can, reason }`, and for the console's own gates why a refusal
 * was made (a page not offered for this business is a 404, a missing permission a 401 page) and
 * which module the rule belongs to and whether its plan is EXPIRED (its pages show the upgrade prompt;
 * writes are refused 402).
 */
export type AccessAnswer = { can: boolean; reason?: string; why?: Extract<Decision, { can: false }>["why"]; module: ModuleKey | null; expired: boolean };

export async function answerFor(businessId: string, resource: string, action: string): Promise<AccessAnswer> {
  const snap = await accessFor(businessId);
  const decision = decideFor(snap, resource, action);
  const module = ruleFor(resource, action)?.module ?? null;
  const expired = isExpiredLabel(snap, module);
  return decision.can ? { can: true, module, expired } : { can: false, reason: decision.reason, why: decision.why, module, expired };
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const businessId = (params?.businessId as string | undefined) ?? getBusinessId();
    // Before a business is chosen there is nothing to decide (onboarding, the switcher).
    if (!businessId || !resource) return { can: true };
    return answerFor(businessId, resource, action);
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: false },
    // Decisions change only with the business data, which invalidates them explicitly.
    queryOptions: { staleTime: 5 * 60_000 },
  },
};
