/**
 * What a business's public page (/p/:id) is drawn from, shared by the public app (BusinessPublicPage.tsx)
 * and the server's copy of the page in its HTML (server/public/business-copy.ts), so the two draw the same
 * letters, the same QR picture and the same lines.
 */
import type { PublicService } from "../contracts/public";

/** "Sharma General Store" → "SG": the logo's stand-in, from the first two words that start with a letter or digit. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/** The QR of the page's UPI link: twice the size it is shown at (224 CSS px), so it is sharp on a phone's screen. */
export const PAGE_QR = { errorCorrectionLevel: "M", margin: 1, width: 448 } as const;

/** A service's line under its name: category · duration · description, whichever it has. */
export const serviceAbout = (s: PublicService, minutes: (count: number) => string) =>
  [s.category, s.duration_minutes ? minutes(s.duration_minutes) : null, s.description].filter(Boolean).join(" · ");
