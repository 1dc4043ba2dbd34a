/**
 * The modules the running app is assembled from, as the framework (src/, providers/, server/) reads
 * them: their declared resources and capabilities. The composition root (app/) fills it once at
 * start-up from the one list (modules/index.ts), before anything asks. So the framework never
 * imports modules/ and the layers run one way: app/ → modules/ → framework → resources/.
 */
import type { AccessRule } from "./access-policy";
import type { ResourceDef } from "./types";

export type Capabilities = Record<string, Partial<Record<string, AccessRule>>>;
/** What a module declares (modules/define.ts's manifest, as far as the framework reads it). */
export interface Declared {
  resources: ResourceDef[];
  capabilities?: Capabilities;
}

/** Every declared resource, in the list's order (menu order). Filled in place, so importers keep the same array. */
export const resources: ResourceDef[] = [];
export const resourceByName = (name: string) => resources.find((r) => r.name === name);
/** Every module's capabilities, by name (providers/access-control.ts asks them). */
export const CAPABILITIES: Capabilities = {};

/** The framework's view of the list: called once by the composition root (app/declarations.ts). */
export function registerModules(list: readonly Declared[]): void {
  resources.splice(0, resources.length, ...list.flatMap((m) => m.resources));
  for (const name of Object.keys(CAPABILITIES)) delete CAPABILITIES[name];
  Object.assign(CAPABILITIES, ...list.map((m) => m.capabilities ?? {}));
}
