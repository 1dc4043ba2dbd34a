/**
 * The one list of modules (modules/index.ts) handed to the framework: their declared resources and
 * capabilities (resources/registry.ts). Imported first by both sides of the composition root
 * (app/server.ts, app/ConsoleApp.tsx), before any framework code reads the registry.
 */
import { modules } from "../modules";
import { registerModules } from "../resources/registry";

registerModules(modules);
