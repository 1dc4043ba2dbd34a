import { defineServerPart } from "../../../server/module-part";
import { qrRoutes } from "./qr-routes";
import { transactionsRoutes } from "./transactions-routes";
import { withdrawalRoutes } from "./withdrawal-routes";
import { seedPaymentsDemo } from "./seed";

export const serverPart = defineServerPart({ routes: [qrRoutes, transactionsRoutes, withdrawalRoutes], seed: seedPaymentsDemo });
