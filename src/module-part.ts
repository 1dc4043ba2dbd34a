/**
 * What a module brings to the console, in one object (modules/<key>/console/index.tsx exports it as
 * `consolePart`). src/module-parts.ts gathers the parts of the listed modules; the routes and the menu
 * are read from there. Each page is its own lazy chunk and fetches its module's words with it
 * (`withWords`), so a part costs the console's first load only its route table.
 */
import type { ComponentType, ReactNode } from "react";
import type { MenuEntry } from "./layout/menu-types";
import type { PublicBusiness } from "../contracts/public";

export interface ConsolePart {
  /** Pages inside the signed-in shell: react-router `<Route>`s at the spec's paths. */
  routes?: ReactNode;
  /** Pages a signed-out visitor may open. */
  publicRoutes?: ReactNode;
  /** Menu entries of its own pages (its resources bring theirs from their declarations). */
  menu?: MenuEntry[];
  /**
   * Icons its resources and menu entries name that the shell does not draw already, by name:
   * `{ CarOutlined: <CarOutlined /> }` (imported one by one, so the bundle carries only these).
   */
  icons?: Record<string, ReactNode>;
  /**
   * A section of a business's public page (/p/:id) below its pay card (online booking), given what the
   * page read of the business; it draws nothing where it has nothing to offer. Keep it small and load
   * the rest lazily, so a page without it does not carry it.
   */
  publicPageSection?: ComponentType<{ business: PublicBusiness }>;
  /** Figures above a resource's calendar, by resource name, for a caller who may list it (the appointments' day). */
  calendarFigures?: Record<string, ComponentType<{ rowsReadAt: number }>>;
}

export const defineConsolePart = (part: ConsolePart): ConsolePart => part;
