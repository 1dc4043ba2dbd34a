import { BoundedMap, perDatabase } from "./memory";

/**
 * Answers reused while their business's data has not changed, on PostgreSQL as on PGlite. The gate's
 * one statement (server/http/authorize.ts) reads the business's change counter, `business_epochs.n`,
 * which every transaction writing a watched table moves at its commit (migrations/0240_business_epochs.sql),
 * whichever process or tool wrote. An answer computed after the gate read counter n is at least as new
 * as n; while a later request's gate still reads n, nothing was committed since, so the answer is still
 * the truth. Authorisation is not reused: the gate's statement runs on every request, a revoked session
 * or a removed member is refused on the very next one. Each process keeps its own answers.
 *
 * Keep here only what the watched tables determine, never anything that depends on who asks (masking,
 * the role) or on the clock (a plan's EXPIRED label): keep the rows and derive those per request.
 */
export class EpochMemo<T> {
  private readonly entries: BoundedMap<string, { epoch: number; value: T }>;
  constructor(max: number) {
    this.entries = new BoundedMap(max);
  }

  /** The value kept for `key` at exactly `epoch`, else undefined (a stale one is dropped). */
  get(key: string, epoch: number | undefined): T | undefined {
    if (epoch === undefined) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.epoch === epoch) return hit.value;
    if (hit.epoch < epoch) this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value`, computed after the gate read `epoch`; the oldest entry goes past `max`. */
  set(key: string, epoch: number | undefined, value: T): void {
    if (epoch === undefined) return;
    const hit = this.entries.get(key);
    // A slower request that read an older counter must not replace a newer answer.
    if (hit && hit.epoch > epoch) return;
    this.entries.set(key, { epoch, value });
  }
}

const memosOf = perDatabase(() => new Map<string, EpochMemo<unknown>>());

/**
 * `load()`'s answer for `key` of a business, reused while the business's counter read by the gate
 * (`epoch`) has not moved; `epoch` undefined (a membership read without it) always loads. Per database
 * handle and kind ("balance", "subscriptions"); `key` must carry the business id.
 */
export async function remembered<T>(db: object, kind: string, key: string | number, epoch: number | undefined, load: () => Promise<T>): Promise<T> {
  const byKind = memosOf(db);
  let memo = byKind.get(kind) as EpochMemo<T> | undefined;
  if (!memo) byKind.set(kind, (memo = new EpochMemo<T>(10_000)));
  const k = String(key);
  const known = memo.get(k, epoch);
  if (known !== undefined) return known;
  const value = await load();
  memo.set(k, epoch, value);
  return value;
}
