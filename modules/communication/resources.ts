/**
 * Communication (module `communication`): SMS contacts, DLT templates (the settings page), automatic
 * notifications and the message log that the compose, bulk and report pages work over. The SMS part arithmetic and
 * limits every sender follows are in resources/sms.ts.
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { isMobile, normalizeMobile } from "../../resources/validators";
import { SMS_MAX_GSM_LENGTH } from "../../resources/sms";

/** The SMS rules (resources/sms.ts), for the module's pages and server part. */
export { SMS_PRICE_PAISE_PER_PART, SMS_MAX_PARTS, SMS_MAX_GSM_LENGTH, SMS_PER_RECIPIENT_PER_DAY, SMS_PER_BUSINESS_PER_DAY, smsParts, type SmsParts, DLT_VARIABLE, templateVariables, matchesTemplate } from "../../resources/sms";

/** Bulk sends are limited to keep one request bounded. */
export const SMS_BULK_LIMIT = 5000;

/** What a send answers (POST /api/m/:businessId/sms/send and /sms/bulk): the contract's shape, for the server and the console. */
export type { SendResult } from "./contract";

export interface ParsedNumbers {
  /** Valid 10-digit mobiles, each once, in file order. */
  numbers: string[];
  /** Cells that looked like a number but are not a valid Indian mobile (shown back to the user). */
  invalid: string[];
  duplicates: number;
}

/**
 * Reads the numbers out of a CSV (or a pasted list): one or more columns, any separator of comma,
 * semicolon, tab or new line; a header row and name columns are ignored because they hold no digits.
 */
export function parseNumbersCsv(csv: string): ParsedNumbers {
  const seen = new Set<string>();
  const numbers: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const rawCell of csv.split(/[\r\n,;\t]+/)) {
    const cell = rawCell.trim().replace(/^"|"$/g, "").trim();
    if (!/\d/.test(cell)) continue;
    const digits = normalizeMobile(cell);
    if (!isMobile(digits)) {
      // Numbers carried along in other columns (amounts, pincodes) are not phone numbers at all.
      if (/^[+\d\s-]{8,}$/.test(cell)) invalid.push(cell);
      continue;
    }
    if (seen.has(digits)) {
      duplicates += 1;
      continue;
    }
    seen.add(digits);
    numbers.push(digits);
  }
  return { numbers, invalid, duplicates };
}

export const smsContacts = defineResource({
  name: "sms_contacts",
  module: "communication",
  label: "Contacts",
  singular: "Contact",
  icon: "ContactsOutlined",
  section: "COMMUNICATION",
  routes: {
    list: "/Communication/contact-management",
    create: "/Communication/contact-management/create",
    edit: "/Communication/contact-management/:id/edit",
  },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, inList: true, search: true, sortable: true },
    { name: "phone", type: "phone", required: true, unique: true, inList: true, search: true },
    { name: "group_name", type: "enum", label: "Group", options: ["Customers", "Regulars", "Suppliers", "Staff", "Leads"], default: "Customers", inList: true, filter: true },
    { name: "city", type: "text", inList: true, filter: true },
    { name: "birthday", type: "date" },
    { name: "opted_out", type: "boolean", label: "Opted out (DND)", default: false, inList: true, filter: true },
    { name: "notes", type: "longtext" },
  ],
});

/** DLT-registered sender headers and templates: the Communication settings page. */
export const smsTemplates = defineResource({
  name: "sms_templates",
  module: "communication",
  label: "SMS Settings",
  singular: "DLT template",
  icon: "SettingOutlined",
  section: "COMMUNICATION",
  routes: { list: "/Communication/manage/settings", create: "/Communication/manage/settings/create", edit: "/Communication/manage/settings/:id/edit" },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", label: "Template name", required: true, unique: true, inList: true, search: true },
    {
      name: "sender_id",
      type: "text",
      label: "Sender header",
      required: true,
      inList: true,
      filter: true,
      rules: [{ kind: "pattern", pattern: "^([A-Z]{6}|[0-9]{6})$", message: "Sender header must be 6 capital letters (transactional/service) or 6 digits (promotional)" }],
    },
    {
      name: "dlt_template_id",
      type: "text",
      label: "DLT template id",
      required: true,
      unique: true,
      inList: true,
      rules: [{ kind: "pattern", pattern: "^[0-9]{19}$", message: "DLT template id must be the 19-digit id from your DLT portal" }],
    },
    { name: "category", type: "enum", options: ["Transactional", "Service implicit", "Service explicit", "Promotional"], default: "Service implicit", required: true, inList: true, filter: true },
    { name: "body", type: "longtext", label: "Template text", required: true, help: "Write variables as {#var#}, exactly as approved on DLT", rules: [{ kind: "maxLength", value: SMS_MAX_GSM_LENGTH }] },
    { name: "status", type: "enum", options: ["approved", "pending", "rejected"], default: "approved", inList: true, filter: true },
  ],
});

export const smsNotifications = defineResource({
  name: "sms_notifications",
  module: "communication",
  label: "Notifications",
  singular: "Notification",
  icon: "BellOutlined",
  section: "COMMUNICATION",
  routes: { list: "/Communication/manage/notification", create: "/Communication/manage/notification/create", edit: "/Communication/manage/notification/:id/edit" },
  titleField: "event",
  defaultSort: { field: "event", order: "asc" },
  fields: [
    {
      name: "event",
      type: "enum",
      label: "When",
      required: true,
      unique: true,
      options: ["Payment received", "Appointment booked", "Appointment reminder", "Invoice created", "Payment due reminder", "Birthday wish"],
      inList: true,
    },
    { name: "template_id", type: "relation", label: "Template", required: true, relation: { resource: "sms_templates", labelField: "name" }, inList: true },
    { name: "send_to", type: "enum", label: "Send to", options: ["Customer", "Owner", "Staff"], default: "Customer", inList: true, filter: true },
    { name: "minutes_before", type: "number", label: "Minutes before (reminders)", rules: [{ kind: "min", value: 0 }, { kind: "max", value: 10080 }] },
    { name: "enabled", type: "boolean", default: true, inList: true, filter: true },
  ],
});

/** Every SMS sent: written only by the send actions (they debit the wallet per part), read by the report. */
export const smsMessages = defineResource({
  name: "sms_messages",
  module: "communication",
  label: "SMS Report",
  singular: "SMS",
  icon: "BarChartOutlined",
  section: "COMMUNICATION",
  routes: { list: "/Communication/sms/report" },
  customPages: ["list"],
  hideInMenu: true,
  readOnly: true,
  titleField: "recipient",
  defaultSort: { field: "sent_at", order: "desc" },
  fields: [
    { name: "recipient", type: "phone", label: "To", required: true, inList: true, search: true },
    { name: "sender_id", type: "text", label: "Sender", inList: true, filter: true },
    { name: "template_id", type: "relation", label: "Template", relation: { resource: "sms_templates", labelField: "name" }, filter: true },
    { name: "text", type: "longtext", required: true, inList: true, search: true },
    { name: "encoding", type: "enum", options: ["GSM", "Unicode"], inList: true },
    { name: "parts", type: "number", inList: true },
    { name: "cost", type: "money", inList: true },
    // queued → sending → sent/delivered, or failed (refunded) once the retries are spent: server/sms/delivery.ts.
    { name: "status", type: "enum", options: ["queued", "sending", "sent", "delivered", "failed"], inList: true, filter: true },
    { name: "failure_reason", type: "text", label: "Reason" },
    { name: "batch", type: "text", label: "Batch", filter: true },
    { name: "provider_id", type: "text", label: "Provider id" },
    { name: "sent_at", type: "datetime", label: "Sent", inList: true, sortable: true, filter: true },
    // The outbox's own columns, kept by server/sms: the message's unique reference (its batch's, which is the
    // ledger debit's, plus the number), the DLT template it went out under, and the delivery attempts.
    { name: "reference", type: "text", label: "Reference", unique: true, readOnly: true },
    { name: "dlt_template_id", type: "text", label: "DLT template id", readOnly: true },
    { name: "attempts", type: "number", readOnly: true },
    { name: "next_attempt_at", type: "datetime", label: "Next attempt", readOnly: true },
  ],
});

export const communicationResources: ResourceDef[] = [smsContacts, smsMessages, smsNotifications, smsTemplates];
