import { isOwner, maskAccountNumber, type Role } from "../../resources/access-policy";
import type { ResourceDef } from "../../resources/types";
import type { FieldChanges } from "./history";

/**
 * Declared `masked` fields (bank account numbers) as a member may see them: in full to the owner,
 * `XXXX` and the last four to everyone else — in lists, exports, a row, the row a write answers with,
 * a version conflict's current row and the history. Every row the generic API hands out passes here.
 */
export interface View {
  row<T extends Record<string, unknown>>(row: T): T;
  changes(changes: FieldChanges): FieldChanges;
  /**
   * A non-owner's edit form holds the masked value and sends it back unchanged: that is no change, not
   * an account number ("XXXX1234" would fail its rule). `stored` reads the row only when there is an echo.
   */
  withoutEcho(body: Record<string, unknown>, stored: () => Promise<Record<string, unknown> | undefined>): Promise<Record<string, unknown>>;
}

const hide = (v: unknown) => (typeof v === "string" && v !== "" ? maskAccountNumber(v) : v);

export function viewFor(def: ResourceDef, viewer: { role: Role }): View {
  const masked = def.fields.filter((f) => f.masked).map((f) => f.name);
  if (masked.length === 0 || isOwner(viewer)) {
    return { row: (row) => row, changes: (changes) => changes, withoutEcho: async (body) => body };
  }
  return {
    row: (row) => {
      const out: Record<string, unknown> = { ...row };
      for (const name of masked) if (name in out) out[name] = hide(out[name]);
      return out as typeof row;
    },
    changes: (changes) => {
      const out = { ...changes };
      for (const name of masked) if (out[name]) out[name] = [hide(out[name][0]), hide(out[name][1])];
      return out;
    },
    withoutEcho: async (body, stored) => {
      const echoed = masked.filter((name) => typeof body[name] === "string" && /^XXXX/.test(body[name] as string));
      if (echoed.length === 0) return body;
      const row = await stored();
      const out = { ...body };
      for (const name of echoed) if (row && out[name] === hide(row[name])) delete out[name];
      return out;
    },
  };
}
