import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { access, router } from "../http/route";
import { HttpError } from "../http/errors";
import { phrase } from "../http/language";
import { bearerToken } from "../auth/authenticate";
import { sha256 } from "../auth/crypto";
import { liveAccess } from "../auth/sessions";
import { businessMembers, businesses, sessions } from "../db/schema";
import { decide, type AccessRule } from "../../resources/access-policy";
import { resources } from "../../resources/registry";
import { LiveEventsQuery, LiveEventsReply, RecordEventsQuery, RecordEventsReply } from "../../contracts/live";
import { LiveHub, type LiveStream } from "./hub";
import { recordsFeed } from "./records-feed";

/** A comment line every this often keeps proxies from closing an idle stream, and re-checks the caller. */
const heartbeatMs = () => Number(process.env.LIVE_HEARTBEAT_MS ?? 25_000);
/** Open streams one process keeps per business and per user (a console holds one; tabs add up). */
export const STREAMS_PER_BUSINESS = 50;
export const STREAMS_PER_USER = 10;
/** A client that stops reading is dropped before its unread events pile up in memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const PAYMENTS_READ: AccessRule = { module: "galla", op: "read" };

/**
 * Whether the stream's token still admits the caller to the business under `rule`: the session is live,
 * its access token has not lapsed, the membership and its permission are still there. Asked
 * on every heartbeat without touching the session (an open console is not a use of it), so signing
 * out, a removed member or a withdrawn permission ends the stream within a heartbeat, and a stream
 * never outlives its 15-minute token: the console reconnects with a fresh one.
 */
async function stillAdmitted(db: Db, token: string, businessId: number, rule: AccessRule): Promise<boolean> {
  const [row] = await db
    .select({ role: businessMembers.role, permissions: businessMembers.permissions, masterId: businesses.businessMasterId })
    .from(sessions)
    .innerJoin(businessMembers, and(eq(businessMembers.userId, sessions.userId), eq(businessMembers.businessId, businessId)))
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(liveAccess({ hash: sha256(token) }, new Date()))
    .limit(1);
  return Boolean(row) && decide(row!, rule).can;
}

const lastEventId = (header: unknown, after: string | undefined): number | undefined => {
  const raw = typeof header === "string" && /^\d{1,18}$/.test(header.trim()) ? header.trim() : after;
  return raw === undefined ? undefined : Number(raw);
};

/**
 * Serves one Server-Sent Events stream of `hub` to an admitted member: replay after Last-Event-ID (or
 * ?after=), then live events named `name`, a heartbeat that re-checks `rule`, bounded per business,
 * per user and by unread bytes.
 */
async function serveStream<E extends { id: number }>(
  db: Db,
  hub: LiveHub<E>,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { businessId: number; userId: number },
  opts: { name: string; rule: AccessRule; wants?: (event: E) => boolean },
) {
  const { businessId, userId } = member;
  if (hub.count((s) => s.businessId === businessId) >= STREAMS_PER_BUSINESS || hub.count((s) => s.userId === userId) >= STREAMS_PER_USER) {
    reply.header("retry-after", "30");
    throw new HttpError(429, phrase("payments.tooManyStreams"));
  }
  const token = bearerToken(request);
  const after = lastEventId(request.headers["last-event-id"], (request.query as { after?: string }).after);
  const res = reply.raw;
  let ended = false;
  let close = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    close();
    res.end();
  };
  const write = (text: string) => {
    if (ended) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const stream: LiveStream<E> = {
    businessId,
    userId,
    wants: opts.wants,
    start: (startId) => write(`retry: 2000\nid: ${startId}\nevent: ready\ndata: {}\n\n`),
    send: (event: E) => write(`id: ${event.id}\nevent: ${opts.name}\ndata: ${JSON.stringify(event)}\n\n`),
    end,
  };

  reply.hijack();
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // nginx and its kind buffer answers; an event must go out when it happens.
    "x-accel-buffering": "no",
  });
  const heartbeat = setInterval(() => {
    stillAdmitted(db, token, businessId, opts.rule).then(
      (ok) => (ok ? write(": ping\n\n") : end()),
      () => write(": ping\n\n"),
    );
  }, heartbeatMs());
  res.on("close", end);
  try {
    close = await hub.open(stream, after);
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, "live events: stream could not start");
    end();
    return;
  }
  // The client left while the stream was opening.
  if (ended) close();
}

/**
 * GET /api/payments/events?business_id=: the live payments of a business as Server-Sent Events, for
 * whoever may read its Payments (owners; STAFF with the payments permission). The console reads it
 * with fetch, so the Bearer token travels in the Authorization header like on every other call, never
 * in the URL. Each `payment` event's id is its row in live_events: a reconnect with Last-Event-ID (or
 * ?after=) gets what it missed first, then live ones, none twice.
 *
 * GET /api/live/<resource>?business_id=, for each resource that declares a calendar: a `record` event
 * for every create, update and delete of its rows, for whoever may read that resource (its module and
 * master-id rules), so an open calendar redraws without a reload.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const hub = new LiveHub(ctx.database, app.log);
  await hub.start();
  const records = new LiveHub(ctx.database, app.log, recordsFeed);
  await records.start();
  // Open streams would hold app.close() until the shutdown deadline: they end first.
  app.addHook("preClose", async () => {
    await hub.stop();
    await records.stop();
  });
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/payments/events",
    access: access.member("galla", "read", { at: "query.business_id" }),
    summary: "Live payments of a business (Server-Sent Events): QR payments and wallet top-ups as they land",
    tags: ["payments"],
    schema: { querystring: LiveEventsQuery, response: { 200: LiveEventsReply } },
    handler: (request, reply, member) => serveStream(db, hub, request, reply, member, { name: "payment", rule: PAYMENTS_READ }),
  });

  for (const def of resources.filter((d) => d.calendar)) {
    const rule: AccessRule = { module: def.module, op: "read", section: def.section, onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds };
    route({
      method: "GET",
      url: `/api/live/${def.name}`,
      access: access.ofResource(def.name, "read", { at: "query.business_id" }),
      summary: `Live changes to ${def.label} (Server-Sent Events): which row was created, changed or deleted, as it happens`,
      tags: ["live"],
      schema: { querystring: RecordEventsQuery, response: { 200: RecordEventsReply } },
      handler: (request, reply, member) => serveStream(db, records, request, reply, member, { name: "record", rule, wants: (e) => e.resource === def.name }),
    });
  }
}
