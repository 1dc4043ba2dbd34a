import { randomBytes } from "node:crypto";

/** A 12-digit UPI reference number (RRN), as banks print on receipts. */
export const randomRrn = () => String(100000000000 + (randomBytes(6).readUIntBE(0, 6) % 900000000000));
