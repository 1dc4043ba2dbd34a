/**
 * The server's registry of module parts (modules/<key>/server/index.ts), filled once at start-up by the
 * composition root (app/server.ts) from the one list of modules, in the list's order: app.ts registers
 * their routes, db/prepare.ts runs their schema steps, seed/demo.ts their demo data, the gateway hands
 * them payments. The server is given its modules; it never imports modules/.
 */
import type { ServerPart } from "./module-part";

export const serverParts: ServerPart[] = [];

export function registerServerParts(parts: readonly ServerPart[]): void {
  serverParts.splice(0, serverParts.length, ...parts);
}
