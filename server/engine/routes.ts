import type { FastifyInstance, FastifyReply } from "fastify";
import { languageOf, recordNotFound, sayIn, valuesOf, wordingIn } from "../http/language";
import type { ResourceDef } from "../../resources/types";
import type { Role } from "../../resources/access-policy";
import { Readable } from "node:stream";
import { notFound } from "../http/errors";
import { access, router } from "../http/route";
import { Csv, ListQuery, NotModified, RowBody } from "../../contracts/engine";
import { GENERIC, shapesOf } from "./row-shapes";
import { resources } from "../../resources/registry";
import type { AppContext } from "../context";
import { validateRecord, type FieldError } from "../../resources/validate";
import { ResourceStore } from "./store";
import { parseListQuery } from "./list-query";
import { csvHeader, csvLine } from "./csv";
import { Overlap, RecordInvalid, VersionConflict } from "./errors";
import { answerTag, etagOf, expectedVersion, matchesNoneOf } from "./versions";
import { setExactCountLimit } from "./count-limit";
import { historyRoutes } from "./history-routes";
import { methodNotAllowed } from "./methods";
import { istDate } from "../../resources/ist";
import { viewFor, type View } from "./masking";

/** Rows one CSV export may carry. */
export const EXPORT_LIMIT = 50_000;

const rowId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || String(id) !== raw) throw notFound();
  return id;
};

/**
 * The record rules' and the version check's refusals carry more than a message: every field's
 * error for the form, or the record as it is now for the "changed by someone else" notice.
 */
async function answered(reply: FastifyReply, view: View, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RecordInvalid) return invalid(reply, err.errors);
    if (err instanceof VersionConflict)
      return reply
        .status(409)
        .header("etag", etagOf(err.current.version))
        .send({ success: false, statusCode: 409, message: err.message, current: view.row(err.current) });
    if (err instanceof Overlap) {
      // Like a record rule's 400: `errors` marks the form field; `clash` names the row in the way and the fields that clash.
      const language = languageOf(reply.request);
      const message = err.phrase ? sayIn(language)(err.phrase.key, valuesOf(err.phrase, language)) : err.message;
      return reply.status(409).send({
        success: false,
        statusCode: 409,
        message,
        field: err.field,
        errors: { [err.field!]: [message] },
        clash: { ...(err.clashId ? { id: err.clashId } : {}), fields: err.fields },
      });
    }
    throw err;
  }
}

/**
 * Refine reads `errors` to mark each form field (server-side validation), and shows `message`
 * in a toast; `field` names the first offending field like every other 400 of the API.
 */
function invalid(reply: FastifyReply, errors: FieldError[]) {
  return reply.status(400).send({
    success: false,
    statusCode: 400,
    message: errors[0].message,
    field: errors[0].field,
    errors: Object.fromEntries(errors.map((e) => [e.field, [e.message]])),
  });
}

/**
 * The REST API of every declared resource, in @refinedev/simple-rest's conventions, under
 * /api/b/:businessId/<resource>. No per-resource code: the declaration drives it all, its row schema
 * included (contracts/rows.ts).
 */
export async function resourceRoutes(app: FastifyInstance, { database, config }: AppContext) {
  const { db } = database;
  setExactCountLimit(db, config.listExactCount);

  const route = router(app, db);
  const tags = ["resources"];
  /** The gate resolved the resource and admitted the member: a store bound to that business. */
  const storeOf = (gate: { businessId: number; userId: number; resource: ResourceDef }) =>
    new ResourceStore(db, gate.resource, gate.businessId, undefined, gate.userId);
  /** How the member may see the rows (masked fields: server/engine/masking.ts). */
  const viewOf = (gate: { role: Role; resource: ResourceDef }) => viewFor(gate.resource, gate);
  /** A list page's JSON and its entity tag per role (masking follows the role only), for as long as the page itself is kept. */
  const serialised = new WeakMap<object, Map<Role, { body: string; etag: string }>>();

  /**
   * The routes of one declared resource, under its own path and with its own row schema, so the
   * document names its fields and the answers are serialised by that same schema; or, with no
   * declaration, the `:resource` routes, kept out of the document: they answer a name no resource
   * has (404, after the membership check), and the writes of a read-only resource (405).
   */
  function resourcePaths(def?: ResourceDef) {
    const shapes = def ? shapesOf(def) : GENERIC;
    const base = `/api/b/:businessId/${def ? def.name : ":resource"}`;
    const named = (verb: string, generic: string) => (def ? `${verb}${shapes.stem}` : generic);
    const rule = (op: "read" | "write") => access.resource(op, def?.name);
    const hide = def ? {} : { hide: true };

    route({
      method: "GET",
      url: base,
      access: rule("read"),
      summary: `A page of ${shapes.label}: filters, q, sort; total in x-total-count; If-None-Match answers 304`,
      operationId: named("list", "listRows"),
      tags,
      schema: { params: shapes.params, querystring: ListQuery, response: { 200: shapes.list, 304: NotModified }, ...hide },
      handler: async (request, reply, gate) => {
        const store = storeOf(gate);
        // The raw query string names the page (the same string parses to the same filters, sort and slice).
        const { rows, total, totalKind } = await store.list(() => parseListQuery(store.def, request.query, { paginate: true }), {
          epoch: gate.epoch,
          tablesEpoch: gate.tablesEpoch,
          key: request.url.slice(request.url.indexOf("?") + 1 || request.url.length),
        });
        reply.header("x-total-count", String(total));
        reply.header("x-total-count-kind", totalKind);
        reply.header("access-control-expose-headers", "x-total-count, x-total-count-kind, etag");
        // A page answered from memory is the same array: its JSON, as this role sees it, is kept with it.
        let byRole = serialised.get(rows);
        let answer = byRole?.get(gate.role);
        if (answer === undefined) {
          const body = reply.serialize(rows.map(viewOf(gate).row)) as string;
          // The tag covers the rows as this role sees them and the total: any write that changes either changes it.
          answer = { body, etag: `"${answerTag(body, `${total}/${totalKind}`)}"` };
          if (!byRole) serialised.set(rows, (byRole = new Map()));
          byRole.set(gate.role, answer);
        }
        reply.header("etag", answer.etag);
        if (matchesNoneOf(request, answer.etag)) return reply.status(304).send();
        return reply.type("application/json; charset=utf-8").send(answer.body);
      },
    });

    route({
      method: "GET",
      url: `${base}/export`,
      access: rule("read"),
      summary: `${shapes.label}, filtered, as CSV`,
      operationId: named("export", "exportRows"),
      tags,
      schema: { params: shapes.params, querystring: ListQuery, response: { 200: Csv }, ...hide },
      handler: async (request, reply, gate) => {
        const store = storeOf(gate);
        const query = parseListQuery(store.def, request.query, { paginate: false });
        const def = store.def;
        const view = viewOf(gate);
        const day = istDate();
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${def.name}-${day}.csv"`);
        async function* lines() {
          // The byte-order mark makes Excel read ₹ and Indian names correctly.
          yield "\uFEFF" + csvHeader(def);
          for await (const rows of store.stream(query, EXPORT_LIMIT)) yield rows.map((row) => csvLine(def, view.row(row))).join("");
        }
        return reply.send(Readable.from(lines()));
      },
    });

    route({
      method: "GET",
      url: `${base}/:id`,
      access: rule("read"),
      summary: `One of ${shapes.label}; ETag its version and answer, If-None-Match answers 304`,
      operationId: named("get", "getRow") + (def ? "Row" : ""),
      tags,
      schema: { params: shapes.itemParams, response: { 200: shapes.one, 304: NotModified }, ...hide },
      handler: async (request, reply, gate) => {
        const store = storeOf(gate);
        const row = await store.get(rowId(request.params.id));
        if (!row) throw notFound(recordNotFound(store.def));
        const body = reply.serialize(viewOf(gate).row(await store.described(row))) as string;
        // The version first (If-Match reads it), then a tag of the answer: a change that moves no version
        // (a relation's label, a raw UPDATE of stock) still changes the tag.
        const etag = etagOf(row.version, answerTag(body));
        reply.header("etag", etag);
        if (matchesNoneOf(request, etag)) return reply.status(304).send();
        return reply.type("application/json; charset=utf-8").send(body);
      },
    });

    // A read-only resource takes no writes: its own paths have none, and the `:resource` ones answer 405.
    if (def?.readOnly) return;

    route({
      method: "POST",
      url: base,
      access: rule("write"),
      summary: `Create one of ${shapes.label}`,
      operationId: named("create", "createRow") + (def ? "Row" : ""),
      tags,
      schema: { params: shapes.params, body: RowBody, documentedBody: shapes.create, response: { 201: shapes.written }, ...hide },
      handler: async (request, reply, gate) => {
        const store = storeOf(gate);
        const { values, errors } = validateRecord(store.def, request.body, { partial: false, wording: wordingIn(languageOf(request), store.def) });
        if (errors.length) return invalid(reply, errors);
        const view = viewOf(gate);
        return answered(reply, view, async () => reply.status(201).send(view.row(await store.create(values))));
      },
    });

    for (const method of ["PATCH", "PUT"] as const) {
      route({
        method,
        url: `${base}/:id`,
        access: rule("write"),
        summary: `Change one of ${shapes.label} (the fields given)`,
        operationId: named(method === "PUT" ? "replace" : "update", method === "PUT" ? "replaceRow" : "updateRow") + (def ? "Row" : ""),
        tags,
        schema: { params: shapes.itemParams, body: RowBody, documentedBody: shapes.update, response: { 200: shapes.written }, ...hide },
        handler: async (request, reply, gate) => {
          const store = storeOf(gate);
          const id = rowId(request.params.id);
          const view = viewOf(gate);
          const body = await view.withoutEcho(request.body, () => store.get(id));
          const { values, errors } = validateRecord(store.def, body, { partial: true, wording: wordingIn(languageOf(request), store.def) });
          if (errors.length) return invalid(reply, errors);
          return answered(reply, view, async () => {
            const row = await store.update(id, values, expectedVersion(request));
            if (!row) throw notFound(recordNotFound(store.def));
            return reply.header("etag", etagOf(row.version)).send(view.row(row));
          });
        },
      });
    }

    route({
      method: "DELETE",
      url: `${base}/:id`,
      access: rule("write"),
      summary: `Delete one of ${shapes.label} (409 while another row points at it)`,
      operationId: named("delete", "deleteRow") + (def ? "Row" : ""),
      tags,
      schema: { params: shapes.itemParams, response: { 200: shapes.written }, ...hide },
      handler: async (request, reply, gate) => {
        const store = storeOf(gate);
        const view = viewOf(gate);
        return answered(reply, view, async () => {
          const row = await store.delete(rowId(request.params.id), expectedVersion(request));
          if (!row) throw notFound(recordNotFound(store.def));
          return reply.send(view.row(row));
        });
      },
    });
  }

  for (const def of resources) resourcePaths(def);
  resourcePaths();

  historyRoutes(app, db);
  methodNotAllowed(app, db);
}
