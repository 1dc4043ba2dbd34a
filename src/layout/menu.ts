import { SECTION_MODULE, SECTION_ORDER, isSectionVisible, passesMasterIdRule } from "../../resources/access-policy";
import type { MenuSection } from "../../resources/types";
import { resources } from "../../resources/registry";
import type { MenuEntry } from "./menu-types";
import { generatedMenu } from "../routes/generated";
import { consoleParts } from "../module-parts";

/** Every menu entry: the resources' own, then each listed module's pages' (src/module-parts.ts), then the engine's. */
export const allMenuEntries: MenuEntry[] = [
  ...resources
    .filter((r) => !r.hideInMenu)
    .map(
      (r, i): MenuEntry => ({
        key: r.name,
        label: r.label,
        path: r.menuPath ?? r.routes.list,
        section: r.section,
        icon: r.icon,
        resource: r.name,
        onlyForMasterIds: r.onlyForMasterIds,
        hideForMasterIds: r.hideForMasterIds,
        order: 100 + i,
      }),
    ),
  ...[...consoleParts.flatMap((part) => part.menu ?? []), ...generatedMenu].map((e) =>
    e.after ? { ...e, order: 100 + resources.findIndex((r) => r.name === e.after) + 0.5 } : e,
  ),
];

export interface MenuSectionView {
  section: MenuSection;
  module: (typeof SECTION_MODULE)[MenuSection];
  entries: MenuEntry[];
}

/**
 * The sections and entries to show for a business: master-id rules (spec §6), and any extra
 * filter (the access-control decision for the caller's role and permissions).
 */
export function menuFor(
  masterId: number | null,
  entries: MenuEntry[] = allMenuEntries,
  allowed: (entry: MenuEntry) => boolean = () => true,
): MenuSectionView[] {
  return SECTION_ORDER.filter((section) => isSectionVisible(section, masterId))
    .map((section) => ({
      section,
      module: SECTION_MODULE[section],
      entries: entries
        .filter((e) => e.section === section && passesMasterIdRule(e, masterId) && allowed(e))
        .sort((a, b) => (a.order ?? 50) - (b.order ?? 50)),
    }))
    .filter((s) => s.entries.length > 0);
}
