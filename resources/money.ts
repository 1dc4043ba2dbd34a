import { ENGLISH, type Say } from "./wording";

/** Money is integer paise everywhere inside; rupees only at the edges (API fields the spec shows in rupees, the UI). */

/** The largest single amount we accept: ₹1 crore. Larger is a typo or an attack. */
export const MAX_AMOUNT_PAISE = 1_00_00_000_00;

/**
 * Rupees as the API and the forms take them ("250", "250.5", 250.75) → integer paise, or why not.
 * The one parser for every amount field: digits only — exponent notation (1e-7, which JavaScript
 * prints for tiny numbers and would round to 0 paise) and more than two decimals are refused,
 * as are negatives, zero (unless `allowZero`) and anything over ₹1 crore. `label` names the field.
 */
export function rupeesToPaise(
  input: unknown,
  label: string,
  opts: { allowZero?: boolean } = {},
  say: Say = ENGLISH.say,
): { paise: number } | { error: string } {
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  const error = (key: string) => ({ error: say(`money.${key}`, { label, text: text.slice(0, 20) }) });
  if (/^[-+]?[\d.]*e/i.test(text)) return error("plainDigits");
  if (/^-/.test(text)) return error(opts.allowZero ? "negative" : "moreThanZero");
  if (/^\d+\.\d{3,}$/.test(text)) return error("twoDecimals");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return error("amount");
  const [whole, frac = ""] = text.split(".");
  if (whole.replace(/^0+/, "").length > 10) return error("tooLarge");
  const paise = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (paise === 0 && !opts.allowZero) return error("moreThanZero");
  return paise > MAX_AMOUNT_PAISE ? error("tooLarge") : { paise };
}

/** Digits after the point; Infinity for exponent notation (1e-7), which hides how many there are. */
export const decimalPlaces = (n: number) => {
  const s = String(n);
  return /e/i.test(s) ? Infinity : (s.split(".")[1]?.length ?? 0);
};

/** A payment or top-up amount: more than zero. */
export const parseRupees = (input: unknown, field = "amount") => rupeesToPaise(input, field);

/** Paise as the wire's and the UPI link's amount text: 25050 → "250.50". */
export const paiseToAmount = (paise: number) => (paise / 100).toFixed(2);

export const paiseToRupees = (paise: number) => Math.round(paise) / 100;

/** ₹1,23,45,678.50 in the reader's locale (resources/locale-format.ts). */
export { formatRupees, formatPaise } from "./locale-format";
