import type { ResourceDef } from "./types";
import { paymentsResources } from "../modules/payments/resources";
import { appointmentsResources } from "../modules/appointments/resources";
import { staffResources } from "../modules/staff/resources";
import { salesResources } from "../modules/sales/resources";
import { communicationResources } from "../modules/communication/resources";
import { supportResources } from "../modules/support/resources";

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
