import type { FastifyRequest } from "fastify";
import { badRequest } from "../http/errors";

/** A row's version as an HTTP entity tag: GET answers it, If-Match sends it back. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version a change was made from: `If-Match` (REST clients), or `version` in the body (the
 * generated edit form sends the one it loaded). Neither: no check, the change applies as before.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  if (typeof header === "string" && header.trim() !== "*") {
    const m = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
    if (!m) throw badRequest('If-Match must be a version this API gave out, e.g. "3"', "if-match");
    return Number(m[1]);
  }
  const body = request.body as { version?: unknown } | undefined;
  const v = body && typeof body === "object" ? body.version : undefined;
  if (v === undefined || v === null) return undefined;
  if (!Number.isSafeInteger(v) || (v as number) < 1) throw badRequest("version must be the whole number the record was loaded with", "version");
  return v as number;
}
