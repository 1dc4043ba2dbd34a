import { writeEpoch } from "../db/write-epoch";
import { BoundedMap, perDatabase } from "../db/memory";

/** Admissions kept per database; the oldest go first. */
const MAX_ENTRIES = 10_000;

/** The times a gate row stays true on its own: past any of them the row must be read again. */
export interface Lapses {
  accessExpiresAt: Date;
  sessionExpiresAt: Date;
  lastSeenAt: Date;
  idleSeconds: number;
}

/**
 * The gate's row (session, user, membership, subscription) on PGlite, reused while nothing was
 * written to the database (server/db/write-epoch.ts) and no time limit of the session has passed:
 * revoking a session, removing a member, changing a permission or a plan is a write, so the very
 * next request reads the row again, as without this. The gate's rules still run on every request
 * (authorize.ts) on the row, remembered or read; this saves only the statement. The key is the
 * token's hash, the business and the module: a row is never used for another caller or business.
 * A row is kept only until its session would next be touched (SEEN_GRANULARITY_MS after it was
 * last seen), so idle time is recorded exactly as before. On PostgreSQL nothing is kept.
 */
export class AdmissionCache<Row> {
  private readonly entries = new BoundedMap<string, { epoch: number; row: Row; until: number }>(MAX_ENTRIES);
  constructor(private readonly db: object) {}

  get(key: string, now: Date): Row | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.epoch === writeEpoch(this.db) && now.getTime() < hit.until) return hit.row;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a row read entirely at `epoch` (taken before the read) until the first of its lapses. */
  set(key: string, epoch: number | undefined, row: Row, lapses: Lapses, touchEveryMs: number): void {
    if (epoch === undefined || epoch !== writeEpoch(this.db)) return;
    const until = Math.min(
      lapses.accessExpiresAt.getTime(),
      lapses.sessionExpiresAt.getTime(),
      lapses.lastSeenAt.getTime() + lapses.idleSeconds * 1000,
      lapses.lastSeenAt.getTime() + touchEveryMs,
    );
    this.entries.set(key, { epoch, row, until });
  }
}

const cacheOf = perDatabase((db) => new AdmissionCache<unknown>(db));

/** The admission cache of a database whose writes are counted (PGlite), else undefined. */
export function admissionCacheOf<Row>(db: object): AdmissionCache<Row> | undefined {
  return writeEpoch(db) === undefined ? undefined : (cacheOf(db) as AdmissionCache<Row>);
}
