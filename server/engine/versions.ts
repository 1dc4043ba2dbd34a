import type { FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { badRequest } from "../http/errors";

/**
 * A row's version as an HTTP entity tag: GET answers it, If-Match sends it back. GET adds a tag of
 * its whole answer after the version ("3-k2Jd…"), so If-None-Match is exact; If-Match reads the version.
 */
export const etagOf = (version: number, answer?: string) => (answer ? `"${version}-${answer}"` : `"${version}"`);

/** A short tag of an answer's bytes (and anything else it carries, e.g. its total). */
export const answerTag = (body: string, extra = "") => createHash("sha1").update(body).update("\u0000").update(extra).digest("base64url").slice(0, 22);

/** Whether If-None-Match names `etag` (or is `*`): the caller's copy is the answer, 304. Weak tags compare by their value. */
export function matchesNoneOf(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string" || !header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * The version a change was made from: `If-Match` (REST clients), or `version` in the body (the
 * generated edit form sends the one it loaded). Neither: no check, the change applies as before.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  if (typeof header === "string" && header.trim() !== "*") {
    const m = /^(?:W\/)?"?(\d+)(?:-[A-Za-z0-9_-]+)?"?$/.exec(header.trim());
    if (!m) throw badRequest('If-Match must be a version this API gave out, e.g. "3"', "if-match");
    return Number(m[1]);
  }
  const body = request.body as { version?: unknown } | undefined;
  const v = body && typeof body === "object" ? body.version : undefined;
  if (v === undefined || v === null) return undefined;
  if (!Number.isSafeInteger(v) || (v as number) < 1) throw badRequest("version must be the whole number the record was loaded with", "version");
  return v as number;
}
