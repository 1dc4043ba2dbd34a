import { describe, expect, it } from "vitest";
import { CHECKED_DEFAULT_MESSAGE, checkField, labelOf, validateRecord } from "../../resources/validate";
import { defineResource, type FieldDef } from "../../resources/types";
import { gstinCheckChar } from "../../resources/validators";
import { formRules, wireValue } from "../../src/engine/form-rules";

const f = (field: Partial<FieldDef> & Pick<FieldDef, "type">): FieldDef => ({ name: "value", ...field });

describe("the shared field validator", () => {
  it("pattern fails with its own message; checked defaults to 'must be checked' (spec §5)", () => {
    expect(checkField(f({ type: "text", rules: [{ kind: "pattern", pattern: "^\\d{4}$", message: "Four digits please" }] }), "12a4")).toBe("Four digits please");
    expect(checkField(f({ type: "boolean", rules: [{ kind: "checked" }] }), false)).toBe(CHECKED_DEFAULT_MESSAGE);
    expect(checkField(f({ type: "boolean", rules: [{ kind: "checked" }] }), undefined)).toBe("must be checked");
    expect(checkField(f({ type: "boolean", rules: [{ kind: "checked", message: "Accept the terms" }] }), false)).toBe("Accept the terms");
    expect(checkField(f({ type: "boolean", rules: [{ kind: "checked" }] }), true)).toBeUndefined();
  });
  it("checks Indian identifiers, including the GSTIN check character", () => {
    const good = "27AAPFU0939F1Z" + gstinCheckChar("27AAPFU0939F1Z");
    expect(checkField(f({ type: "gstin" }), good)).toBeUndefined();
    expect(checkField(f({ type: "gstin" }), good.slice(0, 14) + (good[14] === "A" ? "B" : "A"))).toMatch(/a character is mistyped/);
    expect(checkField(f({ type: "pan" }), "ABCDE1234F")).toBeUndefined();
    expect(checkField(f({ type: "ifsc" }), "HDFC0001234")).toBeUndefined();
    expect(checkField(f({ type: "ifsc" }), "HDFC1001234")).toMatch(/IFSC/);
    expect(checkField(f({ type: "pincode" }), "011001")).toMatch(/pincode/);
    expect(checkField(f({ type: "phone" }), "+91 98765 43210")).toBeUndefined();
    expect(checkField(f({ type: "phone" }), "58765 43210")).toMatch(/mobile/);
    expect(checkField(f({ type: "vpa" }), "shop@okhdfcbank")).toBeUndefined();
    expect(checkField(f({ type: "email" }), "a@b")).toMatch(/email/);
  });
  it("checks required, numbers, money, dates, enums and lengths", () => {
    expect(checkField(f({ type: "text", required: true, label: "Shop name" }), "  ")).toBe("Shop name is required");
    expect(checkField(f({ type: "money" }), 10.5)).toBeUndefined();
    expect(checkField(f({ type: "money" }), -1)).toMatch(/negative/);
    expect(checkField(f({ type: "money" }), 1.234)).toMatch(/two decimals/);
    expect(checkField(f({ type: "percent" }), 120)).toMatch(/between 0 and 100/);
    expect(checkField(f({ type: "date" }), "2026-02-29")).toMatch(/date/);
    expect(checkField(f({ type: "date" }), "2028-02-29")).toBeUndefined();
    expect(checkField(f({ type: "time" }), "24:00")).toMatch(/time/);
    expect(checkField(f({ type: "datetime" }), "2026-11-22T10:30:00.000Z")).toBeUndefined();
    expect(checkField(f({ type: "enum", options: ["a", "b"] }), "c")).toMatch(/one of a, b/);
    expect(checkField(f({ type: "number", rules: [{ kind: "min", value: 1 }] }), 0)).toMatch(/at least 1/);
    expect(checkField(f({ type: "text", rules: [{ kind: "maxLength", value: 3 }] }), "abcd")).toMatch(/at most 3/);
    expect(checkField(f({ type: "relation" }), 1.5)).toMatch(/chosen/);
  });
  it("validates a record: defaults, unknown fields, partial updates", () => {
    const def = defineResource({
      name: "x", module: "galla", label: "X", section: "PAYMENTS", routes: { list: "/x" }, titleField: "name",
      fields: [
        { name: "name", type: "text", required: true },
        { name: "status", type: "enum", options: ["new", "done"], default: "new" },
        { name: "kept", type: "text", readOnly: true, default: "server" },
      ],
    });
    expect(validateRecord(def, { name: "A" }, { partial: false })).toEqual({ values: { name: "A", status: "new", kept: "server" }, errors: [] });
    expect(validateRecord(def, { status: "done" }, { partial: true })).toEqual({ values: { status: "done" }, errors: [] });
    expect(validateRecord(def, { name: "A", extra: 1 }, { partial: false }).errors).toEqual([{ field: "extra", message: "extra is not a field of X" }]);
    expect(validateRecord(def, { id: 4, name: "A", created_at: "x" }, { partial: true }).errors).toEqual([]);
    // 140,000 unknown keys are refused naming a few, not answered with megabytes of errors.
    const flood = Object.fromEntries(Array.from({ length: 140_000 }, (_, i) => [`k${i}`, 0]));
    const refused = validateRecord(def, { name: "A", ...flood }, { partial: false }).errors;
    expect(refused.map((e) => e.field)).toEqual(["k0", "k1", "k2", "k3", "k4"]);
    expect(labelOf({ name: "opening_balance" })).toBe("Opening Balance");
  });
  it("the antd rule of a field is the same check, on the form's value", async () => {
    const date = f({ type: "date", required: true, label: "Due date" });
    const [rule] = formRules(date);
    await expect(rule.validator(undefined, undefined)).rejects.toThrow("Due date is required");
    await expect(rule.validator(undefined, { format: () => "2026-11-22" })).resolves.toBeUndefined();
    expect(wireValue(f({ type: "time" }), { format: (p: string) => (p === "HH:mm" ? "09:30" : "") })).toBe("09:30");
  });
});
