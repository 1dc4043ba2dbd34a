import type { FieldDef } from "../../resources/types";
import { checkField } from "../../resources/validate";

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
export function formRules(field: FieldDef) {
  return [
    {
      required: Boolean(field.required) || Boolean(field.rules?.some((r) => r.kind === "checked")),
      validator: (_rule: unknown, value: unknown) => {
        const error = checkField(field, wireValue(field, value));
        return error ? Promise.reject(new Error(error)) : Promise.resolve();
      },
    },
  ];
}
