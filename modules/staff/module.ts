import { defineModule } from "../define";
import { staffResources } from "./resources";

/** Staff, attendance, pay, leave, teams, meetings and expenses. */
export const staff = defineModule({ key: "staff", subscription: "staff_management", section: "STAFF MANAGEMENT", resources: staffResources });
