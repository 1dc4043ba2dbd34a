import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { HttpError, badRequest, notFound } from "../http/errors";
import { requireMembership } from "../tenancy";
import { openStore } from "./access";
import { readHistory } from "./history";

type Query = { before?: string; limit?: string };

function paging(query: Query) {
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 200) throw badRequest("limit must be a whole number from 1 to 200", "limit");
  const before = query.before === undefined ? undefined : Number(query.before);
  if (before !== undefined && (!Number.isSafeInteger(before) || before < 1)) throw badRequest("before must be an entry id", "before");
  return { limit, before };
}

/**
 * Who changed what: a record's history to whoever may read the record, and the whole business's
 * recent changes to its owner only (a STAFF member would otherwise see modules they may not).
 */
export function historyRoutes(r: FastifyInstance, db: Db) {
  r.get<{ Params: { businessId: string; resource: string; id: string }; Querystring: Query }>(
    "/api/b/:businessId/:resource/:id/history",
    async (request) => {
      const store = await openStore(db, request, request.params.businessId, request.params.resource, "read");
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== request.params.id) throw notFound();
      const data = await readHistory(db, store.businessId, { resource: store.def.name, recordId: id, ...paging(request.query) });
      // A deleted record keeps its history; an id that never existed has none and is not found.
      if (data.length === 0 && !(await store.exists(id))) throw notFound(`${store.def.singular ?? "Record"} not found`);
      return { success: true, data };
    },
  );

  r.get<{ Params: { businessId: string }; Querystring: Query }>("/api/b/:businessId/history", async (request) => {
    const member = await requireMembership(db, request, request.params.businessId);
    if (member.role !== "ADMIN") throw new HttpError(403, "Only the owner can see the business's change history");
    return { success: true, data: await readHistory(db, member.businessId, paging(request.query)) };
  });
}
