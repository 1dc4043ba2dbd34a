/**
 * The server's registry, derived from the one list of modules (modules/index.ts): each listed module's
 * server part, by its key (modules/<key>/server/index.ts), in the list's order.
 */
import { modules, type ModuleName } from "../modules";
import type { ServerPart } from "./module-part";
import { serverPart as core } from "../modules/core/server";
import { serverPart as payments } from "../modules/payments/server";
import { serverPart as appointments } from "../modules/appointments/server";
import { serverPart as staff } from "../modules/staff/server";
import { serverPart as sales } from "../modules/sales/server";
import { serverPart as communication } from "../modules/communication/server";
import { serverPart as support } from "../modules/support/server";

// Typed by the list: a module added there without its entry here does not compile.
const parts: Record<ModuleName, ServerPart | null> = { core, payments, appointments, staff, sales, communication, support };

export const serverParts: ServerPart[] = modules.flatMap((m) => parts[m.key] ?? []);
