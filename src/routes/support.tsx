import type { MenuEntry } from "../layout/menu-types";

/** Custom pages of the support area. Generated resource pages come from resources/. */
export const supportRoutes = <></>;
export const supportMenu: MenuEntry[] = [];
