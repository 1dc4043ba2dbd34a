import type { Db } from "../db/client";
import type { Seeded } from "./demo";
import { seedPaymentsDemo } from "../payments/seed";
import { seedModulesDemo } from "../modules/seed";
import { seedSalesDemo } from "../sales/seed";

/**
 * Each module adds its demo data here (transactions, staff, invoices...), after the owners and
 * businesses exist. Seeders run once, on an empty database, in this order.
 */
export const moduleSeeders: ((db: Db, seeded: Seeded) => Promise<void>)[] = [seedPaymentsDemo, seedModulesDemo, seedSalesDemo];
