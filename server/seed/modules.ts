import type { Db } from "../db/client";
import type { Seeded } from "./demo";
import { seedPaymentsDemo } from "../../modules/payments/server/seed";
import { seedModulesDemo } from "./modules-demo";
import { seedSalesDemo } from "../../modules/sales/server/seed";

/**
 * Each module adds its demo data here (transactions, staff, invoices...), after the owners and
 * businesses exist. Seeders run once, on an empty database, in this order.
 */
export const moduleSeeders: ((db: Db, seeded: Seeded) => Promise<void>)[] = [seedPaymentsDemo, seedModulesDemo, seedSalesDemo];
