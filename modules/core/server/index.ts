import { defineServerPart } from "../../../server/module-part";
import { profileRoutes } from "./profile-routes";

export const serverPart = defineServerPart({ routes: [profileRoutes] });
