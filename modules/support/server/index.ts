import { defineServerPart } from "../../../server/module-part";
import { supportRoutes } from "./routes";

export const serverPart = defineServerPart({ routes: [supportRoutes] });
