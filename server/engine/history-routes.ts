import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../db/client";
import { access, router } from "../http/route";
import { notFound } from "../http/errors";
import { languageOf, phrase, recordNotFound, said } from "../http/language";
import { Nullable, Ok, Timestamp } from "../../contracts/common";
import { ResourceStore } from "./store";
import { readHistory, type HistoryEntry } from "./history";
import { viewFor } from "./masking";

const Paging = Type.Object({
  limit: Type.Optional(Type.String({ pattern: "^(200|1[0-9]{2}|[1-9][0-9]?)$", description: "1 to 200 entries (default 50)" })),
  before: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,14}$", description: "entry id: the page of older entries" })),
});
const paging = (q: { limit?: string; before?: string }) => ({ limit: Number(q.limit ?? 50), before: q.before === undefined ? undefined : Number(q.before) });
const Entry = Type.Object({
  id: Type.Integer(),
  resource: Type.String(),
  record_id: Type.Integer(),
  action: Type.Union([Type.Literal("create"), Type.Literal("update"), Type.Literal("delete")]),
  version: Type.Integer(),
  at: Timestamp,
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  changes: Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2, description: "[from, to]" })),
  cause: Nullable(Type.String({ description: "What caused a change the system made (e.g. the invoice that moved the stock), in the reader's language" })),
});

/** Entries as answered: each cause said in the reader's language (Accept-Language). */
const inWords = (entries: HistoryEntry[], language: string) =>
  entries.map((entry) => ({ ...entry, cause: entry.cause ? said(phrase(entry.cause.key, entry.cause.values), language) : null }));

/**
 * Who changed what: a record's history to whoever may read the record, and the whole business's
 * recent changes to its owner only (a STAFF member would otherwise see modules they may not).
 */
export function historyRoutes(app: FastifyInstance, db: Db) {
  const route = router(app, db);
  route({
    method: "GET",
    url: "/api/b/:businessId/:resource/:id/history",
    access: access.resource("read"),
    summary: "A record's history, newest first",
    operationId: "getRowHistory",
    tags: ["resources"],
    schema: {
      params: Type.Object({ businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 60 }), id: Type.String({ maxLength: 40 }) }),
      querystring: Paging,
      response: { 200: Ok(Type.Array(Entry)) },
    },
    handler: async (request, _reply, gate) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== request.params.id) throw notFound();
      const data = await readHistory(db, gate.businessId, { resource: gate.resource.name, recordId: id, ...paging(request.query) });
      // A deleted record keeps its history; an id that never existed has none and is not found.
      if (data.length === 0 && !(await new ResourceStore(db, gate.resource, gate.businessId).exists(id))) throw notFound(recordNotFound(gate.resource));
      const view = viewFor(gate.resource, gate);
      return { success: true, data: inWords(data, languageOf(request)).map((entry) => ({ ...entry, changes: view.changes(entry.changes) })) };
    },
  });
  route({
    method: "GET",
    url: "/api/b/:businessId/history",
    access: access.capability("history", "list"),
    summary: "Recent changes across the business (owner only), newest first",
    operationId: "getBusinessHistory",
    tags: ["resources"],
    schema: { params: Type.Object({ businessId: Type.String({ maxLength: 40 }) }), querystring: Paging, response: { 200: Ok(Type.Array(Entry)) } },
    handler: async (request, _reply, member) => ({
      success: true,
      data: inWords(await readHistory(db, member.businessId, paging(request.query)), languageOf(request)),
    }),
  });
}
