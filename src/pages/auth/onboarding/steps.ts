import type { BusinessDraft } from "./draft";

export type StepKey = "business" | "contact" | "address" | "tax" | "bank" | "upi" | "logo";

export interface StepDef {
  key: StepKey;
  /** Short name in the progress bar. */
  title: string;
  heading: string;
  intro: string;
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
    title: "Business",
    heading: "Add Business",
    intro: "Start with your shop's name and what kind of business it is.",
    path: "/auth/BasicBusinessDetails",
    editPath: "/auth/detailsnew1",
    fields: ["business_name", "business_master_id"],
  },
  {
    key: "contact",
    title: "Contact",
    heading: "Contact details",
    intro: "How customers and Galla can reach your business.",
    path: "/auth/details",
    editPath: "/auth/detailsnew2",
    fields: ["phone", "business_email"],
    optional: true,
  },
  {
    key: "address",
    title: "Address",
    heading: "Shop address",
    intro: "Printed on your invoices and used for GST place of supply.",
    path: "/auth/details1",
    editPath: "/auth/detailsnew3",
    fields: ["address", "city", "pincode", "state_code"],
  },
  {
    key: "tax",
    title: "GST & PAN",
    heading: "GSTIN and PAN",
    intro: "Registered under GST? Add your GSTIN and we fill in the PAN from it. Not registered? Just add your PAN or skip.",
    path: "/auth/details2",
    editPath: "/auth/detailsnew4",
    fields: ["gstin", "pan"],
    optional: true,
  },
  {
    key: "bank",
    title: "Bank",
    heading: "Bank account",
    intro: "Where your wallet withdrawals are paid. Use an account in the business's or owner's name.",
    path: "/auth/details3",
    editPath: "/auth/detailsnew5",
    fields: ["bank_account_name", "bank_account_number", "ifsc"],
    optional: true,
  },
  {
    key: "upi",
    title: "UPI",
    heading: "UPI id",
    intro: "Customers scan your Galla QR and pay to this UPI id from any UPI app.",
    path: "/auth/details5",
    editPath: "/auth/detailsnew6",
    fields: ["upi_id"],
    optional: true,
  },
  {
    key: "logo",
    title: "Logo",
    heading: "Shop logo",
    intro: "Shown on your public page and invoices. A square image works best.",
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
