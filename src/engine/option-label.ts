import { i18n } from "../i18n";

/**
 * An enum value as a person reads it: the console's word for it in the current language ("normal" →
 * "Normal" / "सामान्य", "no_show" → "No-show" / "नहीं आए"), and a value with no word of its own (a name
 * such as "PAN card") as declared. The value itself is what the API keeps and filters by.
 */
export function optionLabel(value: string): string {
  const key = `options.${value}`;
  if (/^[a-z_]+$/.test(value) && i18n.exists(key, { ns: "console" })) return i18n.t(key, { ns: "console" });
  return value.replace(/_/g, " ");
}
