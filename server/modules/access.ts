import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { resourceByName } from "../../resources";
import { checkModuleAccess, type Operation } from "../engine/access";
import { ResourceStore } from "../engine/store";
import type { Membership } from "../tenancy";
import { notFound } from "../http/errors";

export interface ModuleScope {
  member: Membership;
  /** A store of any declared resource, bound to the caller's business (the engine's tenant scoping). */
  store: (resourceName: string) => ResourceStore;
}

/**
 * The custom actions of a module go through the engine's one permission path: membership (404), master-id
 * rule, STAFF permission (403) and, for writes, an EXPIRED subscription (402). Resources declared read-only
 * (message logs, withdrawals) are written only by these actions, so read-only does not refuse them here.
 */
export async function moduleScope(db: Db, request: FastifyRequest, businessId: unknown, resourceName: string, op: Operation): Promise<ModuleScope> {
  const def = resourceByName(resourceName);
  if (!def) throw notFound(`No resource ${resourceName}`);
  const member = await checkModuleAccess(db, request, businessId, { ...def, readOnly: false }, op);
  return {
    member,
    store: (name) => {
      const target = resourceByName(name);
      if (!target) throw notFound(`No resource ${name}`);
      return new ResourceStore(db, target, member.businessId, undefined, request.user?.id);
    },
  };
}

/** A path id as a positive integer, or 404 (an id that cannot exist is simply not found). */
export function pathId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
}
