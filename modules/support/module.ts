import { defineModule } from "../define";
import { supportResources } from "./resources";

/** Tickets with the platform's support; no subscription gates them. */
export const support = defineModule({ key: "support", subscription: null, section: "SUPPORT", resources: supportResources });
