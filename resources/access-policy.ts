/**
 * Who may do what in a business: the one access policy, pure, shared by the server's gate
 * (server/http/authorize.ts) and the console's access-control provider (providers/access-control.ts).
 * Inputs: the caller's role and module permissions, the business master id and whether the module's
 * subscription is EXPIRED. The same rule gives the same answer on both sides, with the same words.
 */
import { MASTER_ID_HOTEL, MASTER_ID_NO_APPOINTMENTS_SECTION, MODULES, type ModuleKey } from "./modules";
import type { MenuSection } from "./types";

export type Role = "ADMIN" | "STAFF";
export type Level = "none" | "read" | "write";
export type Operation = "read" | "write";

/** Which subscription module each menu section belongs to (SUPPORT belongs to none). */
export const SECTION_MODULE: Record<MenuSection, ModuleKey | null> = {
  PAYMENTS: "galla",
  "MANAGE APPOINTMENTS": "manage_appointment",
  "STAFF MANAGEMENT": "staff_management",
  "SALES & PURCHASE": "sales_and_purchase",
  COMMUNICATION: "communication",
  SUPPORT: null,
};

export const SECTION_ORDER = Object.keys(SECTION_MODULE) as MenuSection[];

/** Spec §6: business master id 5 hides the MANAGE APPOINTMENTS section. */
export const isSectionVisible = (section: MenuSection, masterId: number | null) =>
  !(section === "MANAGE APPOINTMENTS" && masterId === MASTER_ID_NO_APPOINTMENTS_SECTION);

export interface MasterIdRule {
  onlyForMasterIds?: number[];
  hideForMasterIds?: number[];
}

export const passesMasterIdRule = (rule: MasterIdRule, masterId: number | null) =>
  (!rule.onlyForMasterIds || (masterId !== null && rule.onlyForMasterIds.includes(masterId))) &&
  !(rule.hideForMasterIds && masterId !== null && rule.hideForMasterIds.includes(masterId));

/** Spec §6: 147 hides Appointments and shows Hotel Management. */
export const APPOINTMENTS_RULE: MasterIdRule = { hideForMasterIds: [MASTER_ID_HOTEL] };
export const HOTEL_RULE: MasterIdRule = { onlyForMasterIds: [MASTER_ID_HOTEL] };

/** Kinds of business whose customers book appointments online: the Appointments rule and its section's. */
export const takesAppointments = (masterId: number | null) => passesMasterIdRule(APPOINTMENTS_RULE, masterId) && isSectionVisible("MANAGE APPOINTMENTS", masterId);

/** Spec §2: the switcher shows the name cut to 20 characters plus an ellipsis. */
export const BUSINESS_NAME_LIMIT = 20;
export const truncateBusinessName = (name: string) =>
  name.length > BUSINESS_NAME_LIMIT ? `${name.slice(0, BUSINESS_NAME_LIMIT)}...` : name;

/** The caller as a member of one business. */
export interface Actor {
  role: Role;
  permissions: Partial<Record<string, Level>> | null;
  masterId: number | null;
}

/**
 * What an action needs. `module: null` is anything every member may see (support, the business's
 * own subscription labels). `owner` limits it to the owner whatever the permissions say.
 */
export interface AccessRule extends MasterIdRule {
  module: ModuleKey | null;
  op: Operation;
  owner?: boolean;
  /** A menu section whose visibility rule also applies (spec §6). */
  section?: MenuSection;
  /** Kept by the system: no writes through the generic API (405). */
  readOnly?: boolean;
  /** What the user calls the thing, for "… is not available" (defaults to the module's title). */
  label?: string;
  /** Writes that stay open while the module is EXPIRED: topping up the wallet is how one pays to renew. */
  allowExpired?: boolean;
}

export type Refusal = {
  can: false;
  /** The HTTP status the server answers with. */
  status: 402 | 403 | 404 | 405;
  why: "hidden" | "forbidden" | "owner" | "readonly" | "expired";
  reason: string;
};
export type Decision = { can: true } | Refusal;

/** A STAFF member's level for a module; the owner (ADMIN) always writes; `null` is everyone's. */
export function levelFor(actor: Pick<Actor, "role" | "permissions">, module: ModuleKey | null): Level {
  if (actor.role === "ADMIN" || module === null) return "write";
  const level = actor.permissions?.[module];
  return level === "read" || level === "write" ? level : "none";
}

export const isOwner = (actor: Pick<Actor, "role">) => actor.role === "ADMIN";

const titleOf = (module: ModuleKey | null) => (module ? MODULES[module].title : "this");

export const expiredMessage = (module: ModuleKey) =>
  `Your ${MODULES[module].title} subscription has expired. Renew it from Subscription to make changes.`;

/**
 * The decision, in the order a user would want to be told: not offered for this business (404, as if
 * absent), owner-only (403), no permission on the module (403), view-only (403), kept by the system
 * (405), and for writes an EXPIRED subscription (402). `expired` says whether the rule's module is.
 */
export function decide(actor: Actor, rule: AccessRule, expired = false): Decision {
  if ((rule.section && !isSectionVisible(rule.section, actor.masterId)) || !passesMasterIdRule(rule, actor.masterId)) {
    return { can: false, status: 404, why: "hidden", reason: `${rule.label ?? titleOf(rule.module)} is not available for this business` };
  }
  if (rule.owner && !isOwner(actor)) {
    return { can: false, status: 403, why: "owner", reason: "Only the business owner can do this. Ask the owner." };
  }
  const level = levelFor(actor, rule.module);
  if (level === "none") {
    return { can: false, status: 403, why: "forbidden", reason: `You do not have access to ${titleOf(rule.module)}. Ask the owner for access.` };
  }
  if (rule.op === "read") return { can: true };
  if (level !== "write") {
    return { can: false, status: 403, why: "forbidden", reason: `You can view ${titleOf(rule.module)} but not change it. Ask the owner for access.` };
  }
  if (rule.readOnly) return { can: false, status: 405, why: "readonly", reason: `${rule.label ?? "This"} cannot be changed here` };
  if (expired && rule.module && !rule.allowExpired) return { can: false, status: 402, why: "expired", reason: expiredMessage(rule.module) };
  return { can: true };
}

/** Refine's actions: list/show read, everything else writes. */
export const operationOf = (action: string): Operation => (action === "list" || action === "show" ? "read" : "write");

/** An account number as anyone but the owner may see it: the last four digits. */
export const maskAccountNumber = (n: string) => `XXXX${n.slice(-4)}`;
