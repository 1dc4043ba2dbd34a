import { defineConsolePart } from "../../../src/module-part";
import { coreMenu, coreRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: coreRoutes, menu: coreMenu });
