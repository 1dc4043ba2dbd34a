/**
 * What a module brings to the console, in one object (modules/<key>/console/index.tsx exports it as
 * `consolePart`). src/module-parts.ts gathers the parts of the listed modules; the routes and the menu
 * are read from there. Each page is its own lazy chunk and fetches its module's words with it
 * (`withWords`), so a part costs the console's first load only its route table.
 */
import type { ComponentType, ReactNode } from "react";
import type { MenuEntry } from "./layout/menu-types";

export interface ConsolePart {
  /** Pages inside the signed-in shell: react-router `<Route>`s at the spec's paths. */
  routes?: ReactNode;
  /**
   * Pages a signed-out visitor may open that need the console's providers (the printable QR, the
   * sandbox's UPI app). A customer's page belongs in the module's public part instead (src/public-part.ts).
   */
  publicRoutes?: ReactNode;
  /** Menu entries of its own pages (its resources bring theirs from their declarations). */
  menu?: MenuEntry[];
  /**
   * Icons its resources and menu entries name that the shell does not draw already, by name:
   * `{ CarOutlined: <CarOutlined /> }` (imported one by one, so the bundle carries only these).
   */
  icons?: Record<string, ReactNode>;
  /** Figures above a resource's calendar, by resource name, for a caller who may list it (the appointments' day). */
  calendarFigures?: Record<string, ComponentType<{ rowsReadAt: number }>>;
}

export const defineConsolePart = (part: ConsolePart): ConsolePart => part;
