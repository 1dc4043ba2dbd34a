import { OUTAGE_RETRY_AFTER_S, isDatabaseUnavailable } from "../db/outage";
import { isTransactionConflict } from "../db/conflicts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { databaseInputError } from "./db-errors";
import { schemaRefusal } from "./schema-errors";
import { languageOf, phrase, said, sayIn, valuesOf, type Phrase } from "./language";

/**
 * An error the client caused or may see: its message is shown to the user. Given as a phrase
 * (a key of locales/<language>/server.json), it is said in the caller's language (Accept-Language);
 * a plain string is said as is (messages not moved to server.json yet).
 */
export class HttpError extends Error {
  public phrase?: Phrase;
  constructor(
    public statusCode: number,
    message: string | Phrase,
    public field?: string,
  ) {
    super(typeof message === "string" ? message : said(message));
    if (typeof message !== "string") this.phrase = message;
  }
}

export const badRequest = (message: string | Phrase, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string | Phrase = phrase("auth.signInAgain")) => new HttpError(401, message);
/** Also what another business's rows answer: never reveal that they exist. */
export const notFound = (message: string | Phrase = phrase("errors.notFound")) => new HttpError(404, message);

/** Every error leaves as `{success: false, message, field?}`; internal details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { field?: string }, request, reply) => {
    const language = languageOf(request);
    const say = sayIn(language);
    if (err instanceof HttpError) {
      const message = err.phrase ? say(err.phrase.key, valuesOf(err.phrase, language)) : err.message;
      return reply.status(err.statusCode).send({ success: false, message, field: err.field });
    }
    // Raised by a database rule (e.g. deleting a party that documents still name): its message is for the user.
    const dbError = (err as { cause?: { code?: string; message?: string } }).cause ?? (err as { code?: string; message?: string });
    if (dbError?.code === "GA409") return reply.status(409).send({ success: false, message: dbError.message });
    if (err.validation) {
      const refusal = schemaRefusal(err.validation[0], say);
      return reply.status(400).send({ success: false, message: refusal?.message ?? err.message, field: refusal?.field });
    }
    // A deadlock or serialization failure that outlived its retries (server/db/conflicts.ts) is a busy
    // moment, not a fault: the client is told to try again, as in an outage.
    if (isDatabaseUnavailable(err) || isTransactionConflict(err)) {
      request.log.warn({ err }, "database unavailable");
      reply.header("retry-after", String(OUTAGE_RETRY_AFTER_S));
      return reply.status(503).send({ success: false, message: say("errors.unavailable") });
    }
    const fromDatabase = databaseInputError(err, request);
    if (fromDatabase) return reply.status(400).send({ success: false, message: fromDatabase.message, field: fromDatabase.field });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, "unhandled error");
    const message = status === 500 ? say("errors.generic") : err.message;
    return reply.status(status).send({ success: false, message });
  });
}

export const sendNoRoute = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url}` });
