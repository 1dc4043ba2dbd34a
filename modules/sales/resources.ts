/**
 * Sales & purchase resources the engine serves as generated pages: parties and products.
 * Invoices, bills, payments, ledgers and reports are custom (modules/sales/server, modules/sales/console);
 * they keep the read-only fields below up to date (stock, balances).
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { GST_STATES } from "../../resources/validators";
import { upiLink } from "../../resources/upi";
import { paiseToAmount } from "../../resources/money";
import { GST_TREATMENTS, isGstTreatment, isUntaxed } from "./gst-treatment";

/** "27 Maharashtra": the state code leads, so the code is the first two characters. */
export const STATE_OPTIONS = Object.entries(GST_STATES).map(([code, name]) => `${code} ${name}`);
export const stateCodeOf = (option: string | null | undefined) => (option && /^\d{2}/.test(option) ? option.slice(0, 2) : "");
export const stateOptionOf = (code: string | null | undefined) => STATE_OPTIONS.find((o) => o.startsWith(`${code} `)) ?? "";

export const UNITS = ["PCS", "NOS", "KG", "GM", "LTR", "ML", "MTR", "BOX", "PACK", "DOZ", "BAG", "SET", "PAIR", "HRS"] as const;
export const STOCK_STATUSES = ["In stock", "Low stock", "Out of stock", "Service"] as const;
export const PARTY_TYPES = ["Customer", "Supplier", "Both"] as const;

export const parties = defineResource({
  name: "parties",
  module: "sales_and_purchase",
  label: "Manage Party",
  singular: "Party",
  icon: "TeamOutlined",
  section: "SALES & PURCHASE",
  routes: {
    list: "/sales&purchase/manage_party",
    create: "/sales&purchase/manage_party/addparty",
    edit: "/sales&purchase/manage_party/editparty/:id",
  },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", label: "Party Name", required: true, inList: true, search: true, sortable: true, rules: [{ kind: "maxLength", value: 100 }] },
    { name: "party_type", type: "enum", label: "Type", options: PARTY_TYPES, default: "Customer", required: true, inList: true, filter: true },
    { name: "phone", type: "phone", label: "Mobile", inList: true, search: true },
    { name: "gstin", type: "gstin", label: "GSTIN", inList: true, search: true, help: "Leave empty for an unregistered party" },
    { name: "state", type: "enum", label: "State (place of supply)", options: STATE_OPTIONS, filter: true },
    { name: "email", type: "email" },
    { name: "address", type: "longtext", label: "Billing Address" },
    // The e-invoice (BuyerDtls Loc, Pin) and the e-way bill (toPincode) need the buyer's town and PIN code.
    { name: "city", type: "text", label: "Town/City", rules: [{ kind: "maxLength", value: 50 }] },
    { name: "pincode", type: "pincode", label: "PIN Code", help: "6 digits; needed for e-invoices and e-way bills" },
    { name: "opening_balance", type: "money", label: "Opening Balance", default: 0 },
    { name: "opening_type", type: "enum", label: "Opening Balance Is", options: ["To Receive", "To Pay"], default: "To Receive" },
    { name: "to_receive", type: "money", label: "To Receive", readOnly: true, inList: true, sortable: true, help: "Kept by invoices, bills and payments" },
    { name: "to_pay", type: "money", label: "To Pay", readOnly: true, inList: true, sortable: true, help: "Kept by invoices, bills and payments" },
  ],
} satisfies ResourceDef);

export const products = defineResource({
  name: "products",
  module: "sales_and_purchase",
  label: "Product Management",
  singular: "Product",
  icon: "ShoppingOutlined",
  section: "SALES & PURCHASE",
  routes: {
    list: "/sales&purchase/product_management",
    create: "/sales&purchase/product_management/addproduct",
    edit: "/sales&purchase/product_management/editproduct/:id",
  },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  // A 0 % rate no longer says nil-rated or exempt: the treatment does, and the two must agree.
  validate: (r) => productTreatmentErrors(r),
  fields: [
    { name: "name", type: "text", label: "Product Name", required: true, unique: true, inList: true, search: true, sortable: true, rules: [{ kind: "maxLength", value: 100 }] },
    { name: "item_type", type: "enum", label: "Type", options: ["Goods", "Service"], default: "Goods", required: true, filter: true },
    {
      name: "hsn",
      type: "text",
      label: "HSN/SAC",
      inList: true,
      search: true,
      rules: [{ kind: "pattern", pattern: "^[0-9]{4,8}$", message: "HSN/SAC must be 4 to 8 digits" }],
    },
    { name: "unit", type: "enum", options: UNITS, default: "PCS", required: true },
    { name: "sale_price", type: "money", label: "Sale Price", required: true, inList: true, sortable: true },
    { name: "purchase_price", type: "money", label: "Purchase Price", default: 0, help: "Used for the cost of goods sold in profit & loss" },
    { name: "gst_rate", type: "enum", label: "GST Rate %", options: ["0", "5", "18", "40"], default: "18", required: true, inList: true, filter: true },
    {
      name: "gst_treatment",
      type: "enum",
      label: "GST Treatment",
      options: GST_TREATMENTS,
      default: "taxable",
      filter: true,
      help: "Taxable for most goods; nil-rated, exempt and non-GST items carry no GST and are reported apart; exports and SEZ supplies are zero-rated",
    },
    { name: "opening_stock", type: "number", label: "Opening Stock", default: 0 },
    { name: "low_stock_alert", type: "number", label: "Low Stock Alert At", default: 0 },
    { name: "stock", type: "number", label: "Stock", readOnly: true, inList: true, sortable: true, help: "Opening stock plus purchases minus sales" },
    { name: "stock_status", type: "enum", label: "Stock Status", options: STOCK_STATUSES, readOnly: true, inList: true, filter: true },
  ],
} satisfies ResourceDef);

export const salesResources: ResourceDef[] = [parties, products];

/** A product's rate and treatment agree: no GST on untaxed items, some on taxable ones. */
export function productTreatmentErrors(r: Record<string, unknown>): { field: string; message: string }[] {
  // Saved before treatments existed: read by its rate (gst-treatment.ts treatmentOr), nothing to say.
  if (r.gst_treatment === undefined || r.gst_treatment === null || r.gst_treatment === "") return [];
  if (!isGstTreatment(r.gst_treatment)) return [];
  const rate = String(r.gst_rate ?? "");
  if (isUntaxed(r.gst_treatment) && rate !== "0") return [{ field: "gst_rate", message: "GST Rate % must be 0 for an item with no GST charged (nil-rated, exempt, non-GST, or zero-rated without payment)" }];
  if (!isUntaxed(r.gst_treatment) && rate === "0")
    return [{ field: "gst_treatment", message: "A 0 % item is nil-rated, exempt or non-GST: choose which in GST Treatment" }];
  return [];
}

/**
 * A UPI intent link (NPCI): upi://pay?pa&pn&am&tr&tn&cu. `tr` must be alphanumeric; values are
 * percent-encoded. The same link goes into the printed QR and the SMS.
 */
export function upiPaymentLink(o: { vpa: string; payee: string; amountPaise: number; reference: string; note: string }): string {
  return upiLink({
    pa: o.vpa,
    pn: o.payee.slice(0, 50),
    am: paiseToAmount(o.amountPaise),
    tr: o.reference.replace(/[^A-Za-z0-9]/g, "").slice(0, 35),
    tn: o.note.slice(0, 50),
  });
}
