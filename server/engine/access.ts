import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { ResourceDef } from "../../resources/types";
import { resources as declared } from "../../resources";
import { MODULES, type ModuleKey } from "../../resources/modules";
import { passesMasterIdRule } from "../../providers/access-rules";
import { HttpError, notFound } from "../http/errors";
import { requireMembership, type Membership } from "../tenancy";
import { isExpired } from "../business/subscriptions";
import { ResourceStore } from "./store";

export type Operation = "read" | "write";

/** A STAFF member's level for a module; owners (ADMIN) always write. */
export function moduleLevel(member: Pick<Membership, "role" | "permissions">, module: ModuleKey): "none" | "read" | "write" {
  if (member.role === "ADMIN") return "write";
  const level = member.permissions?.[module];
  return level === "read" || level === "write" ? level : "none";
}

export const expiredMessage = (module: ModuleKey) =>
  `Your ${MODULES[module].title} subscription has expired. Renew it from Subscription to make changes.`;

/**
 * The one permission path of a module's data (Frappe's lesson: one layer, not many):
 * membership (404 for others' businesses), the business-master-id rule (404, as if absent),
 * the STAFF member's module permission (403), and for writes an EXPIRED subscription (402).
 */
export async function checkModuleAccess(
  db: Db,
  request: FastifyRequest,
  businessId: unknown,
  rule: { module: ModuleKey | null; label: string; onlyForMasterIds?: number[]; hideForMasterIds?: number[]; readOnly?: boolean },
  op: Operation,
): Promise<Membership> {
  const member = await requireMembership(db, request, businessId);
  if (!passesMasterIdRule(rule, member.businessMasterId)) throw notFound(`${rule.label} is not available for this business`);
  if (rule.module === null) {
    if (op === "write" && rule.readOnly) throw new HttpError(405, `${rule.label} cannot be changed here`);
    return member;
  }
  const level = moduleLevel(member, rule.module);
  if (level === "none") throw new HttpError(403, `You do not have access to ${MODULES[rule.module].title}. Ask the owner for access.`);
  if (op === "write") {
    if (level !== "write") throw new HttpError(403, `You can view ${MODULES[rule.module].title} but not change it. Ask the owner for access.`);
    if (rule.readOnly) throw new HttpError(405, `${rule.label} cannot be changed here`);
    if (await isExpired(db, member.businessId, rule.module)) throw new HttpError(402, expiredMessage(rule.module));
  }
  return member;
}

/** The only way routes reach a resource's rows: access first, then a store bound to that business. */
export async function openStore(
  db: Db,
  request: FastifyRequest,
  businessId: unknown,
  resourceName: string,
  op: Operation,
  all: ResourceDef[] = declared,
): Promise<ResourceStore> {
  const def = all.find((d) => d.name === resourceName);
  // Checked after membership so an outsider cannot even learn which resources exist.
  const member = await requireMembership(db, request, businessId);
  if (!def) throw notFound(`No resource ${resourceName}`);
  await checkModuleAccess(db, request, member.businessId, def, op);
  return new ResourceStore(db, def, member.businessId, all);
}
