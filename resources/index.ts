import type { ResourceDef } from "./types";

/** Every declared resource, in menu order. Add a module by adding its file here. */
export const resources: ResourceDef[] = [];

export const resourceByName = (name: string) => resources.find((r) => r.name === name);
