/**
 * Idempotency keys for money requests (withdrawals, subscription upgrades, SMS sends): the browser makes
 * one per intent (a form visit, a click) and sends it with every retry of that request. The server
 * normalises it once — surrounding spaces trimmed, nothing else: case is kept, because keys differing in
 * case are different requests — and refuses, never truncates, a key past the limit. The key is then
 * stored as given inside one reference string that both the ledger entry and the request's row carry.
 */
export const REQUEST_KEY_MIN = 8;
/** The documented limit (README): a longer key is refused with 400 naming `request_key`. */
export const REQUEST_KEY_MAX = 64;
const REQUEST_KEY_CHARS = /^[A-Za-z0-9_-]+$/;

export function normalizeRequestKey(raw: unknown, field = "request_key"): { key: string } | { error: string } {
  if (typeof raw !== "string" || raw.trim() === "") return { error: `${field} is required` };
  const key = raw.trim();
  if (key.length > REQUEST_KEY_MAX) return { error: `${field} must be at most ${REQUEST_KEY_MAX} characters (it has ${key.length})` };
  if (key.length < REQUEST_KEY_MIN) return { error: `${field} must be at least ${REQUEST_KEY_MIN} characters` };
  if (!REQUEST_KEY_CHARS.test(key)) return { error: `${field} may hold only letters, digits, - and _` };
  return { key };
}

/** A fresh key for one intent: 20 random base-36 characters. */
export const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => (b % 36).toString(36)).join("");
