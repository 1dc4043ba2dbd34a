import { defineModule } from "../define";
import { appointmentsResources } from "./resources";

/** Bookings with the business's staff and services. */
export const appointments = defineModule({ key: "appointments", subscription: "manage_appointment", section: "MANAGE APPOINTMENTS", resources: appointmentsResources });
