import type { ReactNode } from "react";
import { Provider as MotionProvider } from "rc-motion";
import { useMediaQuery } from "./useIsPhone";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Someone who asked their phone or computer for less motion gets dialogs, drawers, menus, popups and
 * notices that appear and go without zooming, fading or sliding (WCAG 2.3.3). antd's own switch for
 * this (`token.motion`) changes the theme's hash, so the styles prepared at build time
 * (scripts/antd-styles-plugin.ts) would stop matching and every page would generate them again in the
 * browser; the motion library's provider, inside ConfigProvider, turns off the same motions and leaves
 * the styles alone. Always rendered, so a change of the setting does not remount the console.
 */
export function MotionPreference({ children }: { children: ReactNode }) {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  return <MotionProvider motion={!reduced}>{children}</MotionProvider>;
}
