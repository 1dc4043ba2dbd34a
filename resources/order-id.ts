/**
 * Order ids (merchantTranId) for top-ups: the spec fixes 16 characters and NPCI allows letters and
 * digits only. The console makes them for its own requests and the server for requests without
 * one; both use this, over the platform's cryptographic random source (browser and Node alike).
 */
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export const ORDER_ID_RE = /^[A-Za-z0-9]{16}$/;

/** Random letters and digits; rejection sampling (bytes under 248 = 4 × 62) keeps every character equally likely. */
export function randomOrderId(length = 16): string {
  const bytes = new Uint8Array(length * 2);
  let out = "";
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < 248 && out.length < length) out += ALPHANUMERIC[b % 62];
  }
  return out;
}
