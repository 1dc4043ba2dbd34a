import { beforeEach, describe, expect, it, vi } from "vitest";
import { ALL_STORAGE_KEYS, STORAGE, clearAll, getBusinessId, getToken, planKey, read, write } from "../../providers/storage";
import { MODULE_KEYS } from "../../resources/modules";

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
}
const storage = new MemoryStorage();
vi.stubGlobal("localStorage", storage);

beforeEach(() => storage.clear());

describe("client storage keys (spec §3)", () => {
  it("are exactly the spec's names", () => {
    expect(Object.values(STORAGE).sort()).toEqual(
      ["authToken", "authRole", "businessid", "businessName", "businessEmail", "businessLogo", "wallet", "business_master_id"].sort(),
    );
  });

  it("hold one plan label per module, for all five modules", () => {
    expect([...MODULE_KEYS].sort()).toEqual(["communication", "galla", "manage_appointment", "sales_and_purchase", "staff_management"]);
    const planKeys = MODULE_KEYS.map(planKey);
    expect(new Set(planKeys).size).toBe(5);
    for (const key of planKeys) expect(ALL_STORAGE_KEYS).toContain(key);
    expect(ALL_STORAGE_KEYS).toHaveLength(Object.keys(STORAGE).length + MODULE_KEYS.length);
  });

  it("write stores strings and removes the key for null or undefined", () => {
    write(STORAGE.businessid, 42);
    expect(storage.map.get("businessid")).toBe("42");
    expect(getBusinessId()).toBe("42");
    write(STORAGE.businessid, null);
    expect(storage.map.has("businessid")).toBe(false);
    write(STORAGE.wallet, 0);
    expect(read(STORAGE.wallet)).toBe("0");
    write(STORAGE.wallet, undefined);
    expect(read(STORAGE.wallet)).toBeNull();
  });

  it("clearAll removes every key of ours (sign-out) and nothing else", () => {
    for (const key of ALL_STORAGE_KEYS) storage.setItem(key, "x");
    storage.setItem("someone-elses-key", "keep");
    clearAll();
    for (const key of ALL_STORAGE_KEYS) expect(storage.getItem(key)).toBeNull();
    expect(getToken()).toBeNull();
    expect(storage.getItem("someone-elses-key")).toBe("keep");
  });
});
