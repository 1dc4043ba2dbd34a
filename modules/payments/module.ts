import { defineModule } from "../define";
import { paymentsResources } from "./resources";

/** UPI collections, withdrawals, KYC, reviews and inquiries, and the hotel pages (spec §2). */
export const payments = defineModule({ key: "payments", subscription: "galla", section: "PAYMENTS", resources: paymentsResources });
