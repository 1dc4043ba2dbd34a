/**
 * What the console's shell and pages ask for that is not a declared resource, by name, as rules of
 * the shared access policy (resources/access-policy.ts). ONE table for both sides: the server's routes
 * declare `access.capability(resource, action)` and the gate applies the rule found here; the console
 * asks `useCan({ resource, action })` and its access-control provider answers with the same rule
 * (tests/api/console-access.test.ts holds the two together for every caller). The owner's money and
 * account controls: invited staff see the balance and top up only with the payments permission, and
 * never withdraw, touch KYC, add a business, upgrade a plan, manage the team or read the business's history.
 */
import type { AccessRule } from "../../resources/access-policy";

export const CAPABILITIES: Record<string, Partial<Record<string, AccessRule>>> = {
  wallet: {
    show: { module: "galla", op: "read", label: "The wallet" },
    // Topping up is how an EXPIRED plan gets paid for, so it stays open then (the policy's allowExpired).
    create: { module: "galla", op: "write", allowExpired: true, label: "Adding money to the wallet" },
    withdraw: { module: "galla", op: "write", owner: true, label: "Withdrawing to the bank" },
  },
  business: { create: { module: null, op: "write", owner: true, label: "Adding a business" } },
  subscription: { edit: { module: null, op: "write", owner: true, label: "Upgrading a plan" } },
  members: {
    list: { module: null, op: "read", owner: true, label: "The team" },
    edit: { module: null, op: "write", owner: true, label: "Inviting and managing the team" },
  },
  history: { list: { module: null, op: "read", owner: true, label: "Recent changes" } },
  // Staff read the profile (the bank account masked); what the business says of itself is the owner's to change.
  profile: { edit: { module: null, op: "write", owner: true, label: "Changing the business profile" } },
};

/**
 * Capabilities no server route declares, and why. Anyone signed in may start a business of their own
 * (POST /api/business/addBusiness), so the server has no rule to share; the shell only keeps the button
 * from invited staff, who would be starting a separate business by mistake (issue #10).
 */
export const CONSOLE_ONLY_CAPABILITIES: Record<string, string> = {
  "business.create": "anyone signed in may start a business of their own; the shell offers it to the current business's owner",
};
