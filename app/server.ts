/**
 * The server's modules, as the composition root assembles them: the list's declarations
 * (./declarations) and each listed module's server part, found by its key at
 * modules/<key>/server/index.ts (a module without one brings only its declarations), in the list's
 * order, handed to server/module-parts.ts. Adding a module therefore takes its folder and its line in the
 * list, nothing here. Imported before an app is built: by app/main.ts, and by the test projects
 * (vitest.config.ts) that build apps themselves.
 */
import { existsSync } from "node:fs";
import "./declarations";
import { modules } from "../modules";
import { registerServerParts } from "../server/module-parts";
import type { ServerPart } from "../server/module-part";
import { seedModulesDemo } from "./modules-demo";

const partOf = async (key: string): Promise<ServerPart | undefined> => {
  const url = new URL(`../modules/${key}/server/index.ts`, import.meta.url);
  if (!existsSync(url)) return undefined;
  const { serverPart } = (await import(url.href)) as { serverPart?: ServerPart };
  if (!serverPart) throw new Error(`modules/${key}/server/index.ts must export its serverPart (defineServerPart)`);
  return serverPart;
};

const parts = (await Promise.all(modules.map((m) => partOf(m.key)))).filter((p) => p !== undefined);
// The demo that spans modules (the staff's attendance beside the appointments they take) seeds after each module's own.
registerServerParts([...parts, { seed: seedModulesDemo }]);
