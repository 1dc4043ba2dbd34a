/**
 * The console's registry, derived from the one list of modules (modules/index.ts): each listed module's
 * console part, found by its key at modules/<key>/console/index.tsx (a module without one brings only
 * its declarations), in the list's order. Adding a module therefore takes its folder and its line in
 * the list, nothing here.
 */
import { modules } from "../modules";
import type { ConsolePart } from "./module-part";

// Bundled with the console: Vite resolves the pattern at build time, one import per folder found.
const found = import.meta.glob<ConsolePart>("../modules/*/console/index.tsx", { eager: true, import: "consolePart" });
const partOf = (key: string): ConsolePart | undefined => found[`../modules/${key}/console/index.tsx`];

export const consoleParts: ConsolePart[] = modules.map((m) => partOf(m.key)).filter((p) => p !== undefined);
