import { and, eq, inArray, isNull, lt, or, sql, type Placeholder } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { sessionRefreshHistory, sessions, users } from "../db/schema";
import { newToken, sha256 } from "./crypto";
import { writeEpoch } from "../db/write-epoch";
import { BoundedMap, perDatabase } from "../db/memory";

/**
 * How long a session lives. The access token (the spec's Bearer `authToken`, kept in the browser's
 * storage) is short-lived; the refresh token lives only in an httpOnly cookie and renews it until the
 * session has been idle for `idleMs` or reaches `absoluteMs` after sign-in.
 */
export interface SessionLimits {
  accessMs: number;
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { accessMs: 15 * 60_000, idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 };
/** For the e2e setup and the bench, which hand a browser a token without a refresh cookie and run for long. */
export const TOOL_SESSION_LIMITS: SessionLimits = { accessMs: 24 * 3600_000, idleMs: 24 * 3600_000, absoluteMs: 24 * 3600_000 };
/** Use within this much of the last recorded use is not written again (one write a minute per session, not per request). */
export const SEEN_GRANULARITY_MS = 60_000;

export interface IssuedSession {
  token: string;
  refresh: string;
  /** When the refresh cookie should lapse: the session's absolute end. */
  expiresAt: Date;
}

/** Tokens are opaque: only their hashes are stored, so a database leak signs nobody in. */
export async function createSession(db: Db, userId: number, limits = DEFAULT_SESSION_LIMITS, now = new Date()): Promise<IssuedSession> {
  const token = newToken();
  const refresh = newToken();
  const expiresAt = new Date(now.getTime() + limits.absoluteMs);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    refreshHash: sha256(refresh),
    userId,
    accessExpiresAt: new Date(Math.min(now.getTime() + limits.accessMs, expiresAt.getTime())),
    expiresAt,
    lastSeenAt: now,
    idleSeconds: Math.round(limits.idleMs / 1000),
    createdAt: now,
  });
  return { token, refresh, expiresAt };
}

/** An instant as SQL: a Date now, or a placeholder of a prepared statement (an ISO string then). */
const instant = (now: Date | Placeholder) => (now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`);

/** Live: not revoked, before its absolute end, and used within its idle timeout. */
const live = (now: Date | Placeholder) =>
  and(
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > ${instant(now)}`,
    sql`${sessions.lastSeenAt} + ${sessions.idleSeconds} * interval '1 second' > ${instant(now)}`,
  );

/**
 * The session behind a live access token: its hash matches, the access token has not lapsed, the
 * session is live. `hash` and `now` may be placeholders (the gate's prepared statement).
 */
export const liveAccess = (token: { hash: string | Placeholder }, now: Date | Placeholder) =>
  and(sql`${sessions.tokenHash} = ${token.hash}`, sql`${sessions.accessExpiresAt} > ${instant(now)}`, live(now));

/**
 * On PostgreSQL the touch rides in the statement that reads the session (`sessionTouch`, a WITH clause),
 * so a session's first request in a minute costs no round trip more than its others (bench/analysis.md,
 * "Issue 27, 2026-12-02"). Never inside a caller's transaction, whose commit must keep its durability,
 * and not on PGlite: there a statement that may write moves the database's write counter and would throw
 * away every answer kept for reuse (server/db/write-epoch.ts), and a round trip costs nothing.
 */
const touchesAsItReads = (db: Db) => writeEpoch(db) === undefined && !(db instanceof PgTransaction);

/**
 * Records a use of the session, at most once per SEEN_GRANULARITY_MS (so it does not go idle), where
 * the statement that read the session could not carry it (touchesAsItReads, sessionUsed). The touch is
 * its own transaction and commits without waiting for the disk (synchronous_commit off for that one
 * transaction, set inside the statement): a crash may lose the last few touches, which
 * moves a session's idle end back by at most a minute, while the request (a session's first in a
 * minute) no longer waits for a WAL flush behind every other writer's. Inside a caller's
 * transaction the touch is a plain UPDATE: that transaction's own commit must keep its durability.
 */
async function touchSession(db: Db, session: { sessionId: number; lastSeenAt: Date }, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SEEN_GRANULARITY_MS) return;
  const at = now.toISOString();
  if (db instanceof PgTransaction) {
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, session.sessionId), lt(sessions.lastSeenAt, now)));
    return;
  }
  await db.execute(
    sql`UPDATE ${sessions} SET last_seen_at = ${at}::timestamptz FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit WHERE ${sessions.id} = ${session.sessionId} AND ${sessions.lastSeenAt} < ${at}::timestamptz`,
  );
}

/**
 * When each session was last recorded as seen, as this process last read it. The touching statement
 * costs a fifth more than the plain one even when it writes nothing (pgbench, 10 clients), so it is
 * sent only when the session is due as far as this process knows; another process's touch only moves
 * the time later, so a session this process holds as seen within the minute is.
 */
const lastSeen = perDatabase((_db: Db) => new BoundedMap<string, number>(50_000));

/** Whether the statement about to read the session behind `hash` should carry its touch (sessionTouch). */
export function touchRides(db: Db, hash: string, now: Date): boolean {
  if (!touchesAsItReads(db)) return false;
  const at = lastSeen(db).get(hash);
  return at === undefined || now.getTime() - at >= SEEN_GRANULARITY_MS;
}

/**
 * After a statement read the session behind `hash` (`touched`: it carried the touch, see touchRides):
 * where the touch cannot ride, records the use now (touchSession); where it can, notes when the
 * session is now last seen.
 */
export async function sessionUsed(db: Db, hash: string, row: { sessionId: number; lastSeenAt: Date }, now: Date, touched: boolean): Promise<void> {
  if (!touchesAsItReads(db)) return touchSession(db, row, now);
  const due = now.getTime() - row.lastSeenAt.getTime() >= SEEN_GRANULARITY_MS;
  lastSeen(db).set(hash, touched && due ? now.getTime() : row.lastSeenAt.getTime());
}

/** The instant before which a use is recorded again (a placeholder's value: an ISO string). */
export const seenBefore = (now: Date) => new Date(now.getTime() - SEEN_GRANULARITY_MS).toISOString();

/**
 * The touch as a WITH clause of a statement reading the session behind `hash` (see touchRides):
 * PostgreSQL runs a data-modifying WITH clause to its end whether or not the statement reads it. It
 * writes only a live session last seen before `before`, and then that statement's implicit
 * transaction commits without waiting for the disk, as touchSession's does. The statement's own read
 * sees the session as it was before the touch (one snapshot), so idle time is judged on the last use.
 */
export function sessionTouch(db: Db, hash: string | Placeholder, now: Date | Placeholder, before: string | Placeholder) {
  return db.$with("session_touch", { id: sessions.id }).as(
    sql`UPDATE ${sessions} SET last_seen_at = ${instant(now)} FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit WHERE ${liveAccess({ hash }, now)} AND ${sessions.lastSeenAt} <= ${sql`${before}::timestamptz`} RETURNING ${sessions.id}`,
  );
}

/** The columns of the signed-in user, as a request carries them (`request.user`). */
export const userColumns = { id: users.id, mobile: users.mobile, name: users.name, email: users.email, language: users.language, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt };

/** The user behind a live access token; using it keeps the session from going idle. */
export async function userForToken(db: Db, token: string, now = new Date()) {
  const hash = sha256(token);
  const touching = touchRides(db, hash, now);
  const reader = touching ? db.with(sessionTouch(db, hash, now, seenBefore(now))) : db;
  const [row] = await reader.select(userColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(liveAccess({ hash }, now)).limit(1);
  if (!row) return undefined;
  await sessionUsed(db, hash, row, now, touching);
  const { sessionId: _, lastSeenAt: __, ...user } = row;
  return user;
}

/**
 * Two tabs of one browser share the refresh cookie: both may send the same token in the same moment,
 * and the second must not read as a replay. Within this long of the turnover, the old token still
 * buys an access token (the browser holds the new cookie already, set on the first answer).
 */
export const ROTATION_GRACE_MS = 10_000;

export interface Refreshed {
  token: string;
  /** The new refresh token for the cookie, or undefined when the cookie already holds it (the grace). */
  refresh?: string;
  /** The session's absolute end: when the cookie lapses. */
  expiresAt: Date;
}

/**
 * A new access token for a live session's refresh token (the old access token stops working), and a
 * new refresh token: each turns over on use, so a copied cookie is good once. Every token turned over
 * stays in the session's family (session_refresh_history) until the session ends: any of them
 * presented again, after the grace, was used by someone else first, however many turnovers ago, so
 * the session ends for the thief and the owner alike (who signs in again), and the answer is undefined.
 */
export async function refreshSession(db: Db, refresh: string, limits = DEFAULT_SESSION_LIMITS, now = new Date()): Promise<Refreshed | undefined> {
  const token = newToken();
  const next = newToken();
  const hash = sha256(refresh);
  const accessExpiresAt = sql`LEAST(${sessions.expiresAt}, ${new Date(now.getTime() + limits.accessMs).toISOString()}::timestamptz)`;
  const turned = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({ tokenHash: sha256(token), refreshHash: sha256(next), previousRefreshHash: hash, refreshedAt: now, accessExpiresAt, lastSeenAt: now })
      .where(and(eq(sessions.refreshHash, hash), live(now)))
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
    if (row) await tx.insert(sessionRefreshHistory).values({ hash, sessionId: row.id, supersededAt: now });
    return row;
  });
  if (turned) return { token, refresh: next, expiresAt: turned.expiresAt };

  // Only the token turned over last gets the two-tabs grace: an older one is a replay whenever it comes.
  const graceStart = new Date(now.getTime() - ROTATION_GRACE_MS).toISOString();
  const [twin] = await db
    .update(sessions)
    .set({ tokenHash: sha256(token), accessExpiresAt, lastSeenAt: now })
    .where(and(eq(sessions.previousRefreshHash, hash), sql`${sessions.refreshedAt} > ${graceStart}::timestamptz`, live(now)))
    .returning({ expiresAt: sessions.expiresAt });
  if (twin) return { token, expiresAt: twin.expiresAt };

  await db.update(sessions).set({ revokedAt: now }).where(and(inArray(sessions.id, familyOf(db, hash)), isNull(sessions.revokedAt)));
  return undefined;
}

/** The session a superseded refresh token belonged to (a subquery: empty when the token was never turned over). */
const familyOf = (db: Db, hash: string) => db.select({ id: sessionRefreshHistory.sessionId }).from(sessionRefreshHistory).where(eq(sessionRefreshHistory.hash, hash));

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sha256(token)));
}

export async function revokeSessionByRefresh(db: Db, refresh: string): Promise<void> {
  const hash = sha256(refresh);
  // Signing out with a cookie another tab has turned over since still ends the session.
  await db.update(sessions).set({ revokedAt: new Date() }).where(or(eq(sessions.refreshHash, hash), inArray(sessions.id, familyOf(db, hash))));
}

/** Sign out everywhere: every session of the user ends, on every device. Returns how many there were. */
export async function revokeAllSessions(db: Db, userId: number, now = new Date()): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
