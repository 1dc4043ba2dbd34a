import { defineConsolePart } from "../../../src/module-part";
import { supportRoutes } from "./routes";

export const consolePart = defineConsolePart({ routes: supportRoutes });
