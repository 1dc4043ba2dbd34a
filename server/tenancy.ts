import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { businessMembers, businesses, type Permissions, type Role } from "./db/schema";
import { currentUser } from "./auth/authenticate";
import { notFound } from "./http/errors";

export interface Membership {
  businessId: number;
  userId: number;
  role: Role;
  permissions: Permissions;
  businessMasterId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    memberships?: Map<number, Membership>;
  }
}

/**
 * The one gate to a business: the caller must be its owner or an invited member.
 * Anything else is 404, so the existence of other businesses is never revealed.
 * Every business-scoped route starts here; queries then filter by the returned businessId.
 */
export async function requireMembership(db: Db, request: FastifyRequest, rawBusinessId: unknown): Promise<Membership> {
  const businessId = Number(rawBusinessId);
  if (!Number.isSafeInteger(businessId) || businessId <= 0) throw notFound("Business not found");
  const cached = request.memberships?.get(businessId);
  if (cached) return cached;
  const user = currentUser(request);
  const [row] = await db
    .select({
      role: businessMembers.role,
      permissions: businessMembers.permissions,
      businessMasterId: businesses.businessMasterId,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, user.id)))
    .limit(1);
  if (!row) throw notFound("Business not found");
  const membership = { businessId, userId: user.id, ...row };
  (request.memberships ??= new Map()).set(businessId, membership);
  return membership;
}
