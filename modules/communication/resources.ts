/**
 * Communication (module `communication`): SMS contacts, DLT templates (the settings page), automatic
 * notifications and the message log that the compose, bulk and report pages work over. Also the SMS part
 * arithmetic, shared by the compose page's live counter and the server's per-part wallet debit.
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { isMobile, normalizeMobile } from "../../resources/validators";

/** What one SMS part costs, debited from the wallet per part sent. */
export const SMS_PRICE_PAISE_PER_PART = 25;
/** The most parts one message may have (a long message is cut into at most this many). */
export const SMS_MAX_PARTS = 6;
/** GSM characters per part of a long message (each part carries a 7-character header). */
const GSM_PART = 153;
/** The longest template text: SMS_MAX_PARTS full GSM parts. */
export const SMS_MAX_GSM_LENGTH = SMS_MAX_PARTS * GSM_PART;
/** Bulk sends are limited to keep one request bounded. */
export const SMS_BULK_LIMIT = 5000;
/** SMS one business may send to one number in an IST day, whatever the path (compose, bulk, payment link, invite). */
export const SMS_PER_RECIPIENT_PER_DAY = 5;
/** SMS one business may send in an IST day: four full bulk sends. */
export const SMS_PER_BUSINESS_PER_DAY = 20_000;

/** What a send answers (POST /api/m/:businessId/sms/send and /sms/bulk): the contract's shape, for the server and the console. */
export type { SendResult } from "../../contracts/modules";

// GSM 03.38 default alphabet; the extension characters take two septets each.
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export interface SmsParts {
  encoding: "GSM" | "Unicode";
  /** Characters as the network counts them (septets for GSM, UTF-16 units for Unicode). */
  length: number;
  parts: number;
  /** Characters left in the last part before another part starts. */
  remaining: number;
  perPart: number;
}

/**
 * 160 GSM characters fit one part, 70 Unicode ones (any Hindi, Marathi or emoji makes the whole message
 * Unicode). A longer message is sent in parts of 153 (GSM) or 67 (Unicode): each part carries a header.
 */
export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const length = gsm ? septets : text.length;
  const single = gsm ? 160 : 70;
  const multi = gsm ? GSM_PART : 67;
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  const perPart = parts <= 1 ? single : multi;
  return { encoding: gsm ? "GSM" : "Unicode", length, parts, perPart, remaining: parts === 0 ? single : parts * perPart - length };
}

/** DLT template variables are written {#var#}; a message must fill every one. */
export const DLT_VARIABLE = /\{#[a-zA-Z0-9_]*#\}/g;
export const templateVariables = (body: string) => body.match(DLT_VARIABLE) ?? [];

/**
 * Does the text match the approved template, with each {#var#} standing for up to 30 characters?
 * Operators reject anything else, so the server checks before it spends the wallet.
 */
export function matchesTemplate(body: string, text: string): boolean {
  const pattern = body
    .split(DLT_VARIABLE)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]{1,30}");
  return new RegExp(`^${pattern}$`).test(text);
}

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
