import { defineServerPart } from "../../../server/module-part";
import { staffRoutes } from "./routes";

export const serverPart = defineServerPart({ routes: [staffRoutes] });
