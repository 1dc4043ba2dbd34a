import { randomBytes } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** NPCI wants transaction and order ids alphanumeric only; the spec fixes 16 characters. */
export const ORDER_ID_RE = /^[A-Za-z0-9]{16}$/;

/** A random alphanumeric id; rejection sampling keeps every character equally likely. */
export function randomAlphanumeric(length = 16): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

/** A 12-digit UPI reference number (RRN), as banks print on receipts. */
export const randomRrn = () => String(100000000000 + (randomBytes(6).readUIntBE(0, 6) % 900000000000));
