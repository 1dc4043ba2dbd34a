import type { FastifyInstance, HTTPMethods } from "fastify";
import { Type } from "typebox";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { phrase } from "../http/language";
import { access, router } from "../http/route";
import { ErrorReply } from "../../contracts/common";
import { resources } from "../../resources/registry";

const ALL: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const Path = { businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 60 }) };
/** Each path's own parameters: an `id` declared on a path without one is a parameter no client can send. */
const ParamsOf = (url: string) => {
  const path = url.includes("/:resource") ? Path : { businessId: Path.businessId };
  return Type.Object(url.endsWith("/:id") ? { ...path, id: Type.String({ maxLength: 40 }) } : path);
};

/**
 * A method a resource path does not take answers 405 with `Allow` (not a 404 that reads as
 * "no such record"), after the same access rule as a read, so it reveals nothing more.
 */
export function methodNotAllowed(app: FastifyInstance, db: Db) {
  const route = router(app, db);
  const paths: [string, HTTPMethods[]][] = [
    ["/api/b/:businessId/:resource", ["GET", "POST"]],
    ["/api/b/:businessId/:resource/export", ["GET"]],
    ["/api/b/:businessId/:resource/:id", ["GET", "PUT", "PATCH", "DELETE"]],
  ];
  // A resource's own `…/:id` paths would take "export" for an id: its export path says 405 itself.
  for (const def of resources) paths.push([`/api/b/:businessId/${def.name}/export`, ["GET"]]);
  for (const [url, allowed] of paths) {
    const name = url.includes("/:resource") ? undefined : url.split("/")[4];
    for (const method of ALL.filter((m) => !allowed.includes(m))) {
      route({
        method,
        url,
        access: access.resource("read", name),
        summary: `Not allowed: answers 405 with Allow: ${allowed.join(", ")}`,
        operationId: `${method.toLowerCase()}${name ?? ""}${url.endsWith("/:id") ? "Row" : url.endsWith("/export") ? "Export" : "Rows"}NotAllowed`,
        tags: ["resources"],
        // Not an operation a client can use, so not in the OpenAPI document (it would be one with no 2xx).
        schema: { params: ParamsOf(url), response: { 405: ErrorReply }, hide: true },
        handler: async (_request, reply, gate) => {
          const allow = gate.resource.readOnly ? allowed.filter((m) => m === "GET") : allowed;
          reply.header("allow", allow.join(", "));
          throw new HttpError(405, phrase("engine.notAllowed", { method, allowed: allow.join(",") }));
        },
      });
    }
  }
}
