import { defineModule } from "../define";
import { communicationResources } from "./resources";

/** SMS to customers: contacts, DLT templates, single and bulk sends, delivery reports. */
export const communication = defineModule({ key: "communication", subscription: "communication", section: "COMMUNICATION", resources: communicationResources });
