import type { FieldDef } from "../../resources/types";
import { GST_STATES } from "../../resources/validators";

/** The sections of /galla/BusinessProfile/:key: each edits part of the business itself, validated by the shared rules. */
export interface ProfileSection {
  key: string;
  title: string;
  description: string;
  fields: FieldDef[];
}

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "None"] as const;

export const PROFILE_SECTIONS: ProfileSection[] = [
  {
    key: "basic",
    title: "Business details",
    description: "Name, contact and what customers see about you",
    fields: [
      { name: "business_name", type: "text", label: "Business name", required: true, rules: [{ kind: "minLength", value: 2 }, { kind: "maxLength", value: 120 }] },
      { name: "business_email", type: "email", label: "Business email" },
      { name: "phone", type: "phone", label: "Business phone" },
      { name: "whatsapp", type: "phone", label: "WhatsApp number" },
      { name: "website", type: "text", rules: [{ kind: "pattern", pattern: "^(https?://)?[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}(/\\S*)?$", message: "Website must be an address like www.example.in" }] },
      { name: "about", type: "longtext", label: "About the business", rules: [{ kind: "maxLength", value: 1000 }] },
    ],
  },
  {
    key: "address",
    title: "Address",
    description: "Where your shop is: printed on invoices and your public page",
    fields: [
      { name: "address", type: "text", label: "Shop / building, street", required: true, rules: [{ kind: "maxLength", value: 200 }] },
      { name: "landmark", type: "text", rules: [{ kind: "maxLength", value: 100 }] },
      { name: "city", type: "text", required: true, rules: [{ kind: "maxLength", value: 60 }] },
      { name: "state_code", type: "enum", label: "State", required: true, options: Object.keys(GST_STATES) },
      { name: "pincode", type: "pincode", required: true },
    ],
  },
  {
    key: "tax",
    title: "GST & PAN",
    description: "Tax identity used on your invoices",
    fields: [
      { name: "gstin", type: "gstin", label: "GSTIN", help: "Leave empty if you are not GST registered" },
      { name: "pan", type: "pan", label: "PAN" },
    ],
  },
  {
    key: "bank",
    title: "Bank & UPI",
    description: "Where withdrawals are sent and the UPI id on your QR",
    fields: [
      { name: "bank_account_name", type: "text", label: "Account holder name", required: true, rules: [{ kind: "maxLength", value: 100 }] },
      { name: "bank_account_number", type: "text", label: "Account number", required: true, rules: [{ kind: "pattern", pattern: "^[0-9]{9,18}$", message: "Account number must be 9 to 18 digits" }] },
      { name: "ifsc", type: "ifsc", label: "IFSC", required: true },
      { name: "upi_id", type: "vpa", label: "UPI id" },
    ],
  },
  {
    key: "timings",
    title: "Timings",
    description: "Opening hours and weekly off",
    fields: [
      { name: "opening_time", type: "time", label: "Opens at", required: true },
      { name: "closing_time", type: "time", label: "Closes at", required: true },
      { name: "weekly_off", type: "enum", label: "Weekly off", options: WEEKDAYS, default: "Sunday", required: true },
    ],
  },
];

export const profileSection = (key: string) => PROFILE_SECTIONS.find((s) => s.key === key);
