import type { FastifyRequest } from "fastify";

/**
 * PostgreSQL's "data exception" codes that only bad input can cause: invalid text representation,
 * numeric out of range, datetime field overflow, invalid datetime format, NUL character, and a few
 * more of class 22. (PGlite and node-postgres both put the code on the error; drizzle wraps it.)
 */
const INPUT_ERRORS: Record<string, string> = {
  "22P02": "is not valid",
  "22003": "is out of range",
  "22008": "is not a real date or time",
  "22007": "is not a date or time",
  "22021": "must not contain a NUL character",
  "22001": "is too long",
  "22023": "is not valid",
};

/** The error that carries PostgreSQL's code (drizzle wraps it in one that quotes the whole query). */
const databaseErrorOf = (err: unknown): { code: string; message: string } | undefined => {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, message: String(e.message ?? "") };
  }
  return undefined;
};

/** The request field whose value PostgreSQL quoted in its message (`... "99999999999" ...`), if any. */
function fieldWithValue(request: FastifyRequest, value: string): string | undefined {
  const search = (v: unknown, path: string, depth: number): string | undefined => {
    if ((typeof v === "string" || typeof v === "number") && String(v) === value) return path;
    if (depth > 16 || v === null || typeof v !== "object") return undefined;
    for (const [k, inner] of Object.entries(v)) {
      const found = search(inner, path ? `${path}.${k}` : k, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const part of [request.params, request.query, request.body]) {
    const found = search(part, "", 0);
    if (found) return found;
  }
  return undefined;
}

/**
 * A safety net, never the first line of defence: a database data error caused by a request's
 * value answers 400 (naming the field when the value can be traced), not 500.
 */
export function databaseInputError(err: unknown, request: FastifyRequest): { message: string; field?: string } | undefined {
  const dbError = databaseErrorOf(err);
  if (!dbError || !(dbError.code in INPUT_ERRORS)) return undefined;
  const { code, message } = dbError;
  const quoted = /"((?:[^"\\]|\\.)*)"/.exec(message)?.[1];
  const field = quoted === undefined ? undefined : fieldWithValue(request, quoted);
  request.log.info({ code, field }, "database refused a request value");
  return { message: field ? `${field} ${INPUT_ERRORS[code]}` : `A value in the request ${INPUT_ERRORS[code]}`, field };
}
