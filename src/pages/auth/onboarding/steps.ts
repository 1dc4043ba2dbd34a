import type { BusinessDraft } from "./draft";

export type StepKey = "business" | "contact" | "address" | "tax" | "bank" | "upi" | "logo";

export interface StepDef {
  key: StepKey;
  /* Its words (short title in the progress bar, heading, intro) are onboarding.json's onboarding.steps.<key>. */
  /** Forward path in the wizard. */
  path: string;
  /** The same step opened from the review screen to change it, then back to the review. */
  editPath: string;
  /** The draft (and API) fields this step fills: a server error on one of them points back here. */
  fields: (keyof BusinessDraft)[];
  optional?: boolean;
}

/**
 * The spec's /auth step paths mapped onto the wizard: BasicBusinessDetails and details…details6 walk
 * forward, details7 is the review, detailsnew1…detailsnew7 edit one step from the review.
 */
export const STEPS: StepDef[] = [
  {
    key: "business",
    path: "/auth/BasicBusinessDetails",
    editPath: "/auth/detailsnew1",
    fields: ["business_name", "business_master_id"],
  },
  {
    key: "contact",
    path: "/auth/details",
    editPath: "/auth/detailsnew2",
    fields: ["phone", "business_email"],
    optional: true,
  },
  {
    key: "address",
    path: "/auth/details1",
    editPath: "/auth/detailsnew3",
    fields: ["address", "city", "pincode", "state_code"],
  },
  {
    key: "tax",
    path: "/auth/details2",
    editPath: "/auth/detailsnew4",
    fields: ["gstin", "pan"],
    optional: true,
  },
  {
    key: "bank",
    path: "/auth/details3",
    editPath: "/auth/detailsnew5",
    fields: ["bank_account_name", "bank_account_number", "ifsc"],
    optional: true,
  },
  {
    key: "upi",
    path: "/auth/details5",
    editPath: "/auth/detailsnew6",
    fields: ["upi_id"],
    optional: true,
  },
  {
    key: "logo",
    path: "/auth/details6",
    editPath: "/auth/detailsnew7",
    fields: ["business_logo_path"],
    optional: true,
  },
];

export const REVIEW_PATH = "/auth/details7";
export const CONGRATULATION_PATH = "/auth/congratulation";

export const stepOfField = (field: string | undefined) => STEPS.find((s) => s.fields.includes(field as keyof BusinessDraft));

/** The steps a business cannot be created without. */
export const missingRequired = (draft: BusinessDraft): StepDef[] =>
  STEPS.filter((s) => !s.optional && s.fields.some((f) => !draft[f]));
