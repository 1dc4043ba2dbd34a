/**
 * The console's registry, derived from the one list of modules (modules/index.ts): each listed module's
 * console part, by its key (modules/<key>/console/index.tsx), in the list's order.
 */
import { modules, type ModuleName } from "../modules";
import type { ConsolePart } from "./module-part";
import { consolePart as core } from "../modules/core/console";
import { consolePart as payments } from "../modules/payments/console";
import { consolePart as staff } from "../modules/staff/console";
import { consolePart as sales } from "../modules/sales/console";
import { consolePart as communication } from "../modules/communication/console";
import { consolePart as support } from "../modules/support/console";

// Typed by the list: a module added there without its entry here does not compile.
const parts: Record<ModuleName, ConsolePart | null> = { core, payments, appointments: null, staff, sales, communication, support };

export const consoleParts: ConsolePart[] = modules.flatMap((m) => parts[m.key] ?? []);
