/**
 * The appointments module's server part: availability (working hours, breaks, days off, holidays)
 * enforced on every appointment write, free slots, the dashboard figures, and the demo's hours.
 */
import { defineServerPart } from "../../../server/module-part";
import type { ResourceDef } from "../../../resources/types";
import { appointments } from "../resources";
import { checkAppointmentChange } from "./availability";
import { bookingRoutes } from "./booking-routes";
import { figuresRoutes } from "./figures-routes";
import { reminderSweeper } from "./reminder-sweeper";

export { freeSlots, freeSlotsFrom, appointmentRefusal, bookingRulesOf, findIn, type FreeSlots, type FreeSlotsQuery, type Slot, type BookingRules } from "./availability";
export { seedAvailabilityDemo } from "./seed";
export { sweepReminders, reminderDue } from "./booking-sms";

// The rules read other resources and answer in the reader's language (server code), so the server
// attaches them to the (pure, shared) declarations here; every write through the store runs them.
(appointments as ResourceDef).hooks = { ...(appointments as ResourceDef).hooks, beforeChange: checkAppointmentChange };

export const serverPart = defineServerPart({ routes: [bookingRoutes, reminderSweeper, figuresRoutes] });
