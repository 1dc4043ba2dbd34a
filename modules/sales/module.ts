import { defineModule } from "../define";
import { salesResources } from "./resources";

/** GST invoices, purchase bills, parties, stock, payments and reports. */
export const sales = defineModule({ key: "sales", subscription: "sales_and_purchase", section: "SALES & PURCHASE", resources: salesResources });
