/**
 * The five subscription modules and their plans. Shared by the server (labels, upgrades)
 * and the console (badges, /subscription pages).
 */
export const MODULE_KEYS = ["galla", "manage_appointment", "staff_management", "sales_and_purchase", "communication"] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export interface PlanOffer {
  plan: "monthly" | "yearly";
  months: number;
  /** Price including 18 % GST, in paise. */
  pricePaise: number;
}

export interface ModuleInfo {
  key: ModuleKey;
  title: string;
  /** Label of the free plan, shown as the badge when no paid plan is bought. */
  freeLabel: string;
  description: string;
  offers: PlanOffer[];
}

export const MODULES: Record<ModuleKey, ModuleInfo> = {
  galla: {
    key: "galla",
    title: "Payments",
    freeLabel: "FREE",
    description: "UPI collections on your business QR, withdrawals, KYC, reviews and inquiries.",
    offers: [
      { plan: "monthly", months: 1, pricePaise: 199_00 },
      { plan: "yearly", months: 12, pricePaise: 1_999_00 },
    ],
  },
  manage_appointment: {
    key: "manage_appointment",
    title: "Appointments",
    freeLabel: "BASIC",
    description: "Bookings with your staff and services, reminders by SMS.",
    offers: [
      { plan: "monthly", months: 1, pricePaise: 299_00 },
      { plan: "yearly", months: 12, pricePaise: 2_999_00 },
    ],
  },
  staff_management: {
    key: "staff_management",
    title: "Staff Management",
    freeLabel: "STARTER",
    description: "Attendance, salary, leave, teams, meetings and expenses.",
    offers: [
      { plan: "monthly", months: 1, pricePaise: 399_00 },
      { plan: "yearly", months: 12, pricePaise: 3_999_00 },
    ],
  },
  sales_and_purchase: {
    key: "sales_and_purchase",
    title: "Sales & Purchase",
    freeLabel: "LITE",
    description: "GST invoices, purchase bills, parties, stock and reports.",
    offers: [
      { plan: "monthly", months: 1, pricePaise: 499_00 },
      { plan: "yearly", months: 12, pricePaise: 4_999_00 },
    ],
  },
  communication: {
    key: "communication",
    title: "Communication",
    freeLabel: "FREE",
    description: "SMS to your customers: single, bulk and delivery reports.",
    offers: [
      { plan: "monthly", months: 1, pricePaise: 149_00 },
      { plan: "yearly", months: 12, pricePaise: 1_499_00 },
    ],
  },
};

/** Business master ids with special menus (spec §6). */
export const MASTER_ID_NO_APPOINTMENTS_SECTION = 5;
export const MASTER_ID_HOTEL = 147;
