import type { MenuEntry } from "../layout/menu-types";

/** Custom pages of the sales area. Generated resource pages come from resources/. */
export const salesRoutes = <></>;
export const salesMenu: MenuEntry[] = [];
