import { MODULE_KEYS } from "../../resources/modules";
import type { Permissions } from "../db/schema";
import { badRequest } from "../http/errors";

export const LEVELS = ["none", "read", "write"] as const;

/** A complete permission map from what the owner sent: every module present, unknown keys refused. */
export function parsePermissions(input: unknown): Permissions {
  if (!input || typeof input !== "object" || Array.isArray(input)) throw badRequest("permissions must be an object of module → none/read/write", "permissions");
  const given = input as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(MODULE_KEYS as readonly string[]).includes(key)) throw badRequest(`${key} is not a module`, `permissions.${key}`);
    if (!(LEVELS as readonly unknown[]).includes(given[key])) throw badRequest(`permissions.${key} must be none, read or write`, `permissions.${key}`);
  }
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, (given[k] as Permissions[string]) ?? "none"]));
}
