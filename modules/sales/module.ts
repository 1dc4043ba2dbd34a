import { defineModule } from "../define";
import { salesResources } from "./resources";

/**
 * Locking a month says its returns were filed: the owner answers for that, so only the owner locks or
 * unlocks (PUT /api/sales/:businessId/locks/:period), and the returns page offers the button to no one else.
 */
const capabilities = { gst_month: { lock: { module: null, op: "write", owner: true, label: "Locking a filed month" } } } as const;

/** GST invoices, purchase bills, parties, stock, payments and reports. */
export const sales = defineModule({ key: "sales", subscription: "sales_and_purchase", section: "SALES & PURCHASE", resources: salesResources, capabilities });
