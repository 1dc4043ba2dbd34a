import type { Db } from "../db/client";
import { resourceByName } from "../../resources/registry";
import type { Membership } from "../http/authorize";
import { notFound } from "../http/errors";
import { ResourceStore } from "./store";

export interface ModuleScope {
  member: Membership;
  /** A store of any declared resource, bound to the caller's business (the engine's tenant scoping). */
  store: (resourceName: string) => ResourceStore;
}

/** A module action's stores, after the gate admitted the member: every one bound to the member's business. */
export function scopeOf(db: Db, member: Membership): ModuleScope {
  return {
    member,
    store: (name) => {
      const target = resourceByName(name);
      if (!target) throw notFound(`No resource ${name}`);
      return new ResourceStore(db, target, member.businessId, undefined, member.userId);
    },
  };
}

/** A path id as a positive integer, or 404 (an id that cannot exist is simply not found). */
export function pathId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || String(id) !== raw) throw notFound();
  return id;
}
