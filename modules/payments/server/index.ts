import { defineServerPart } from "../../../server/module-part";
import { qrRoutes } from "./qr-routes";
import { standeeRoutes } from "./standee-routes";
import { transactionsRoutes } from "./transactions-routes";
import { withdrawalRoutes } from "./withdrawal-routes";
import { seedPaymentsDemo } from "./seed";

export const serverPart = defineServerPart({ routes: [qrRoutes, standeeRoutes, transactionsRoutes, withdrawalRoutes], seed: seedPaymentsDemo });
