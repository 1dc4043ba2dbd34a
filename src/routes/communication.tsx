import type { MenuEntry } from "../layout/menu-types";

/** Custom pages of the communication area. Generated resource pages come from resources/. */
export const communicationRoutes = <></>;
export const communicationMenu: MenuEntry[] = [];
