import type { MenuSection } from "../../resources/types";
import type { MasterIdRule } from "../../resources/access-policy";

/** One left-navigation entry. Resources contribute theirs from their declaration; custom pages list theirs in src/routes/<area>.tsx. */
export interface MenuEntry extends MasterIdRule {
  key: string;
  label: string;
  path: string;
  section: MenuSection;
  /** An icon name from src/layout/icons.tsx. */
  icon?: string;
  /** The resource whose access rule applies, when the entry is a resource's. */
  resource?: string;
  /** A page that is not a resource but has its own rule (modules/core/capabilities.ts), e.g. owner-only. */
  capability?: { resource: string; action: string };
  /** Position within the section; lower first. */
  order?: number;
  /** Instead of `order`: right after this resource's own entry. */
  after?: string;
}
