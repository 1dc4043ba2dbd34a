import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { TSchema } from "typebox";
import type { Db } from "../db/client";
import { ErrorReply } from "../../contracts/common";
import { access, describeAccess, type RouteAccess } from "./access";
import { authorize, type Gate } from "./authorize";
import { operationIds } from "./operation-id";

export { access };

type ResponseSchema = TSchema | { description?: string; content: Record<string, { schema: TSchema }> };

/** What a route takes and returns: JSON Schema (TypeBox) for each part, the 2xx answers at least. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, ResponseSchema>;
  /** Request content types other than JSON (form posts). */
  consumes?: string[];
  /** Left out of the OpenAPI document: only for answers that are not operations (the 405s). */
  hide?: boolean;
  /**
   * The body as the document shows it, for a route whose handler checks its body itself (the engine's
   * writes: resources/validate.ts answers per field, in the caller's language); `body` is what Fastify checks first.
   */
  documentedBody?: TSchema;
}

type Request<S extends RouteSchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, S, TypeBoxTypeProvider>;

export interface RouteDeclaration<S extends RouteSchema, A extends RouteAccess> {
  method: HTTPMethods;
  url: string;
  /** Who may call it: `access.public()`, `.signedIn()`, `.member(module, op)`, `.ofResource(name, op)`, `.owner()`, `.resource(op)`. */
  access: A;
  /** One line for the API description. */
  summary: string;
  /** The name a generated client gives it; derived from the method and path when not given (operation-id.ts). */
  operationId?: string;
  tags: string[];
  schema: S;
  /** Gets the membership the rule resolved (undefined for public and signedIn routes). */
  handler: (request: Request<S>, reply: FastifyReply, gate: Gate<A>) => unknown;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The declared rule: the route list test and the OpenAPI document read it from here. */
    access?: RouteAccess;
  }
}

/**
 * The one way an API route is registered: method, URL, access rule and schemas together. The rule is
 * applied by `authorize` before the input is validated (a stranger learns nothing from a 400), the
 * schemas validate the input and serialise the answer (undeclared properties are dropped), and the
 * same declaration becomes the route's entry in /api/openapi.json.
 *
 *     const route = router(app, db);
 *     route({ method: "GET", url: "/api/business/business_balance/:id", access: access.member("galla", "read", { at: "params.id" }),
 *       summary: "Wallet balance", tags: ["wallet"], schema: { params: IdParams, response: { 200: Balance } },
 *       handler: async (_request, _reply, member) => ({ success: true, wallet: await balanceOf(member.businessId) }) });
 */
/**
 * One id per operation across every router of an app: each module makes its own router, inside its own
 * plugin scope (another FastifyInstance), so the ids are kept per database, which an app has one of.
 */
const idsByApp = new WeakMap<Db, ReturnType<typeof operationIds>>();
const idsOf = (db: Db) => {
  let ids = idsByApp.get(db);
  if (!ids) idsByApp.set(db, (ids = operationIds()));
  return ids;
};

export function router(app: FastifyInstance, db: Db) {
  const operationId = idsOf(db);
  return function route<S extends RouteSchema, A extends RouteAccess>(declaration: RouteDeclaration<S, A>) {
    const { schema, access: rule } = declaration;
    const { consumes, documentedBody, ...parts } = schema;
    const routeSchema: FastifySchema = {
      ...parts,
      ...(consumes ? { consumes } : {}),
      summary: declaration.summary,
      description: `Access: ${describeAccess(rule)}`,
      operationId: operationId(declaration.method, declaration.url, declaration.operationId),
      tags: declaration.tags,
      // A public operation says so (an empty list), rather than leaving a reader to guess.
      security: rule.kind === "public" ? [] : [{ session: [] }],
      response: { "4xx": ErrorReply, "5xx": ErrorReply, ...schema.response },
    };
    app.route({
      method: declaration.method,
      url: declaration.url,
      schema: routeSchema,
      config: {
        access: rule,
        ...(documentedBody ? { swaggerTransform: ({ schema: documented, url }: { schema: FastifySchema; url: string }) => ({ schema: { ...documented, body: documentedBody }, url }) } : {}),
      },
      preValidation: async (request: FastifyRequest) => {
        request.gate = await authorize(db, request, rule);
      },
      handler: (request, reply) => declaration.handler(request as unknown as Request<S>, reply, request.gate as Gate<A>) as Promise<unknown>,
    });
  };
}
