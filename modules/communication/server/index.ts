import { defineServerPart } from "../../../server/module-part";
import { smsRoutes } from "./routes";

export const serverPart = defineServerPart({ routes: [smsRoutes] });
