/**
 * The server's registry, derived from the one list of modules (modules/index.ts): each listed module's
 * server part, found by its key at modules/<key>/server/index.ts (a module without one brings only its
 * declarations), in the list's order. Adding a module therefore takes its folder and its line in the
 * list, nothing here.
 */
import { existsSync } from "node:fs";
import { modules } from "../modules";
import type { ServerPart } from "./module-part";

const partOf = async (key: string): Promise<ServerPart | undefined> => {
  const url = new URL(`../modules/${key}/server/index.ts`, import.meta.url);
  if (!existsSync(url)) return undefined;
  const { serverPart } = (await import(url.href)) as { serverPart?: ServerPart };
  if (!serverPart) throw new Error(`modules/${key}/server/index.ts must export its serverPart (defineServerPart)`);
  return serverPart;
};

export const serverParts: ServerPart[] = (await Promise.all(modules.map((m) => partOf(m.key)))).filter((p) => p !== undefined);
