import { isMobile, normalizeMobile } from "../../../resources/validators";

export interface ParsedNumbers {
  /** Valid 10-digit mobiles, each once, in file order. */
  numbers: string[];
  /** Cells that looked like a number but are not a valid Indian mobile (shown back to the user). */
  invalid: string[];
  duplicates: number;
}

/**
 * Reads the numbers out of a CSV (or a pasted list): one or more columns, any separator of comma,
 * semicolon, tab or new line; a header row and name columns are ignored because they hold no digits.
 */
export function parseNumbersCsv(csv: string): ParsedNumbers {
  const seen = new Set<string>();
  const numbers: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  for (const rawCell of csv.split(/[\r\n,;\t]+/)) {
    const cell = rawCell.trim().replace(/^"|"$/g, "").trim();
    if (!/\d/.test(cell)) continue;
    const digits = normalizeMobile(cell);
    if (!isMobile(digits)) {
      // Numbers carried along in other columns (amounts, pincodes) are not phone numbers at all.
      if (/^[+\d\s-]{8,}$/.test(cell)) invalid.push(cell);
      continue;
    }
    if (seen.has(digits)) {
      duplicates += 1;
      continue;
    }
    seen.add(digits);
    numbers.push(digits);
  }
  return { numbers, invalid, duplicates };
}
