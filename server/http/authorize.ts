import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businessMembers, businesses, type Permissions, type Role } from "../db/schema";
import { authenticate, currentUser } from "../auth/authenticate";
import { isExpired } from "../business/subscriptions";
import { resourceByName } from "../../resources";
import type { ResourceDef } from "../../resources/types";
import { decide, type AccessRule } from "../../resources/access-policy";
import type { BusinessAt, RouteAccess } from "./access";
import { HttpError, notFound } from "./errors";

export interface Membership {
  businessId: number;
  userId: number;
  role: Role;
  permissions: Permissions;
  businessMasterId: number;
}

/** What a handler is handed once its rule passed: the membership, and for engine routes the resource. */
export type Gate<A extends RouteAccess> = A extends { kind: "public" | "signedIn" }
  ? undefined
  : A extends { kind: "resource" }
    ? Membership & { resource: ResourceDef }
    : A extends { optional: true }
      ? Membership | undefined
      : Membership;

declare module "fastify" {
  interface FastifyRequest {
    memberships?: Map<number, Membership>;
    /** Set by the gate before validation; handlers get it as their third argument. */
    gate?: (Membership & { resource?: ResourceDef }) | undefined;
  }
}

const businessIdAt = (request: FastifyRequest, at: BusinessAt): unknown => {
  const [where, key] = at.split(".") as ["params" | "query" | "body", string];
  const source = request[where] as Record<string, unknown> | undefined;
  return source && typeof source === "object" ? source[key] : undefined;
};

/**
 * The caller's membership of a business: owner or invited member. Anything else, and any id that
 * cannot be a business, is 404, so the existence of other businesses is never revealed.
 */
async function membershipOf(db: Db, request: FastifyRequest, rawBusinessId: unknown): Promise<Membership> {
  const businessId = typeof rawBusinessId === "string" || typeof rawBusinessId === "number" ? Number(rawBusinessId) : NaN;
  if (!Number.isSafeInteger(businessId) || businessId <= 0 || businessId > 2_147_483_647) throw notFound("Business not found");
  const cached = request.memberships?.get(businessId);
  if (cached) return cached;
  const user = currentUser(request);
  const [row] = await db
    .select({ role: businessMembers.role, permissions: businessMembers.permissions, businessMasterId: businesses.businessMasterId })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, user.id)))
    .limit(1);
  if (!row) throw notFound("Business not found");
  const membership = { businessId, userId: user.id, ...row };
  (request.memberships ??= new Map()).set(businessId, membership);
  return membership;
}

/** The policy's answer for this member, asking the database whether the module is EXPIRED only for writes. */
async function enforce(db: Db, member: Membership, rule: AccessRule): Promise<void> {
  const actor = { role: member.role, permissions: member.permissions, masterId: member.businessMasterId };
  let decision = decide(actor, rule);
  if (decision.can && rule.op === "write" && rule.module && !rule.allowExpired && (await isExpired(db, member.businessId, rule.module))) {
    decision = decide(actor, rule, true);
  }
  if (!decision.can) throw new HttpError(decision.status, decision.reason);
}

/**
 * The one gate: applies a route's declared rule — a session (401), membership of the business (404
 * for others' businesses), the master-id rule (404), the owner-only rule and a STAFF member's module
 * permission (403), a read-only resource (405), an EXPIRED module on writes (402) — and hands back
 * the membership. Routes declare the rule (server/http/route.ts); nothing else checks roles.
 */
export async function authorize(db: Db, request: FastifyRequest, rule: RouteAccess): Promise<(Membership & { resource?: ResourceDef }) | undefined> {
  if (rule.kind === "public") return undefined;
  if (!request.user) await authenticate(db)(request);
  if (rule.kind === "signedIn") return undefined;

  if (rule.kind === "resource") {
    const params = (request.params ?? {}) as Record<string, unknown>;
    // Membership first, so an outsider cannot even learn which resources exist.
    const member = await membershipOf(db, request, params.businessId);
    const def = resourceByName(String(params.resource ?? ""));
    if (!def) throw notFound(`No resource ${String(params.resource ?? "")}`);
    // The menu section's visibility is the console's concern (spec §6); the data follows the declaration's own rules.
    await enforce(db, member, { module: def.module, op: rule.op, owner: def.ownerOnly, label: def.label, readOnly: def.readOnly, onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds });
    return { ...member, resource: def };
  }

  const raw = businessIdAt(request, rule.at);
  if (rule.kind === "member" && rule.optional && (raw === undefined || raw === "")) return undefined;
  const member = await membershipOf(db, request, raw);
  if (rule.kind === "owner") {
    await enforce(db, member, { module: null, op: "write", owner: true });
    return member;
  }
  const def = rule.resource ? resourceByName(rule.resource) : undefined;
  if (rule.resource && !def) throw new Error(`route declares unknown resource ${rule.resource}`);
  // A module's own actions write resources the generic API keeps read-only (message logs, withdrawals).
  await enforce(db, member, { module: rule.module, op: rule.op, allowExpired: rule.allowExpired, owner: def?.ownerOnly, label: def?.label, onlyForMasterIds: def?.onlyForMasterIds, hideForMasterIds: def?.hideForMasterIds });
  return member;
}
