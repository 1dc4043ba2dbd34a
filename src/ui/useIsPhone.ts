import { useSyncExternalStore } from "react";

/**
 * Below 768 px (antd's md) lists turn into cards: a generated table has 4–7 columns plus its actions, which
 * still scroll sideways on a large phone held sideways or a small tablet (576–767 px); a card fits any width.
 */
export const PHONE_QUERY = "(max-width: 767.98px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

export const useIsPhone = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
