import { defineConsolePart } from "../../../src/module-part";
import { paymentsMenu, paymentsPublicRoutes, paymentsRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: paymentsRoutes, publicRoutes: paymentsPublicRoutes, menu: paymentsMenu });
