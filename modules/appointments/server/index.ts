import { defineServerPart } from "../../../server/module-part";
import { figuresRoutes } from "./figures-routes";

export const serverPart = defineServerPart({ routes: [figuresRoutes] });
