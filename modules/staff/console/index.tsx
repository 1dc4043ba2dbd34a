import { defineConsolePart } from "../../../src/module-part";
import { staffMenu, staffRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: staffRoutes, menu: staffMenu });
