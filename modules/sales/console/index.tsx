import { defineConsolePart } from "../../../src/module-part";
import { salesMenu, salesPublicRoutes, salesRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: salesRoutes, publicRoutes: salesPublicRoutes, menu: salesMenu });
