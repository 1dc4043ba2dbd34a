import { useCallback, useSyncExternalStore } from "react";

/**
 * Below 768 px (antd's md) lists turn into cards: a generated table has 4–7 columns plus its actions, which
 * still scroll sideways on a large phone held sideways or a small tablet (576–767 px); a card fits any width.
 */
export const PHONE_QUERY = "(max-width: 767.98px)";

/** From 992 px the navigation is the side menu; below it, the Menu drawer and the bottom tabs (styles.css). */
export const WIDE_NAV_QUERY = "(min-width: 992px)";

/** Whether a media query matches now, following the window as it changes (turning a tablet, resizing). */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render (React resubscribes when this function changes).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
