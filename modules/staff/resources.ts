/**
 * Staff management (module `staff_management`): staff and their pay items and attendance, leave, announcements,
 * assignments, teams, field meetings, expenses and the staff help desk. Staff detail tabs, attendance marking,
 * the report, settings, team members and the support chat are custom pages (modules/staff/console) over these resources.
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { allOf, inOrder } from "../../resources/record-rules";

export const ATTENDANCE_MARKS = ["present", "absent", "half_day", "paid_leave", "week_off", "holiday"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export const PAY_ITEM_KINDS = ["allowance", "bonus", "payment", "deduction", "overtime"] as const;
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];
/** The spec's tab slugs (its spelling of "allowance" included) for /staffmanagement/staff/:id/<tab>. */
export const STAFF_TABS = ["allowence", "bonus", "payment", "deduction", "overtime", "attendance", "editprofile"] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export const staff = defineResource({
  name: "staff",
  module: "staff_management",
  label: "Staff",
  singular: "Staff member",
  icon: "TeamOutlined",
  section: "STAFF MANAGEMENT",
  routes: {
    list: "/staffmanagement/staff",
    create: "/staffmanagement/staff/create",
    show: "/staffmanagement/staff/:id",
    edit: "/staffmanagement/staff/:id/editprofile",
  },
  customPages: ["show", "edit"],
  titleField: "full_name",
  defaultSort: { field: "full_name", order: "asc" },
  fields: [
    { name: "full_name", type: "text", label: "Name", required: true, inList: true, search: true, sortable: true, rules: [{ kind: "minLength", value: 2 }] },
    { name: "phone", type: "phone", required: true, unique: true, inList: true, search: true },
    { name: "email", type: "email" },
    { name: "designation", type: "text", inList: true, filter: true, search: true },
    { name: "joining_date", type: "date", label: "Joined on", required: true, inList: true, sortable: true },
    { name: "salary_type", type: "enum", label: "Salary type", options: ["monthly", "daily", "hourly"], default: "monthly", required: true, inList: true, filter: true },
    { name: "salary", type: "money", label: "Salary (per month / day / hour)", required: true, inList: true, sortable: true },
    { name: "status", type: "enum", options: ["active", "on_leave", "left"], default: "active", inList: true, filter: true },
    { name: "gender", type: "enum", options: ["Female", "Male", "Other"] },
    { name: "date_of_birth", type: "date", label: "Date of birth" },
    { name: "address", type: "longtext" },
    { name: "bank_account_number", type: "text", label: "Bank account no.", masked: true, rules: [{ kind: "pattern", pattern: "^[0-9]{9,18}$", message: "Account number must be 9 to 18 digits" }] },
    { name: "ifsc", type: "ifsc", label: "IFSC" },
    { name: "upi_id", type: "vpa", label: "UPI id" },
    { name: "photo", type: "image" },
  ],
});

/** Allowances, bonuses, salary payments and advances, deductions and overtime: one row per item, tabbed by kind. */
export const staffPayItems = defineResource({
  name: "staff_pay_items",
  module: "staff_management",
  label: "Pay items",
  singular: "Pay item",
  icon: "WalletOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/staffmanagement/staff/:id/payment" },
  customPages: ["list"],
  hideInMenu: true,
  titleField: "description",
  defaultSort: { field: "date", order: "desc" },
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "kind", type: "enum", options: PAY_ITEM_KINDS, required: true, inList: true, filter: true },
    { name: "date", type: "date", required: true, inList: true, sortable: true, filter: true },
    { name: "amount", type: "money", required: true, inList: true },
    { name: "hours", type: "number", help: "Overtime hours; the amount is what you pay for them", rules: [{ kind: "min", value: 0 }, { kind: "max", value: 24 }] },
    { name: "description", type: "text", required: true, inList: true, search: true },
  ],
});

export const staffAttendance = defineResource({
  name: "staff_attendance",
  module: "staff_management",
  label: "Staff Attendance",
  singular: "Attendance mark",
  icon: "CheckSquareOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/staffmanagement/staffattendance" },
  customPages: ["list"],
  titleField: "date",
  defaultSort: { field: "date", order: "desc" },
  validate: inOrder("check_in", "check_out", "Out must be after In", { strictly: true }),
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "date", type: "date", required: true, inList: true, filter: true, sortable: true },
    { name: "status", type: "enum", options: ATTENDANCE_MARKS, required: true, inList: true, filter: true },
    { name: "check_in", type: "time", label: "In" },
    { name: "check_out", type: "time", label: "Out" },
    { name: "note", type: "text" },
  ],
});

/** Letters and notices to staff by email: salary slips, offer letters, circulars. */
export const staffEmails = defineResource({
  name: "staff_emails",
  module: "staff_management",
  label: "Staff Email",
  singular: "Staff email",
  icon: "MailOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/staffmanagement/email", show: "/staffmanagement/email/:id", create: "/staffmanagement/email/create", edit: "/staffmanagement/email/:id/edit" },
  titleField: "subject",
  defaultSort: { field: "written_on", order: "desc" },
  fields: [
    { name: "staff_id", type: "relation", label: "To", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "kind", type: "enum", label: "Type", options: ["Salary slip", "Offer letter", "Appraisal", "Warning", "Circular"], default: "Circular", inList: true, filter: true },
    { name: "subject", type: "text", required: true, inList: true, search: true },
    { name: "body", type: "longtext", required: true },
    { name: "written_on", type: "date", label: "Date", required: true, inList: true, sortable: true },
  ],
});

export const leaveTypes = defineResource({
  name: "leave_types",
  module: "staff_management",
  label: "Leave Types",
  singular: "Leave type",
  icon: "TagsOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/LeaveType", create: "/galla/LeaveType/create", edit: "/galla/LeaveType/:id/edit" },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, unique: true, inList: true, search: true },
    { name: "code", type: "text", required: true, unique: true, inList: true, rules: [{ kind: "pattern", pattern: "^[A-Z]{2,4}$", message: "Code must be 2 to 4 capital letters, like CL" }] },
    { name: "days_per_year", type: "number", label: "Days per year", required: true, inList: true, rules: [{ kind: "min", value: 0 }, { kind: "max", value: 365 }] },
    { name: "paid", type: "boolean", default: true, inList: true, filter: true },
    { name: "carry_forward", type: "boolean", label: "Carry forward", default: false, inList: true },
  ],
});

export const leaves = defineResource({
  name: "leaves",
  module: "staff_management",
  label: "Leave",
  singular: "Leave request",
  icon: "ClockCircleOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Leave", show: "/galla/Leave/:id", create: "/galla/Leave/create", edit: "/galla/Leave/:id/edit" },
  titleField: "reason",
  defaultSort: { field: "from_date", order: "desc" },
  validate: allOf(
    inOrder("from_date", "to_date", "To cannot be before From"),
    (r) => (r.half_day === true && r.from_date !== r.to_date ? [{ field: "half_day", message: "A half day starts and ends on the same date" }] : []),
  ),
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "leave_type_id", type: "relation", label: "Leave type", required: true, relation: { resource: "leave_types", labelField: "name" }, inList: true, filter: true },
    { name: "from_date", type: "date", label: "From", required: true, inList: true, sortable: true },
    { name: "to_date", type: "date", label: "To", required: true, inList: true },
    { name: "half_day", type: "boolean", label: "Half day", default: false },
    { name: "reason", type: "text", required: true, inList: true, search: true },
    { name: "status", type: "enum", options: ["pending", "approved", "rejected"], default: "pending", inList: true, filter: true },
  ],
});

export const announcements = defineResource({
  name: "announcements",
  module: "staff_management",
  label: "Announcements",
  singular: "Announcement",
  icon: "NotificationOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Announcement", show: "/galla/Announcement/:id", create: "/galla/Announcement/create", edit: "/galla/Announcement/:id/edit" },
  titleField: "title",
  defaultSort: { field: "publish_on", order: "desc" },
  validate: inOrder("publish_on", "expires_on", "Show until cannot be before Publish on"),
  fields: [
    { name: "title", type: "text", required: true, inList: true, search: true },
    { name: "message", type: "longtext", required: true, search: true },
    { name: "audience", type: "enum", options: ["All staff", "Shop floor", "Kitchen", "Front desk", "Delivery"], default: "All staff", inList: true, filter: true },
    { name: "publish_on", type: "date", label: "Publish on", required: true, inList: true, sortable: true },
    { name: "expires_on", type: "date", label: "Show until", inList: true },
    { name: "pinned", type: "boolean", default: false, inList: true, filter: true },
  ],
});

export const assignments = defineResource({
  name: "assignments",
  module: "staff_management",
  label: "Assignments",
  singular: "Assignment",
  icon: "FileDoneOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Assignment", show: "/galla/Assignment/:id", create: "/galla/Assignment/create", edit: "/galla/Assignment/:id/edit" },
  titleField: "title",
  defaultSort: { field: "due_date", order: "asc" },
  fields: [
    { name: "title", type: "text", required: true, inList: true, search: true },
    { name: "staff_id", type: "relation", label: "Assigned to", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "due_date", type: "date", label: "Due", required: true, inList: true, sortable: true },
    { name: "priority", type: "enum", options: ["low", "medium", "high"], default: "medium", inList: true, filter: true },
    { name: "status", type: "enum", options: ["pending", "in_progress", "done"], default: "pending", inList: true, filter: true },
    { name: "description", type: "longtext" },
  ],
});

export const teams = defineResource({
  name: "teams",
  module: "staff_management",
  label: "Teams",
  singular: "Team",
  icon: "SolutionOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Team", show: "/galla/Team/:id", create: "/galla/Team/create", edit: "/galla/Team/:id/edit" },
  customPages: ["show"],
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, unique: true, inList: true, search: true, sortable: true },
    { name: "lead_id", type: "relation", label: "Team lead", relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "shift", type: "enum", options: ["Morning", "Evening", "Night", "General"], default: "General", inList: true, filter: true },
    { name: "description", type: "longtext", inList: true },
  ],
});

export const teamMembers = defineResource({
  name: "team_members",
  module: "staff_management",
  label: "Team members",
  singular: "Team member",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Team/:id" },
  customPages: ["list"],
  hideInMenu: true,
  titleField: "role",
  defaultSort: { field: "id", order: "asc" },
  fields: [
    { name: "team_id", type: "relation", label: "Team", required: true, relation: { resource: "teams", labelField: "name" }, inList: true, filter: true },
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "role", type: "text", label: "Role in team", inList: true },
  ],
});

/** Field visits and client meetings staff go to (the spec's "TrackingMetting"). */
export const meetings = defineResource({
  name: "meetings",
  module: "staff_management",
  label: "Meetings",
  singular: "Meeting",
  icon: "CommentOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/TrackingMetting", show: "/galla/TrackingMetting/:id", create: "/galla/TrackingMetting/create", edit: "/galla/TrackingMetting/:id/edit" },
  titleField: "title",
  defaultSort: { field: "date", order: "desc" },
  fields: [
    { name: "title", type: "text", required: true, inList: true, search: true },
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "client_name", type: "text", label: "Meeting with", required: true, inList: true, search: true },
    { name: "client_phone", type: "phone", label: "Their phone" },
    { name: "date", type: "date", required: true, inList: true, sortable: true, filter: true },
    { name: "time", type: "time", required: true, inList: true },
    { name: "location", type: "text", required: true, inList: true },
    { name: "purpose", type: "enum", options: ["Sales visit", "Payment collection", "Delivery", "Site survey", "Review"], default: "Sales visit", inList: true, filter: true },
    { name: "status", type: "enum", options: ["scheduled", "done", "missed", "cancelled"], default: "scheduled", inList: true, filter: true },
    { name: "outcome", type: "longtext" },
  ],
});

export const expenses = defineResource({
  name: "expenses",
  module: "staff_management",
  label: "Expenses",
  singular: "Expense",
  icon: "TransactionOutlined",
  section: "STAFF MANAGEMENT",
  routes: {
    list: "/galla/ExpenseManagement",
    show: "/galla/ExpenseManagement/:id",
    create: "/galla/ExpenseManagement/create",
    edit: "/galla/ExpenseManagement/:id/edit",
  },
  titleField: "title",
  defaultSort: { field: "date", order: "desc" },
  fields: [
    { name: "title", type: "text", required: true, inList: true, search: true },
    {
      name: "category",
      type: "enum",
      required: true,
      options: ["Rent", "Electricity", "Staff welfare", "Travel", "Tea & snacks", "Stationery", "Repairs", "Transport", "Other"],
      inList: true,
      filter: true,
    },
    { name: "amount", type: "money", required: true, inList: true, sortable: true },
    { name: "date", type: "date", required: true, inList: true, sortable: true, filter: true },
    { name: "staff_id", type: "relation", label: "Spent by", relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "payment_mode", type: "enum", label: "Paid by", options: ["Cash", "UPI", "Bank transfer", "Card"], default: "Cash", inList: true, filter: true },
    { name: "status", type: "enum", options: ["submitted", "approved", "rejected", "reimbursed"], default: "submitted", inList: true, filter: true },
    { name: "bill", type: "image", label: "Bill photo" },
    { name: "notes", type: "longtext" },
  ],
});

/** The staff help desk: a staff member raises a query, the owner answers in the chat. */
export const staffSupport = defineResource({
  name: "staff_support",
  module: "staff_management",
  label: "Support",
  singular: "Support request",
  icon: "CustomerServiceOutlined",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Support", show: "/galla/SupportChat/:id", create: "/galla/Support/create" },
  customPages: ["show"],
  titleField: "subject",
  defaultSort: { field: "updated_at", order: "desc" },
  fields: [
    { name: "staff_id", type: "relation", label: "Staff", required: true, relation: { resource: "staff", labelField: "full_name" }, inList: true, filter: true },
    { name: "subject", type: "text", required: true, inList: true, search: true },
    { name: "category", type: "enum", options: ["Salary", "Leave", "Attendance", "Uniform & equipment", "Other"], default: "Other", inList: true, filter: true },
    { name: "message", type: "longtext", label: "First message", required: true },
    { name: "status", type: "enum", options: ["open", "answered", "closed"], default: "open", inList: true, filter: true },
    { name: "last_message_at", type: "datetime", label: "Last message", readOnly: true, inList: true, sortable: true },
  ],
});

export const staffSupportMessages = defineResource({
  name: "staff_support_messages",
  module: "staff_management",
  label: "Support messages",
  singular: "Support message",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/SupportChat/:id" },
  customPages: ["list"],
  hideInMenu: true,
  readOnly: true,
  titleField: "body",
  defaultSort: { field: "id", order: "asc" },
  fields: [
    { name: "request_id", type: "relation", label: "Request", required: true, relation: { resource: "staff_support", labelField: "subject" }, filter: true },
    { name: "author", type: "enum", options: ["staff", "owner"], required: true, inList: true },
    { name: "body", type: "longtext", required: true, inList: true },
  ],
});

export const staffResources: ResourceDef[] = [
  staff, staffAttendance, staffPayItems, staffEmails, leaves, leaveTypes, announcements, assignments, teams, teamMembers,
  meetings, expenses, staffSupport, staffSupportMessages,
];
