import type { ModuleKey } from "../../resources/modules";
import { CAPABILITIES, resourceByName } from "../../resources/registry";
import type { AccessRule, Operation } from "../../resources/access-policy";

/** Where a route finds the business it acts on. */
export type BusinessAt = "params.businessId" | "params.id" | "query.business_id" | "body.business_id";

/**
 * A route's access rule, declared beside its URL (server/http/route.ts) and applied by the one gate
 * (server/http/authorize.ts). The policy behind member/owner/resource is resources/access-policy.ts.
 */
export type RouteAccess =
  /** Anyone: sign-in, the public business page and QR, the sandbox providers, signed webhooks. */
  | { kind: "public"; note?: string }
  /** A live session, no business involved. */
  | { kind: "signedIn" }
  /**
   * A member of the business at `at`: `module` (null: any member) with `op`; with `resource`, the
   * module and master-id rules come from that resource's declaration. `optional`: without a business
   * id the route is signedIn only.
   */
  | {
      kind: "member";
      module: ModuleKey | null;
      op: Operation;
      at: BusinessAt;
      resource?: string;
      optional?: boolean;
      allowExpired?: boolean;
      /**
       * Tables whose per-business change counters the gate reads with the membership (summed, as
       * `tablesEpoch`, 0350_table_epochs.sql): an answer kept at that sum is reused until a write to
       * one of them, not until any write to the business.
       */
      watches?: readonly string[];
    }
  /** The owner of the business at `at`. */
  | { kind: "owner"; at: BusinessAt }
  /**
   * A named capability of modules/core/capabilities.ts, `name` "resource.action": the gate applies
   * the very rule the console's access-control provider answers `useCan({ resource, action })` with,
   * so a button the console shows is one the server lets through (tests/api/console-access.test.ts).
   */
  | { kind: "capability"; name: string; rule: AccessRule; at: BusinessAt; watches?: readonly string[] }
  /** The engine's rule: the resource `name` (else the one params.resource names), its module, master-id rules and read-only flag. */
  | { kind: "resource"; op: Operation; name?: string };

/** The declarations' vocabulary: `access.member("galla", "read", { at: "query.business_id" })`. */
export const access = {
  public: (note?: string) => ({ kind: "public", note }) as const,
  signedIn: () => ({ kind: "signedIn" }) as const,
  member: (module: ModuleKey | null, op: Operation, opts: { at?: BusinessAt; optional?: boolean; allowExpired?: boolean; watches?: readonly string[] } = {}) =>
    ({ kind: "member", module, op, at: opts.at ?? "params.businessId", optional: opts.optional, allowExpired: opts.allowExpired, watches: opts.watches }) as const,
  /** A module action gated like the generic API of `resource` (its module and master-id rules). */
  ofResource: (resource: string, op: Operation, opts: { at?: BusinessAt } = {}) => {
    const def = resourceByName(resource);
    if (!def) throw new Error(`access.ofResource: no declared resource ${resource}`);
    return { kind: "member", module: def.module, op, resource, at: opts.at ?? "params.businessId" } as const;
  },
  owner: (opts: { at?: BusinessAt } = {}) => ({ kind: "owner", at: opts.at ?? "params.businessId" }) as const,
  /** The rule of a named capability (modules/core/capabilities.ts), the one the console asks by `useCan({ resource, action })`. */
  capability: (resource: string, action: string, opts: { at?: BusinessAt; watches?: readonly string[] } = {}) => {
    const rule = CAPABILITIES[resource]?.[action];
    if (!rule) throw new Error(`access.capability: no capability ${resource}.${action}`);
    return { kind: "capability", name: `${resource}.${action}`, rule, at: opts.at ?? "params.businessId", watches: opts.watches } as const;
  },
  /** The engine's routes: of one declared resource's own paths, or (no name) of the one params.resource names. */
  resource: (op: Operation, name?: string) => ({ kind: "resource", op, name }) as const,
};

/** One line for the API description and the docs page. */
export function describeAccess(rule: RouteAccess): string {
  switch (rule.kind) {
    case "public":
      return `Public${rule.note ? ` (${rule.note})` : ""}.`;
    case "signedIn":
      return "Signed in.";
    case "owner":
      return `Owner of the business (${rule.at}) only.`;
    case "capability": {
      const { module, op, owner, allowExpired } = rule.rule;
      const who = owner ? "Owner of the business" : "Member of the business";
      return `${who} (${rule.at})${module ? ` with ${op} on ${module}` : ""}, as the console's ${rule.name}${op === "write" && module && !allowExpired ? "; 402 while it is EXPIRED" : ""}.`;
    }
    case "resource":
      return `Member of the business with ${rule.op} on the resource's module (STAFF by permission); master-id rules; ${rule.op === "write" ? "402 while the module is EXPIRED, 405 for read-only resources." : ""}`.trim();
    case "member":
      return `${rule.optional ? "Signed in; with a business id, " : ""}Member of the business (${rule.at})${rule.module ? ` with ${rule.op} on ${rule.module}${rule.resource ? ` (as ${rule.resource})` : ""}` : ""}${rule.op === "write" && rule.module && !rule.allowExpired ? "; 402 while it is EXPIRED" : ""}.`;
  }
}
