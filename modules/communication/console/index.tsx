import { defineConsolePart } from "../../../src/module-part";
import { communicationMenu, communicationRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: communicationRoutes, menu: communicationMenu });
