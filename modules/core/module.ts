import { defineModule } from "../define";
import { CAPABILITIES } from "./capabilities";

/** The business itself: its profile, and the owner's money and account controls. */
export const core = defineModule({ key: "core", subscription: null, resources: [], capabilities: CAPABILITIES });

export { WEEKDAYS } from "./profile";
