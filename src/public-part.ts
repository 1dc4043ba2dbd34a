/**
 * What a module brings to the public app (src/PublicApp.tsx): the pages its customers open from a link
 * (modules/<key>/console/public.tsx exports it as `publicPart`). The public app carries none of the
 * console, so these pages use no Refine hook: React Query, the HTTP client and the console's words only.
 * Filled once by the composition root (app/public-parts.ts) before the public app renders.
 */
import type { ComponentType, ReactNode } from "react";
import type { PublicBusiness } from "../contracts/public";

export interface PublicPart {
  /** react-router `<Route>`s; each path must match PUBLIC_APP_PATHS (resources/shell-paths.ts). */
  routes?: ReactNode;
  /**
   * A section of a business's public page (/p/:id) below its pay card (online booking), given what the
   * page read of the business; it draws nothing where it has nothing to offer. Keep it small and load
   * the rest lazily, so a page without it does not carry it.
   */
  businessPageSection?: ComponentType<{ business: PublicBusiness }>;
}

export const definePublicPart = (part: PublicPart): PublicPart => part;

export const publicParts: PublicPart[] = [];

export function registerPublicParts(parts: readonly PublicPart[]): void {
  publicParts.splice(0, publicParts.length, ...parts);
}
