import type { MenuEntry } from "../layout/menu-types";

/** Custom pages of the staff area. Generated resource pages come from resources/. */
export const staffRoutes = <></>;
export const staffMenu: MenuEntry[] = [];
