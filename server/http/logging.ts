import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from "fastify";
import pino from "pino";

/**
 * What the logs may hold: method, path, status, timings, error types and SQL text. Never SQL
 * parameters, database error details, query strings or bodies: those carry phone numbers, OTP hash
 * inputs and customers' rows. Digit runs long enough to be a phone number or a code are masked in
 * error messages as a last line.
 */
const MASK_DIGITS = /\d{6,}/g;

function scrub(message: string, fromDatabase: boolean): string {
  let text = message.split(/\n?params: /)[0];
  // PostgreSQL quotes the offending value: `invalid input syntax for type integer: "98765…"`.
  if (fromDatabase) text = text.replace(/"[^"]*"/g, '"…"');
  return text.replace(MASK_DIGITS, "…");
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown; severity?: unknown; constraint?: unknown; table?: unknown; column?: unknown; cause?: unknown };

export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: scrub(String(err), false) };
  const e = err as LoggedError;
  const fromDatabase = typeof e.severity === "string";
  const message = scrub(e.message, fromDatabase);
  const frames = (e.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: e.name,
    message,
    code: e.code,
    statusCode: e.statusCode,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
    stack: [`${e.name}: ${message}`, ...frames].join("\n"),
    cause: e.cause !== undefined && depth < 4 ? safeError(e.cause, depth + 1) : undefined,
  };
}

const safeRequest = (request: FastifyRequest) => {
  const [path, query] = request.url.split("?");
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    remoteAddress: request.ip,
  };
};

/**
 * Fastify's logger options: level, destination, and the serializers above. Without a stream (tests
 * pass one to capture lines) the logs go to stdout asynchronously: a write in flight collects the
 * lines that arrive meanwhile into the next one, instead of one blocking write per line on the event
 * loop (measured in bench/RESULTS.md, "Levers"). pino flushes what is left when the process exits.
 */
export const loggerOptions = (level: string, stream?: { write(line: string): void }): FastifyLoggerOptions & { stream?: { write(line: string): void } } => ({
  level,
  stream: stream ?? pino.destination({ dest: 1, sync: false }),
  // Fastify hands its request object to the `req` serializer (its types say the raw one).
  serializers: { err: (err) => safeError(err) as { type: string; message: string; stack: string }, req: safeRequest as unknown as NonNullable<FastifyLoggerOptions["serializers"]>["req"] },
});

/**
 * One line per request, when it is answered, instead of Fastify's two (one on arrival with the
 * whole request, one on completion): the request id, method, path (query masked), status and time.
 * At `info` (the default) only the requests worth an operator's look get it: a failure (an error
 * or a 5xx, at `error`) and a slow answer (`slowMs` or longer, at `warn`); every other request's line
 * is at `debug` (LOG_LEVEL=debug writes one per request). A line per request cost about a fifth of
 * the server's CPU on a list page (bench/analysis.md, "Issue 27"): building the JSON line and
 * writing it to stdout.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    if (error) return reply.log.error({ req: request, statusCode: reply.statusCode, ms: round(ms), err: error }, "request errored");
    if (reply.statusCode >= 500) return reply.log.error({ req: request, statusCode: reply.statusCode, ms: round(ms) }, "request completed");
    if (ms >= this.slowMs) return reply.log.warn({ req: request, statusCode: reply.statusCode, ms: round(ms), slow: true }, "request completed");
    // Below the level, pino's debug is a no-op: nothing is serialised or written.
    reply.log.debug({ req: request, statusCode: reply.statusCode, ms: round(ms) }, "request completed");
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
