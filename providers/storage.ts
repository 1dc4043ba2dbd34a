import { MODULE_KEYS, type ModuleKey } from "../resources/modules";

/** Client storage keys, exactly as spec §3 names them. */
export const STORAGE = {
  authToken: "authToken",
  authRole: "authRole",
  businessid: "businessid",
  businessName: "businessName",
  businessEmail: "businessEmail",
  businessLogo: "businessLogo",
  wallet: "wallet",
  business_master_id: "business_master_id",
} as const;

/** One plan label per module, e.g. `plan_galla` → "ACTIVE". */
export const planKey = (module: ModuleKey) => `plan_${module}`;
export const ALL_STORAGE_KEYS = [...Object.values(STORAGE), ...MODULE_KEYS.map(planKey)];

const store = () => globalThis.localStorage;
export const read = (key: string) => store()?.getItem(key) ?? null;
export const write = (key: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? store()?.removeItem(key) : store()?.setItem(key, String(value));
export const clearAll = () => ALL_STORAGE_KEYS.forEach((k) => store()?.removeItem(k));

export const getToken = () => read(STORAGE.authToken);
export const getBusinessId = () => read(STORAGE.businessid);
