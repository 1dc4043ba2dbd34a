import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { HttpError } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { requestKeyOf } from "../../../server/wallet/references";
import { salesRequestKeys, type DocKind } from "./schema";

/**
 * Request keys for new invoices and bills (migrations/0360_sales_request_keys.sql). The console's offline
 * sale queue sends each bill with its own key and sends it again until it hears an answer; the first
 * request to commit makes the document, and every resend of the same body answers with that document.
 */

/** The body without its key, in one spelling whatever the order of its fields: what "the same bill" means. */
export function bodyHash(body: Record<string, unknown>): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical)
    : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
    : v;
  const { request_key: _key, ...rest } = body;
  return createHash("sha256").update(JSON.stringify(canonical(rest))).digest("hex");
}

export interface Keyed {
  key: string;
  hash: string;
}

/** The body's request key (optional; 400 naming request_key when malformed) and the body's hash. */
export function keyedOf(body: Record<string, unknown>): Keyed | undefined {
  if (body.request_key === undefined || body.request_key === null) return undefined;
  return { key: requestKeyOf(body.request_key), hash: bodyHash(body) };
}

/**
 * The document an earlier request with this key made, or undefined when the key is new. The same key with
 * another body (or kind) is a different bill: 422 naming request_key. A key whose document was deleted
 * since is 409: making it again silently would bring back a bill the owner removed.
 */
export async function earlierDocument(db: Db, businessId: number, kind: DocKind, keyed: Keyed): Promise<number | undefined> {
  const [row] = await db
    .select()
    .from(salesRequestKeys)
    .where(and(eq(salesRequestKeys.businessId, businessId), eq(salesRequestKeys.requestKey, keyed.key)));
  if (!row) return undefined;
  if (row.bodyHash !== keyed.hash || row.kind !== kind) throw new HttpError(422, phrase("sales.requestKeyReused"), "request_key");
  if (row.invoiceId === null) throw new HttpError(409, phrase("sales.requestKeyDeleted"), "request_key");
  return row.invoiceId;
}

/** Thrown inside the create transaction when another request took the key first: it rolls everything back. */
export class KeyTaken extends Error {}

/**
 * Claims the key inside the create transaction, before the invoice number is taken. A concurrent request
 * with the same key waits on the primary key until the first commits (then this one finds it taken and
 * rolls back) or rolls back (then this one goes on).
 */
export async function claimKey(tx: Db, businessId: number, kind: DocKind, keyed: Keyed): Promise<void> {
  const claimed = await tx
    .insert(salesRequestKeys)
    .values({ businessId, requestKey: keyed.key, kind, bodyHash: keyed.hash })
    .onConflictDoNothing()
    .returning({ key: salesRequestKeys.requestKey });
  if (claimed.length === 0) throw new KeyTaken();
}

export async function recordDocument(tx: Db, businessId: number, keyed: Keyed, invoiceId: number): Promise<void> {
  await tx.update(salesRequestKeys).set({ invoiceId }).where(and(eq(salesRequestKeys.businessId, businessId), eq(salesRequestKeys.requestKey, keyed.key)));
}
