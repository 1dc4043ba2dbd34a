import type { MenuEntry } from "./menu-types";

/**
 * The caller's access decision for a menu entry. Owners see everything their plan and master id
 * allow; the access-control work (roles, staff permissions) refines this in one place.
 */
export function useMenuAccess(): (entry: MenuEntry) => boolean {
  return () => true;
}
