/**
 * Appointments (module `manage_appointment`). The menu spells the path /galla/Appointments; the route is
 * /galla/appointments (react-router matches case-insensitively, so both land on the same page).
 * Spec §6: hidden for business master id 147 (hotels book rooms instead).
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { allOf, inOrder } from "../../resources/record-rules";
import { MASTER_ID_HOTEL } from "../../resources/modules";
import { WEEKDAYS } from "./schedule";

export const appointments = defineResource({
  name: "appointments",
  module: "manage_appointment",
  label: "Appointments",
  singular: "Appointment",
  icon: "CalendarOutlined",
  section: "MANAGE APPOINTMENTS",
  routes: {
    list: "/galla/appointments",
    show: "/galla/appointments/:id",
    create: "/galla/appointments/create",
    edit: "/galla/appointments/:id/edit",
  },
  menuPath: "/galla/Appointments",
  hideForMasterIds: [MASTER_ID_HOTEL],
  titleField: "customer_name",
  defaultSort: { field: "date", order: "asc" },
  validate: inOrder("start_time", "end_time", "End must be after Start", { strictly: true }),
  // No double booking of a staff member (issue 28); back-to-back slots are fine, cancelled and no-show ones free the slot.
  noOverlap: { same: ["staff_id", "date"], range: ["start_time", "end_time"], unless: { status: ["cancelled", "no_show"] }, clash: "booking.staffBusy" },
  // The day and week views per staff member, the phone agenda (route beside the list's).
  calendar: {
    route: "/galla/appointments/calendar",
    date: "date",
    start: "start_time",
    end: "end_time",
    lane: "staff_id",
    title: "customer_name",
    status: "status",
    inactive: ["cancelled", "no_show"],
    noShow: "no_show",
    customer: "phone",
  },
  fields: [
    { name: "customer_name", type: "text", label: "Customer", required: true, inList: true, search: true },
    { name: "phone", type: "phone", required: true, inList: true, search: true },
    { name: "service_id", type: "relation", label: "Service", relation: { resource: "services", labelField: "name" }, inList: true, filter: true },
    { name: "staff_id", type: "relation", label: "Staff", relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "date", type: "date", required: true, inList: true, filter: true, sortable: true },
    { name: "start_time", type: "time", label: "Start", required: true, inList: true, sortable: true },
    { name: "end_time", type: "time", label: "End", required: true, inList: true },
    {
      name: "status",
      type: "enum",
      options: ["booked", "confirmed", "completed", "cancelled", "no_show"],
      default: "booked",
      inList: true,
      filter: true,
    },
    { name: "notes", type: "longtext" },
  ],
});

/**
 * Availability (issue 28), declared so the generated pages give the owner forms for it. A staff member
 * works the shifts declared for a weekday (several rows on one weekday: a split shift), less each row's
 * break. A staff member with no shifts declared at all is not restricted when the business books from the
 * console (as before availability existed) but is never offered for online booking: nobody has said
 * when they work. Holidays close the whole business; days off one staff member.
 */
const menuOfAvailability: Pick<ResourceDef, "module" | "section" | "hideForMasterIds"> = { module: "manage_appointment", section: "MANAGE APPOINTMENTS", hideForMasterIds: [MASTER_ID_HOTEL] };

export const workingHours = defineResource({
  name: "working_hours",
  ...menuOfAvailability,
  label: "Working Hours",
  singular: "Working hours",
  icon: "ClockCircleOutlined",
  routes: {
    list: "/galla/appointments/working_hours",
    show: "/galla/appointments/working_hours/:id",
    create: "/galla/appointments/working_hours/create",
    edit: "/galla/appointments/working_hours/:id/edit",
  },
  titleField: "weekday",
  defaultSort: { field: "staff_id", order: "asc" },
  validate: allOf(
    inOrder("start_time", "end_time", "Closing must be after Opening", { strictly: true }),
    inOrder("break_start", "break_end", "Break end must be after Break start", { strictly: true }),
    inOrder("start_time", "break_start", "The break must start inside the working hours", { strictly: true }),
    // Said on the break's end (the field to change), not on Closing as inOrder would.
    (r) => (r.break_end && r.end_time && String(r.break_end) > String(r.end_time) ? [{ field: "break_end", message: "The break must end inside the working hours" }] : []),
    (r) => (Boolean(r.break_start) !== Boolean(r.break_end) ? [{ field: r.break_start ? "break_end" : "break_start", message: "Give both ends of the break, or neither" }] : []),
  ),
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true, sortable: true },
    { name: "weekday", type: "enum", label: "Day", required: true, options: WEEKDAYS, default: "monday", inList: true, filter: true },
    { name: "start_time", type: "time", label: "Opening", required: true, inList: true },
    { name: "end_time", type: "time", label: "Closing", required: true, inList: true },
    { name: "break_start", type: "time", label: "Break start", inList: true },
    { name: "break_end", type: "time", label: "Break end", inList: true },
  ],
});

export const staffDaysOff = defineResource({
  name: "staff_days_off",
  ...menuOfAvailability,
  label: "Days Off",
  singular: "Day off",
  icon: "CalendarOutlined",
  routes: {
    list: "/galla/appointments/days_off",
    show: "/galla/appointments/days_off/:id",
    create: "/galla/appointments/days_off/create",
    edit: "/galla/appointments/days_off/:id/edit",
  },
  titleField: "reason",
  defaultSort: { field: "from_date", order: "desc" },
  validate: inOrder("from_date", "to_date", "To cannot be before From"),
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "from_date", type: "date", label: "From", required: true, inList: true, sortable: true, filter: true },
    { name: "to_date", type: "date", label: "To", required: true, inList: true, sortable: true, filter: true },
    { name: "reason", type: "text", inList: true, search: true },
  ],
});

export const holidays = defineResource({
  name: "holidays",
  ...menuOfAvailability,
  label: "Holidays",
  singular: "Holiday",
  icon: "CalendarOutlined",
  routes: {
    list: "/galla/appointments/holidays",
    show: "/galla/appointments/holidays/:id",
    create: "/galla/appointments/holidays/create",
    edit: "/galla/appointments/holidays/:id/edit",
  },
  titleField: "name",
  defaultSort: { field: "date", order: "asc" },
  fields: [
    { name: "date", type: "date", required: true, inList: true, sortable: true, filter: true },
    { name: "name", type: "text", required: true, inList: true, search: true },
  ],
});

/** The owner's rules for online booking and reminders: one row per business (`singleton`; none: these defaults). */
export const BOOKING_RULE_DEFAULTS = {
  online_booking: true,
  days_ahead: 14,
  min_notice_minutes: 60,
  cancel_hours_before: 2,
  slot_step_minutes: "15",
  reminder: "evening_before",
  reminder_hours: 3,
  online_per_day: 40,
} as const;

export const bookingRules = defineResource({
  name: "booking_rules",
  ...menuOfAvailability,
  label: "Booking Rules",
  singular: "Booking rules",
  icon: "SettingOutlined",
  routes: {
    list: "/galla/appointments/booking_rules",
    show: "/galla/appointments/booking_rules/:id",
    create: "/galla/appointments/booking_rules/create",
    edit: "/galla/appointments/booking_rules/:id/edit",
  },
  titleField: "days_ahead",
  singleton: true,
  fields: [
    { name: "online_booking", type: "boolean", label: "Online booking on my page", default: BOOKING_RULE_DEFAULTS.online_booking, inList: true },
    { name: "days_ahead", type: "number", label: "Book up to (days ahead)", required: true, default: BOOKING_RULE_DEFAULTS.days_ahead, inList: true, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 90 }] },
    { name: "min_notice_minutes", type: "number", label: "Earliest booking (minutes from now)", required: true, default: BOOKING_RULE_DEFAULTS.min_notice_minutes, rules: [{ kind: "min", value: 0 }, { kind: "max", value: 2880 }] },
    { name: "cancel_hours_before", type: "number", label: "Cancel or move up to (hours before)", required: true, default: BOOKING_RULE_DEFAULTS.cancel_hours_before, inList: true, rules: [{ kind: "min", value: 0 }, { kind: "max", value: 168 }] },
    { name: "slot_step_minutes", type: "enum", label: "Slots every (minutes)", options: ["10", "15", "20", "30", "60"], default: BOOKING_RULE_DEFAULTS.slot_step_minutes, required: true },
    { name: "reminder", type: "enum", label: "Reminder SMS", options: ["evening_before", "hours_before", "none"], default: BOOKING_RULE_DEFAULTS.reminder, required: true, inList: true },
    { name: "reminder_hours", type: "number", label: "Hours before (for that reminder)", default: BOOKING_RULE_DEFAULTS.reminder_hours, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 48 }] },
    { name: "online_per_day", type: "number", label: "Online bookings a day (at most)", required: true, default: BOOKING_RULE_DEFAULTS.online_per_day, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 500 }] },
  ],
});

export const appointmentsResources: ResourceDef[] = [appointments, workingHours, staffDaysOff, holidays, bookingRules];
