import { defineConsolePart } from "../../../src/module-part";
import { salesMenu, salesRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: salesRoutes, menu: salesMenu });
