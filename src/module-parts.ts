/**
 * The console's registry of module parts (modules/<key>/console/index.tsx), filled once by the
 * composition root (app/console-parts.ts) from the one list of modules, in the list's order, before
 * the console renders: the routes, the menu and the icons are read from here. The console is given
 * its modules; it never imports modules/.
 */
import type { ConsolePart } from "./module-part";

export const consoleParts: ConsolePart[] = [];

export function registerConsoleParts(parts: readonly ConsolePart[]): void {
  consoleParts.splice(0, consoleParts.length, ...parts);
}
