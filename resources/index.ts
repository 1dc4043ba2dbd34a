import type { ResourceDef } from "./types";
import { salesResources } from "./sales";

/** Every declared resource, in menu order. Add a module by adding its file here. */
export const resources: ResourceDef[] = [...salesResources];

export const resourceByName = (name: string) => resources.find((r) => r.name === name);
