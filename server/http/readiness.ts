import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { OUTAGE_RETRY_AFTER_S, databaseAnswers } from "../db/outage";
import { ReadyReply } from "../../contracts/common";
import { access, router } from "./route";
import { HttpError } from "./errors";

/**
 * `/api/health` says the process is alive (a liveness probe: restarting it would not help an outage);
 * `/api/health/ready` says it can serve: the database answers. A load balancer sends traffic only to
 * ready processes. (While shutting down, Fastify answers every new request 503 itself.)
 */
export function readinessRoute(app: FastifyInstance, database: Database): void {
  router(app, database.db)({
    method: "GET",
    url: "/api/health/ready",
    access: access.public(),
    summary: "Ready to serve: the database answers within 2 s",
    tags: ["docs"],
    schema: { response: { 200: ReadyReply } },
    handler: async (_request, reply) => {
      if (!(await databaseAnswers(database))) {
        reply.header("retry-after", String(OUTAGE_RETRY_AFTER_S));
        throw new HttpError(503, "The database is not answering");
      }
      return { success: true, database: "ok" as const };
    },
  });
}
