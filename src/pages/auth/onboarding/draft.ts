/**
 * The business being set up, kept in sessionStorage between the wizard's steps so a reload (or a
 * detour to the terms) loses nothing. Field names are the addBusiness API's.
 */
export interface BusinessDraft {
  business_name?: string;
  business_master_id?: number;
  business_email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state_code?: string;
  pincode?: string;
  gstin?: string;
  pan?: string;
  bank_account_name?: string;
  bank_account_number?: string;
  ifsc?: string;
  upi_id?: string;
  /** A small image as a data URL (resized in the browser). */
  business_logo_path?: string;
}

const DRAFT_KEY = "galla.businessDraft";
const CREATED_KEY = "galla.createdBusiness";

export function readDraft(): BusinessDraft {
  try {
    const value = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}");
    return value && typeof value === "object" ? (value as BusinessDraft) : {};
  } catch {
    return {};
  }
}

/** Merges a step's values into the draft; empty strings are dropped so optional fields stay absent. */
export function saveDraft(patch: Partial<BusinessDraft>): BusinessDraft {
  const next: Record<string, unknown> = { ...readDraft(), ...patch };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) delete next[key];
  }
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
  return next as BusinessDraft;
}

export const clearDraft = () => sessionStorage.removeItem(DRAFT_KEY);

/** What the API sends back for the new business; the congratulation page reads it after a reload too. */
export interface CreatedBusiness {
  id: number;
  business_name: string;
  business_email: string | null;
  business_logo_path: string | null;
  business_master_id: number;
}

export const saveCreated = (business: CreatedBusiness) => sessionStorage.setItem(CREATED_KEY, JSON.stringify(business));
export function readCreated(): CreatedBusiness | null {
  try {
    return JSON.parse(sessionStorage.getItem(CREATED_KEY) ?? "null") as CreatedBusiness | null;
  } catch {
    return null;
  }
}

/** The request body: only filled fields, with the PAN taken from the GSTIN when one is given. */
export function toRequest(draft: BusinessDraft): BusinessDraft {
  const body: BusinessDraft = { ...draft };
  if (body.gstin) body.pan = body.gstin.slice(2, 12);
  for (const key of Object.keys(body) as (keyof BusinessDraft)[]) {
    if (body[key] === undefined || body[key] === "") delete body[key];
  }
  return body;
}
