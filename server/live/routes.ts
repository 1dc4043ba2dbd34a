import type { FastifyInstance } from "fastify";
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
import { decide } from "../../resources/access-policy";
import { LiveEventsQuery, LiveEventsReply, type LiveEvent } from "../../contracts/live";
import { LiveHub, type LiveStream } from "./hub";

/** A comment line every this often keeps proxies from closing an idle stream, and re-checks the caller. */
const heartbeatMs = () => Number(process.env.LIVE_HEARTBEAT_MS ?? 25_000);
/** Open streams one process keeps per business and per user (a console holds one; tabs add up). */
export const STREAMS_PER_BUSINESS = 50;
export const STREAMS_PER_USER = 10;
/** A client that stops reading is dropped before its unread events pile up in memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const PAYMENTS_READ = { module: "galla" as const, op: "read" as const };

/**
 * Whether the stream's token still admits the caller to the business's payments: the session is live,
 * its access token has not lapsed, the membership and its payments permission are still there. Asked
 * on every heartbeat without touching the session (an open console is not a use of it), so signing
 * out, a removed member or a withdrawn permission ends the stream within a heartbeat, and a stream
 * never outlives its 15-minute token: the console reconnects with a fresh one.
 */
async function stillAdmitted(db: Db, token: string, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ role: businessMembers.role, permissions: businessMembers.permissions, masterId: businesses.businessMasterId })
    .from(sessions)
    .innerJoin(businessMembers, and(eq(businessMembers.userId, sessions.userId), eq(businessMembers.businessId, businessId)))
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(liveAccess({ hash: sha256(token) }, new Date()))
    .limit(1);
  return Boolean(row) && decide(row!, PAYMENTS_READ).can;
}

const lastEventId = (header: unknown, after: string | undefined): number | undefined => {
  const raw = typeof header === "string" && /^\d{1,18}$/.test(header.trim()) ? header.trim() : after;
  return raw === undefined ? undefined : Number(raw);
};

/**
 * GET /api/payments/events?business_id=: the live payments of a business as Server-Sent Events, for
 * whoever may read its Payments (owners; STAFF with the payments permission). The console reads it
 * with fetch, so the Bearer token travels in the Authorization header like on every other call, never
 * in the URL. Each `payment` event's id is its row in live_events: a reconnect with Last-Event-ID (or
 * ?after=) gets what it missed first, then live ones, none twice.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const hub = new LiveHub(ctx.database, app.log);
  await hub.start();
  // Open streams would hold app.close() until the shutdown deadline: they end first.
  app.addHook("preClose", async () => hub.stop());

  router(app, db)({
    method: "GET",
    url: "/api/payments/events",
    access: access.member("galla", "read", { at: "query.business_id" }),
    summary: "Live payments of a business (Server-Sent Events): QR payments and wallet top-ups as they land",
    tags: ["payments"],
    schema: { querystring: LiveEventsQuery, response: { 200: LiveEventsReply } },
    handler: async (request, reply, member) => {
      const { businessId, userId } = member;
      if (hub.count((s) => s.businessId === businessId) >= STREAMS_PER_BUSINESS || hub.count((s) => s.userId === userId) >= STREAMS_PER_USER) {
        reply.header("retry-after", "30");
        throw new HttpError(429, phrase("payments.tooManyStreams"));
      }
      const token = bearerToken(request);
      const after = lastEventId(request.headers["last-event-id"], request.query.after);
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
      const stream: LiveStream = {
        businessId,
        userId,
        start: (startId) => write(`retry: 2000\nid: ${startId}\nevent: ready\ndata: {}\n\n`),
        send: (event: LiveEvent) => write(`id: ${event.id}\nevent: payment\ndata: ${JSON.stringify(event)}\n\n`),
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
        stillAdmitted(db, token, businessId).then(
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
    },
  });
}
