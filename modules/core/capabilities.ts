/**
 * What the console's shell and pages ask for that is not a declared resource, by name, as rules of
 * the shared access policy (resources/access-policy.ts) — the same rules the server's route
 * declarations give — so the console hides exactly what the policy refuses (`useCan({ resource,
 * action })`, menu entries' `capability`). The owner's money and account controls: invited staff see
 * the balance and top up only with the payments permission, and never withdraw, touch KYC, add a
 * business, upgrade a plan, manage the team or read the business's history.
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
  members: { edit: { module: null, op: "write", owner: true, label: "Inviting and managing the team" } },
  history: { list: { module: null, op: "read", owner: true, label: "Recent changes" } },
};
