/**
 * A module's manifest: what it brings, in one plain object read by the browser and the server alike
 * (so it imports only pure code). Its server part (modules/<key>/server/index.ts) and console part
 * (modules/<key>/console/index.tsx) are found by the same key; the hosts (server/module-parts.ts,
 * src/module-parts.ts) derive their registries from the list in modules/index.ts.
 */
import type { AccessRule } from "../resources/access-policy";
import type { ModuleKey } from "../resources/modules";
import type { MenuSection, ResourceDef } from "../resources/types";

export interface ModuleManifest<Key extends string = string> {
  /** The folder's name: modules/<key>/. */
  key: Key;
  /** Whose subscription gates it (null: the business itself, never expires). */
  subscription: ModuleKey | null;
  /** The menu section its pages sit in, if it has one of its own. */
  section?: MenuSection;
  /** Its declared resources, in menu order. */
  resources: ResourceDef[];
  /**
   * What its pages ask for that is not a declared resource, as rules of the shared access policy
   * (`useCan({ resource, action })`, menu entries' `capability`).
   */
  capabilities?: Record<string, Partial<Record<string, AccessRule>>>;
}

export const defineModule = <Key extends string>(manifest: ModuleManifest<Key>): ModuleManifest<Key> => manifest;
