import { MASTER_ID_HOTEL, MASTER_ID_NO_APPOINTMENTS_SECTION, type ModuleKey } from "../resources/modules";
import type { MenuSection } from "../resources/types";

/** Which subscription module each menu section belongs to (SUPPORT belongs to none). */
export const SECTION_MODULE: Record<MenuSection, ModuleKey | null> = {
  PAYMENTS: "galla",
  "MANAGE APPOINTMENTS": "manage_appointment",
  "STAFF MANAGEMENT": "staff_management",
  "SALES & PURCHASE": "sales_and_purchase",
  COMMUNICATION: "communication",
  SUPPORT: null,
};

export const SECTION_ORDER = Object.keys(SECTION_MODULE) as MenuSection[];

/** Spec §6: business master id 5 hides the MANAGE APPOINTMENTS section. */
export const isSectionVisible = (section: MenuSection, masterId: number | null) =>
  !(section === "MANAGE APPOINTMENTS" && masterId === MASTER_ID_NO_APPOINTMENTS_SECTION);

export interface MasterIdRule {
  onlyForMasterIds?: number[];
  hideForMasterIds?: number[];
}

export const passesMasterIdRule = (rule: MasterIdRule, masterId: number | null) =>
  (!rule.onlyForMasterIds || (masterId !== null && rule.onlyForMasterIds.includes(masterId))) &&
  !(rule.hideForMasterIds && masterId !== null && rule.hideForMasterIds.includes(masterId));

/** Spec §6: 147 hides Appointments and shows Hotel Management. */
export const APPOINTMENTS_RULE: MasterIdRule = { hideForMasterIds: [MASTER_ID_HOTEL] };
export const HOTEL_RULE: MasterIdRule = { onlyForMasterIds: [MASTER_ID_HOTEL] };

/** Spec §2: the switcher shows the name cut to 20 characters plus an ellipsis. */
export const BUSINESS_NAME_LIMIT = 20;
export const truncateBusinessName = (name: string) =>
  name.length > BUSINESS_NAME_LIMIT ? `${name.slice(0, BUSINESS_NAME_LIMIT)}...` : name;
