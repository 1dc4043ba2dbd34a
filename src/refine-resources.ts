import type { ResourceProps } from "@refinedev/core";
import { resources } from "../resources/registry";

/** Refine's view of the declared resources: names, routes and labels come from the declaration. */
export const refineResources: ResourceProps[] = resources.map((r) => ({
  name: r.name,
  list: r.routes.list,
  show: r.routes.show,
  create: r.routes.create,
  edit: r.routes.edit,
  meta: { label: r.label, module: r.module },
}));
