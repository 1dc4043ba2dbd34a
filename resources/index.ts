import type { ResourceDef } from "./types";
import { paymentsResources } from "./payments";
import { appointmentsResources } from "./appointments";
import { staffResources } from "./staff";
import { salesResources } from "./sales";
import { communicationResources } from "./communication";
import { supportResources } from "./support";

/** Every declared resource, in menu order. Add a module by adding its file here. */
export const resources: ResourceDef[] = [
  ...paymentsResources,
  ...appointmentsResources,
  ...staffResources,
  ...salesResources,
  ...communicationResources,
  ...supportResources,
];

export const resourceByName = (name: string) => resources.find((r) => r.name === name);
