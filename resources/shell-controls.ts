/**
 * The console shell's own controls, which are not resources, as rules of the shared access policy
 * (resources/access-policy.ts), so the console hides exactly what the policy refuses. The owner's
 * money and account controls: invited staff see the balance and top up only with the payments
 * permission, and never withdraw, touch KYC, add a business or upgrade a plan.
 */
import type { AccessRule } from "./access-policy";

export const SHELL_CONTROLS: Record<string, Partial<Record<string, AccessRule>>> = {
  wallet: {
    show: { module: "galla", op: "read", label: "The wallet" },
    // Topping up is how an EXPIRED plan gets paid for, so it stays open then (the policy's allowExpired).
    create: { module: "galla", op: "write", allowExpired: true, label: "Adding money to the wallet" },
  },
  business: { create: { module: null, op: "write", owner: true, label: "Adding a business" } },
  subscription: { edit: { module: null, op: "write", owner: true, label: "Upgrading a plan" } },
};
