import { badRequest } from "../http/errors";
import { normalizeRequestKey } from "../../resources/request-key";
import type { LedgerKind } from "./ledger";

/** The request key from a body, normalised once (resources/request-key.ts), or 400 naming the field. */
export function requestKeyOf(raw: unknown, field = "request_key"): string {
  const parsed = normalizeRequestKey(raw, field);
  if ("error" in parsed) throw badRequest(parsed.error, field);
  return parsed.key;
}

/**
 * The one reference of a keyed money request: the ledger entry and the request's own row (withdrawal,
 * subscription payment, SMS batch) store this same string, each under a unique index. The kind and the
 * business keep equal keys of different requests apart; the separators keep "1" + "2ab…" from "12" + "ab…".
 */
export const moneyReference = (kind: LedgerKind, businessId: number, key: string) => `${kind}:${businessId}:${key}`;
