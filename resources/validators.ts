/**
 * Indian identifiers and formats, checked the same way in the browser and on the server.
 * Each check returns an error message (naming the field) or undefined when the value is fine.
 * Sources: docs/india.md.
 */
import { ENGLISH, type Say } from "./wording";

export type Check = (value: string, label: string, say?: Say) => string | undefined;

/** Strips +91, 91 or a leading 0 and spaces: "+91 98765 43210" → "9876543210". */
export function normalizeMobile(input: string): string {
  const digits = String(input ?? "").replace(/[\s-]/g, "").replace(/^\+91/, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export const isMobile = (v: string) => /^[6-9]\d{9}$/.test(normalizeMobile(v));

/** "9876543210" → "+91 98765 43210" */
export const formatMobile = (v: string) => {
  const m = normalizeMobile(v);
  return isMobile(m) ? `+91 ${m.slice(0, 5)} ${m.slice(5)}` : v;
};

const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character: mod-36 over the first 14 characters, weights 1,2,1,2... */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export const isGstin = (v: string) => GSTIN_RE.test(v) && gstinCheckChar(v.slice(0, 14)) === v[14];
export const isPan = (v: string) => /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(v);
export const isIfsc = (v: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v);
export const isPincode = (v: string) => /^[1-9][0-9]{5}$/.test(v);
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v);
/** NPCI VPA: handle@psp; letters, digits, . - _; no leading or trailing special character. */
export const isVpa = (v: string) =>
  /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/.test(v) && !/^[.\-_]/.test(v) && !/[.\-_]@/.test(v);

export const checks = {
  mobile: (v, label, say = ENGLISH.say) => (isMobile(v) ? undefined : say("validation.mobile", { label })),
  gstin: (v, label, say = ENGLISH.say) =>
    !GSTIN_RE.test(v) ? say("validation.gstin", { label }) : isGstin(v) ? undefined : say("validation.gstinCheck", { label }),
  pan: (v, label, say = ENGLISH.say) => (isPan(v) ? undefined : say("validation.pan", { label })),
  ifsc: (v, label, say = ENGLISH.say) => (isIfsc(v) ? undefined : say("validation.ifsc", { label })),
  pincode: (v, label, say = ENGLISH.say) => (isPincode(v) ? undefined : say("validation.pincode", { label })),
  email: (v, label, say = ENGLISH.say) => (isEmail(v) ? undefined : say("validation.email", { label })),
  vpa: (v, label, say = ENGLISH.say) => (isVpa(v) ? undefined : say("validation.vpa", { label })),
} satisfies Record<string, Check>;

/** State and union-territory GST codes (first two digits of a GSTIN). */
export const GST_STATES: Record<string, string> = {
  "01": "Jammu and Kashmir", "02": "Himachal Pradesh", "03": "Punjab", "04": "Chandigarh",
  "05": "Uttarakhand", "06": "Haryana", "07": "Delhi", "08": "Rajasthan", "09": "Uttar Pradesh",
  "10": "Bihar", "11": "Sikkim", "12": "Arunachal Pradesh", "13": "Nagaland", "14": "Manipur",
  "15": "Mizoram", "16": "Tripura", "17": "Meghalaya", "18": "Assam", "19": "West Bengal",
  "20": "Jharkhand", "21": "Odisha", "22": "Chhattisgarh", "23": "Madhya Pradesh", "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu", "27": "Maharashtra", "29": "Karnataka",
  "30": "Goa", "31": "Lakshadweep", "32": "Kerala", "33": "Tamil Nadu", "34": "Puducherry",
  "35": "Andaman and Nicobar Islands", "36": "Telangana", "37": "Andhra Pradesh", "38": "Ladakh",
};
