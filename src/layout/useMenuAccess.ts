import { useMemo } from "react";
import { entryAsks } from "../../providers/access-control";
import { useAccessMany } from "../access/useAccess";
import type { MenuEntry } from "./menu-types";

type Entry = Pick<MenuEntry, "section" | "resource" | "capability">;

/**
 * The caller's access decision for each of these menu entries (or tabs), asked of the access-control
 * provider all at once (role, staff module permission, master-id rules): false until the answers are known.
 */
export function useMenuAccess<E extends Entry>(entries: readonly E[]): (entry: E) => boolean {
  const asks = useMemo(() => entries.map(entryAsks), [entries]);
  const answers = useAccessMany(useMemo(() => asks.flat(), [asks]));
  return useMemo(() => {
    if (!answers) return () => false;
    const allowed = new Map<E, boolean>();
    let next = 0;
    entries.forEach((entry, n) => {
      const mine = answers.slice(next, (next += asks[n].length));
      allowed.set(entry, mine.every((a) => a.can));
    });
    return (entry: E) => allowed.get(entry) === true;
  }, [answers, asks, entries]);
}
