import type { FormInstance } from "antd";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { checkField, checkRecord, writableFields } from "../../resources/validate";
import { consoleWording } from "../i18n/words";

/** What a form control holds → the API's wire value (dayjs objects become the API's strings). */
export function wireValue(field: FieldDef, value: unknown): unknown {
  const d = value as { format?: (f: string) => string; toISOString?: () => string } | null;
  if (d && typeof d === "object" && typeof d.format === "function") {
    if (field.type === "date") return d.format("YYYY-MM-DD");
    if (field.type === "time") return d.format("HH:mm");
    if (field.type === "datetime") return d.toISOString!();
  }
  if (field.type === "subrecords" && Array.isArray(value))
    return value.map((row: Record<string, unknown>) =>
      Object.fromEntries((field.fields ?? []).map((f) => [f.name, wireValue(f, row?.[f.name])])),
    );
  return value;
}

/**
 * The antd Form rule of a declared field: the same `checkField` the server runs, so the form
 * and the API refuse the same values with the same words. `required` is passed separately
 * only to draw antd's asterisk; the message still comes from checkField.
 */
export function formRules(field: FieldDef, def?: ResourceDef) {
  return [
    {
      required: Boolean(field.required) || Boolean(field.rules?.some((r) => r.kind === "checked")),
      validator: (_rule: unknown, value: unknown) => {
        const error = checkField(field, wireValue(field, value), consoleWording(def));
        return error ? Promise.reject(new Error(error)) : Promise.resolve();
      },
    },
  ];
}

/** The form's values as the wire record the declaration's record rules read. */
export function wireRecord(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.name, wireValue(f, values[f.name])]));
}

/**
 * The declaration's record rules, as an antd rule of one field: the errors the server would
 * name for this field, from the whole form's current values.
 */
export function recordRule(def: ResourceDef, field: FieldDef) {
  return (form: Pick<FormInstance, "getFieldsValue">) => ({
    validator: () => {
      const error = checkRecord(def, wireRecord(def, form.getFieldsValue(true))).find((e) => e.field === field.name);
      return error ? Promise.reject(new Error(error.message)) : Promise.resolve();
    },
  });
}

/**
 * After a change, re-checks the fields a record rule now names or named before (moving From past
 * To marks To at once, and moving it back clears it), so the user sees a rule across fields as
 * soon as it breaks, not only on Save.
 */
export function recheckRecordRules(def: ResourceDef, form: Pick<FormInstance, "getFieldsValue" | "getFieldError" | "validateFields">, changed: string[]) {
  if (!def.validate) return;
  const named = new Set(checkRecord(def, wireRecord(def, form.getFieldsValue(true))).map((e) => e.field));
  const again = writableFields(def)
    .map((f) => f.name)
    .filter((name) => !changed.includes(name) && (named.has(name) || form.getFieldError(name).length > 0));
  if (again.length) form.validateFields(again).catch(() => {});
}
