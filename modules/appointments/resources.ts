/**
 * Appointments (module `manage_appointment`). The menu spells the path /galla/Appointments; the route is
 * /galla/appointments (react-router matches case-insensitively, so both land on the same page).
 * Spec §6: hidden for business master id 147 (hotels book rooms instead).
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { inOrder } from "../../resources/record-rules";
import { MASTER_ID_HOTEL } from "../../resources/modules";

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

export const appointmentsResources: ResourceDef[] = [appointments];
