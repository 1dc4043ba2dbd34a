import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/** PostgreSQL's `integer`: ids above it cannot exist, and asking for one would be a database error. */
export const MAX_ROW_ID = 2_147_483_647;
/** Path parameters that are opaque text even when they happen to be digits (UPI order ids). */
const TEXT_PARAM = /tran|txn|order|token|code/i;

/** Where a string holds a NUL byte (PostgreSQL text cannot), as a field path: "lines.0.note". */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : undefined;
  if (depth > 32 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return path ? `${path}.${key.replace(/\u0000/g, "")}` : key.replace(/\u0000/g, "");
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function check(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulPath(part, "");
    if (field) throw badRequest(`${field} must not contain a NUL character`, field);
  }
  for (const [name, raw] of Object.entries((request.params ?? {}) as Record<string, string>)) {
    if (typeof raw === "string" && /^\d+$/.test(raw) && !TEXT_PARAM.test(name) && Number(raw) > MAX_ROW_ID) {
      throw badRequest(`${name} is out of range: no record has that id`, name);
    }
  }
}

/**
 * One check before any route sees a request: text with a NUL byte (anywhere in the path, query or
 * body) and path ids beyond the database's integer range are a 400 naming the field, not a
 * database error. Values the routes parse themselves are their own; the rest is caught by
 * `databaseInputError` as a safety net.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => check(request));
}
