import type { FastifyInstance, FastifyReply } from "fastify";
import { Readable } from "node:stream";
import { authenticate } from "../auth/authenticate";
import { notFound } from "../http/errors";
import type { AppContext } from "../context";
import { validateRecord, type FieldError } from "../../resources/validate";
import { openStore } from "./access";
import { parseListQuery } from "./list-query";
import { csvHeader, csvLine } from "./csv";
import { RecordInvalid, VersionConflict } from "./errors";
import { etagOf, expectedVersion } from "./versions";
import { historyRoutes } from "./history-routes";
import { methodNotAllowed } from "./methods";
import { istDate } from "../../resources/ist";

/** Rows one CSV export may carry. */
export const EXPORT_LIMIT = 50_000;

interface Params {
  businessId: string;
  resource: string;
  id?: string;
}

const rowId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
};

/**
 * The record rules' and the version check's refusals carry more than a message: every field's
 * error for the form, or the record as it is now for the "changed by someone else" notice.
 */
async function answered(reply: FastifyReply, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RecordInvalid) return invalid(reply, err.errors);
    if (err instanceof VersionConflict)
      return reply.status(409).header("etag", etagOf(err.current.version)).send({ success: false, statusCode: 409, message: err.message, current: err.current });
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
 * /api/b/:businessId/:resource. No per-resource code: the declaration drives it all.
 */
export async function resourceRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  app.register(async (r) => {
    r.addHook("preHandler", authenticate(db));

    r.get<{ Params: Params; Querystring: Record<string, unknown> }>("/api/b/:businessId/:resource", async (request, reply) => {
      const store = await openStore(db, request, request.params.businessId, request.params.resource, "read");
      const { rows, total } = await store.list(parseListQuery(store.def, request.query, { paginate: true }));
      reply.header("x-total-count", String(total));
      reply.header("access-control-expose-headers", "x-total-count");
      return rows;
    });

    r.get<{ Params: Params; Querystring: Record<string, unknown> }>("/api/b/:businessId/:resource/export", async (request, reply) => {
      const store = await openStore(db, request, request.params.businessId, request.params.resource, "read");
      const query = parseListQuery(store.def, request.query, { paginate: false });
      const def = store.def;
      const day = istDate();
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${def.name}-${day}.csv"`);
      async function* lines() {
        // The byte-order mark makes Excel read ₹ and Indian names correctly.
        yield "\uFEFF" + csvHeader(def);
        for await (const rows of store.stream(query, EXPORT_LIMIT)) yield rows.map((row) => csvLine(def, row)).join("");
      }
      return reply.send(Readable.from(lines()));
    });

    r.get<{ Params: Params }>("/api/b/:businessId/:resource/:id", async (request, reply) => {
      const store = await openStore(db, request, request.params.businessId, request.params.resource, "read");
      const row = await store.get(rowId(request.params.id));
      if (!row) throw notFound(`${store.def.singular ?? "Record"} not found`);
      reply.header("etag", etagOf(row.version));
      return store.described(row);
    });

    r.post<{ Params: Params; Body: unknown }>("/api/b/:businessId/:resource", async (request, reply) => {
      const store = (await openStore(db, request, request.params.businessId, request.params.resource, "write")).as(request.user?.id);
      const { values, errors } = validateRecord(store.def, request.body, { partial: false });
      if (errors.length) return invalid(reply, errors);
      return answered(reply, async () => reply.status(201).send(await store.create(values)));
    });

    const update = async (request: { params: Params; body: unknown } & Parameters<typeof openStore>[1], reply: FastifyReply) => {
      const store = (await openStore(db, request, request.params.businessId, request.params.resource, "write")).as(request.user?.id);
      const id = rowId(request.params.id);
      const { values, errors } = validateRecord(store.def, request.body, { partial: true });
      if (errors.length) return invalid(reply, errors);
      return answered(reply, async () => {
        const row = await store.update(id, values, expectedVersion(request));
        if (!row) throw notFound(`${store.def.singular ?? "Record"} not found`);
        return reply.header("etag", etagOf(row.version)).send(row);
      });
    };
    r.patch<{ Params: Params; Body: unknown }>("/api/b/:businessId/:resource/:id", (request, reply) => update(request, reply));
    r.put<{ Params: Params; Body: unknown }>("/api/b/:businessId/:resource/:id", (request, reply) => update(request, reply));

    r.delete<{ Params: Params; Body: unknown }>("/api/b/:businessId/:resource/:id", async (request, reply) => {
      const store = (await openStore(db, request, request.params.businessId, request.params.resource, "write")).as(request.user?.id);
      return answered(reply, async () => {
        const row = await store.delete(rowId(request.params.id), expectedVersion(request));
        if (!row) throw notFound(`${store.def.singular ?? "Record"} not found`);
        return reply.send(row);
      });
    });

    historyRoutes(r, db);
    methodNotAllowed(r, db);
  });
}
