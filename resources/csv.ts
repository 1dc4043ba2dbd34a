/**
 * CSV cells for every export, on the server and in the browser (RFC 4180, opened in Excel or
 * Google Sheets by shop owners).
 *
 * A cell a spreadsheet would run as a formula (starting with = + - @, or with a tab or CR that
 * it skips before finding one) gets a leading apostrophe: payer names, notes and record fields
 * are typed by strangers. Plain numbers (-12.50) are left alone so they stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  // A bare CR or LF inside an unquoted cell would split the row.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row, CRLF-terminated. */
export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(",") + "\r\n";

/** A whole file: a BOM so Excel reads UTF-8 (₹, Hindi names), the header, then the rows. */
export const csvText = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  "\uFEFF" + csvLine(header) + rows.map(csvLine).join("");
