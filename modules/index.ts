/**
 * The one list of modules. The server (server/module-parts.ts) and the console (src/module-parts.ts) derive
 * every registry from it: resources, routes, menu entries, seeds, schema steps, capabilities.
 * Add a module by adding its folder (modules/<key>/module.ts, and server/ or console/ parts as it
 * needs) and one line here. Order is menu order.
 */
import type { ResourceDef } from "../resources/types";
import { core } from "./core/module";
import { payments } from "./payments/module";
import { appointments } from "./appointments/module";
import { staff } from "./staff/module";
import { sales } from "./sales/module";
import { communication } from "./communication/module";
import { support } from "./support/module";

export const modules = [core, payments, appointments, staff, sales, communication, support] as const;
export type ModuleName = (typeof modules)[number]["key"];

/** Every declared resource, in menu order. */
export const resources: ResourceDef[] = modules.flatMap((m) => m.resources);
export const resourceByName = (name: string) => resources.find((r) => r.name === name);

/** Every module's capabilities, by name (providers/access-control.ts asks them). */
export const CAPABILITIES = Object.assign({}, ...modules.map((m) => m.capabilities ?? {})) as NonNullable<(typeof modules)[number]["capabilities"]>;
