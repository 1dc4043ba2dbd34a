import { useLayoutEffect } from "react";

/**
 * The server draws the console's frame in a signed-in page's HTML so a slow phone paints at once
 * (server/boot-frame.ts). The first screen React draws in its place removes it before painting: the
 * shell (same top bar, same navigation) or, for a guest sent away from a console page, the sign-in
 * screen.
 */
export function useBootFrameDismissed() {
  // The id is server/boot-frame.ts's BOOT_FRAME_ID (the console does not import the server's code).
  useLayoutEffect(() => document.getElementById("boot-frame")?.remove(), []);
}
