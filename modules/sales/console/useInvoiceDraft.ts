import { useEffect } from "react";
import { flushSync } from "react-dom";
import { useWarnAboutChange } from "@refinedev/core";
import { getBusinessId } from "../../../providers/storage";

/**
 * A half-typed new invoice or bill survives leaving the page: every change is kept in this browser
 * (per business and kind), offered back on return and dropped once saved. While it is unsaved, Refine's
 * notifier asks before the user navigates away.
 */
const keyOf = (kind: string) => `galla.salesDraft.${getBusinessId() ?? "none"}.${kind}`;

export function readDraft<T>(kind: string): T | undefined {
  try {
    const raw = localStorage.getItem(keyOf(kind));
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts a form back as the draft the editor offers on opening (a refused offline bill taken out to edit). */
export function writeDraft(kind: string, draft: unknown) {
  localStorage.setItem(keyOf(kind), JSON.stringify(draft));
}

export function clearDraft(kind: string) {
  localStorage.removeItem(keyOf(kind));
}

/** Keeps `draft` while `dirty` (new documents only) and warns on leaving. */
export function useInvoiceDraft(kind: string, enabled: boolean, dirty: boolean, draft: unknown) {
  const { setWarnWhen } = useWarnAboutChange();
  const snapshot = JSON.stringify(draft);
  useEffect(() => {
    if (!enabled) return;
    if (dirty) localStorage.setItem(keyOf(kind), snapshot);
  }, [enabled, dirty, kind, snapshot]);
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);
  // Saved: no warning on the way out, no draft left. Flushed at once, because the caller navigates
  // next and the router's blocker would otherwise still see the old "unsaved" state and ask.
  return () => {
    flushSync(() => setWarnWhen(false));
    clearDraft(kind);
  };
}
