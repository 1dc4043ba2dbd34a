/**
 * How long a shared invoice link works (issue 22): the owner picks it when making the link. A month
 * by default: long enough for a customer to pay on credit, short enough that an old WhatsApp message
 * does not open the invoice for ever. "never": until the owner withdraws it.
 */
export const SHARE_EXPIRIES = ["7d", "30d", "90d", "never"] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = "30d";

/** The link's end for a choice made at `from`; null: never. */
export function shareExpiresAt(choice: ShareExpiry, from: Date): Date | null {
  if (choice === "never") return null;
  return new Date(from.getTime() + Number(choice.slice(0, -1)) * 86_400_000);
}

/** What an invoice's link is now: none made, live, past its end, or withdrawn (by hand, or replaced by a newer one). */
export type ShareState = "none" | "live" | "expired" | "withdrawn";
