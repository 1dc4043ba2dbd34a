import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { openStore } from "./access";

const ALL = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * A method a resource path does not take answers 405 with `Allow` (not a 404 that reads as
 * "no such record"), after the same access check as a read, so it reveals nothing more.
 */
export function methodNotAllowed(r: FastifyInstance, db: Db) {
  const paths: [string, string[]][] = [
    ["/api/b/:businessId/:resource", ["GET", "POST"]],
    ["/api/b/:businessId/:resource/export", ["GET"]],
    ["/api/b/:businessId/:resource/:id", ["GET", "PUT", "PATCH", "DELETE"]],
  ];
  for (const [url, allowed] of paths) {
    r.route<{ Params: { businessId: string; resource: string } }>({
      method: ALL.filter((m) => !allowed.includes(m)),
      url,
      handler: async (request, reply) => {
        const store = await openStore(db, request, request.params.businessId, request.params.resource, "read");
        const allow = store.def.readOnly ? allowed.filter((m) => m === "GET") : allowed;
        reply.header("allow", allow.join(", "));
        throw new HttpError(405, `${request.method} is not allowed here; use ${allow.join(" or ")}`);
      },
    });
  }
}
