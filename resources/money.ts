/** Money is integer paise everywhere inside; rupees only at the edges (API fields the spec shows in rupees, the UI). */

/** The largest single amount we accept: ₹1 crore. Larger is a typo or an attack. */
export const MAX_AMOUNT_PAISE = 1_00_00_000_00;

/**
 * Parses a rupee amount ("250", "250.5", 250.75) into paise, or explains why not.
 * Refuses negatives, zero, NaN, more than two decimals and absurdly large amounts.
 */
export function parseRupees(input: unknown, field = "amount"): { paise: number } | { error: string } {
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    if (/^-/.test(text)) return { error: `${field} must be more than zero` };
    if (/^\d+\.\d{3,}$/.test(text)) return { error: `${field} can have at most two decimals` };
    return { error: `${field} must be a number in rupees` };
  }
  const [whole, frac = ""] = text.split(".");
  const paise = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (paise <= 0) return { error: `${field} must be more than zero` };
  if (paise > MAX_AMOUNT_PAISE) return { error: `${field} must be at most ₹1,00,00,000` };
  return { paise };
}

export const paiseToRupees = (paise: number) => Math.round(paise) / 100;

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
/** ₹1,23,45,678.50 */
export const formatRupees = (rupees: number) => inr.format(rupees);
export const formatPaise = (paise: number) => inr.format(paise / 100);
