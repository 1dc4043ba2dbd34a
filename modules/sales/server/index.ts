import { defineServerPart } from "../../../server/module-part";
import { salesRoutes } from "./routes";
import { reminderRoutes } from "./reminder-routes";
import { installSalesTriggers } from "./triggers";
import { seedSalesDemo } from "./seed";
import { bookLinkPayment } from "./link-payments";

// The triggers sit on the engine's r_parties and r_products tables: schema steps run after its sync.
export const serverPart = defineServerPart({ routes: [salesRoutes, reminderRoutes], schemaSteps: [installSalesTriggers], seed: seedSalesDemo, paymentReceived: bookLinkPayment });

/** What other modules' servers use of sales: the business's sales settings (its invoice language) and the invoice PDF's fonts (the QR standee). */
export { settingsOf } from "./settings";
export { DEVANAGARI, LATIN } from "./invoice-pdf";
