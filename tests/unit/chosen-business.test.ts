import { afterEach, describe, expect, it } from "vitest";
import { chooseBusiness, rememberBusiness } from "../../providers/chosen-business";

const list = [
  { id: 3, business_name: "Sharma General Store", business_email: null, business_logo_path: null, business_master_id: 5, role: "ADMIN" as const },
  { id: 7, business_name: "Hotel Sai Residency", business_email: "sai@example.in", business_logo_path: "/logo.png", business_master_id: 147, role: "STAFF" as const },
];

describe("the business a device opens", () => {
  it("is the one it had chosen while that is still the user's; otherwise the first; none without businesses", () => {
    expect(chooseBusiness(list, "7")?.id).toBe(7);
    expect(chooseBusiness(list, "99")?.id).toBe(3); // another user's, or one left
    expect(chooseBusiness(list, null)?.id).toBe(3);
    expect(chooseBusiness([], "7")).toBeUndefined();
  });

  afterEach(() => Reflect.deleteProperty(globalThis, "localStorage"));
  it("is kept under the spec's keys, an absent email or logo as empty", () => {
    const kept = new Map<string, string>();
    Object.assign(globalThis, { localStorage: { setItem: (k: string, v: string) => kept.set(k, v), removeItem: (k: string) => kept.delete(k), getItem: (k: string) => kept.get(k) ?? null } });
    rememberBusiness(list[0]);
    expect(Object.fromEntries(kept)).toEqual({ businessid: "3", businessName: "Sharma General Store", businessEmail: "", businessLogo: "", business_master_id: "5" });
  });
});
