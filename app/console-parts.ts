/**
 * The console's modules, as the composition root assembles them: each listed module's console part,
 * found by its key at modules/<key>/console/index.tsx (a module without one brings only its
 * declarations), in the list's order, handed to src/module-parts.ts; and each module's own words
 * (modules/<key>/words/<language>.json, lazy), handed to src/i18n. Adding a module therefore takes
 * its folder and its line in the list, nothing here.
 */
import { modules } from "../modules";
import { registerConsoleParts } from "../src/module-parts";
import type { ConsolePart } from "../src/module-part";
import { registerModuleWords } from "../src/i18n";

// Bundled with the console: Vite resolves the patterns at build time, one import per file found.
const found = import.meta.glob<ConsolePart>("../modules/*/console/index.tsx", { eager: true, import: "consolePart" });
const partOf = (key: string): ConsolePart | undefined => found[`../modules/${key}/console/index.tsx`];
registerConsoleParts(modules.map((m) => partOf(m.key)).filter((p) => p !== undefined));

const words = import.meta.glob<{ default: Record<string, unknown> }>("../modules/*/words/*.json");
registerModuleWords(Object.fromEntries(Object.entries(words).map(([path, load]) => [path.replace(/^\.\.\/modules\/([^/]+)\/words\/([^/]+)\.json$/, "$1/$2"), load])));
