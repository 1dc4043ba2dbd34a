import type { MenuEntry } from "../layout/menu-types";

/** Custom pages of the payments area (Dashboard, QR, Transactions). Generated resource pages come from resources/. */
export const paymentsRoutes = <></>;
export const paymentsPublicRoutes = <></>;
export const paymentsMenu: MenuEntry[] = [];
