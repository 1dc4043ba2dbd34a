import { sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import type { Change, ResourceDef } from "../../resources/types";
import { resources as declared } from "../../resources/registry";
import { checkRecord } from "../../resources/validate";
import { HttpError, badRequest } from "../http/errors";
import { fieldLabelIn, phrase, resourceNounsIn } from "../http/language";
import { col, table } from "./naming";
import { jsonValue, selectList, toColumn, toWire, type WireRow } from "./values";
import { LIST_CEILING, parseListQuery, type ListQuery } from "./list-query";
import { Overlap, RecordInvalid, VersionConflict } from "./errors";
import { announceRecord } from "../live/record-announce";
import { clashQuery, clashValues, noOverlapName, slotLock, takesPlace } from "./no-overlap";
import { changesBetween, recordChange } from "./history";
import { adjustStatement, versionStatement, type Adjustment } from "./adjust";
import { BigTotals, bigTotalsOf } from "./totals-cache";
import { pageCacheOf, pageTag, type ListPage, type TotalKind } from "./page-cache";
import { countReach, exactCountLimit } from "./count-limit";
import { keptCountsOf } from "./kept-counts";
import { executeNamed } from "../db/named-statements";

/** The column the page statement carries its capped count in (taken off before the rows leave). */
const TOTAL_COLUMN = "__galla_total";

const dbCode = (err: unknown): { code?: string; constraint?: string } => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e?.cause?.code ? e.cause : e;
};

/**
 * All SQL on a resource's table, bound to ONE business: every statement this class builds
 * carries `business_id = <this.businessId>`. Routes get a store only after the gate
 * (server/http/authorize.ts admits the caller first), so tenant scoping lives here and
 * nowhere else. Other server code (custom pages, seeders) may use it the same way.
 */
export class ResourceStore {
  constructor(
    private readonly db: Db,
    readonly def: ResourceDef,
    readonly businessId: number,
    private readonly all: ResourceDef[] = declared,
    /** Who is making the changes (a user id): kept on the row and in its history. */
    readonly actor?: number,
  ) {}

  /** The same store, with changes made in `userId`'s name. */
  as(userId: number | undefined): ResourceStore {
    return new ResourceStore(this.db, this.def, this.businessId, this.all, userId);
  }

  private scope(extra: SQL[] = []): SQL {
    return sql.join([sql`${col("business_id")} = ${this.businessId}`, ...extra], sql` AND `);
  }

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    return (await this.db.execute<Record<string, unknown>>(query)).rows;
  }

  /** A statement asked again and again with other values (a list page, a row by id): prepared under its text's name. */
  private async repeatedRows(query: SQL): Promise<Record<string, unknown>[]> {
    return (await executeNamed<Record<string, unknown>>(this.db, query)).rows;
  }

  /**
   * A page and its total. `reuse.tablesEpoch` (else `reuse.epoch`) is the change counter the gate read
   * for this request (authorize.ts): the same page read since at that counter is handed out again
   * (page-cache.ts). `reuse.key`, when given, names the query in place of the page statement's
   * text (the route passes the request's query string: the same string parses to the same page),
   * so a page answered from memory costs neither parsing the query nor building its SQL.
   *
   * A page not kept costs ONE statement: the page with its capped count beside it (pageWithCount),
   * or the page alone when the filter's count is kept at that counter (kept-counts.ts: another page
   * or sort of a filter already counted). The total is exact up to the count's reach (countReach:
   * the business's limit for a whole list, ten pages for a filtered one) and past it says so
   * (`totalKind`, see totalOf()).
   */
  async list(query: ListQuery | (() => ListQuery), reuse: { epoch?: number; tablesEpoch?: number; key?: string } = {}): Promise<ListPage> {
    const tag = pageTag(this.db, reuse.epoch, reuse.tablesEpoch);
    const cache = pageCacheOf(this.db);
    const named = tag !== undefined && reuse.key !== undefined ? `${this.def.name}\u0000${this.businessId}\u0000${reuse.key}` : undefined;
    let known = named ? cache.get(named, tag!) : undefined;
    if (known) return known;
    const q = typeof query === "function" ? query() : query;
    // A whole list reads one row past the ceiling, to tell "exactly 1,000" from "more".
    const limit = q.end - q.start + (q.whole ? 1 : 0);
    const key = tag === undefined ? undefined : (named ?? BigTotals.keyOf(this.pageStatement(q, limit)));
    known = key && !named ? cache.get(key, tag!) : undefined;
    if (known) return known;
    const reach = countReach(this.db, q);
    const counts = keptCountsOf(this.db);
    const countKey = tag === undefined ? undefined : `${this.def.name}\u0000${this.businessId}\u0000${q.filterKey}`;
    // The count's LIMIT (cappedCountStatement): one row past the reach from this page's start.
    const countLimit = q.start + reach + 1;
    const kept = countKey ? counts.get(countKey, tag!, countLimit) : undefined;
    let rows: Record<string, unknown>[] = [];
    let capped: number;
    if (kept !== undefined) {
      capped = kept;
      if (limit > 0 && capped > q.start) rows = await this.repeatedRows(this.pageStatement(q, limit));
    } else if (limit === 0) capped = await this.cappedCount(q.where, q.start + reach);
    else {
      rows = await this.repeatedRows(this.pageWithCount(q, limit, reach));
      // An empty page carries no count: at the start the list is empty; further on (past its end) count apart.
      capped = rows.length ? Number(rows[0][TOTAL_COLUMN]) : q.start === 0 ? 0 : await this.cappedCount(q.where, q.start + reach);
      for (const r of rows) delete r[TOTAL_COLUMN];
    }
    if (q.whole && rows.length > q.end - q.start)
      throw badRequest(
        `More than ${LIST_CEILING.toLocaleString("en-IN")} ${this.def.label} match: ask for a page with _start and _end, or narrow the filters`,
        "_end",
      );
    const { total, totalKind } = await this.totalOf(q, capped, reach);
    const answer: ListPage = { rows: await this.withLabels(rows.map((r) => toWire(this.def, r))), total, totalKind };
    // On PGlite without the gate's counter, not if anything was written meanwhile (the tag moved).
    if (key && pageTag(this.db, reuse.epoch, reuse.tablesEpoch) === tag) {
      cache.set(key, tag!, answer);
      if (kept === undefined) counts.set(countKey!, tag!, capped, countLimit);
    }
    return answer;
  }

  /** The SELECT of one page of a list (the bench runs the same statement as raw SQL beside the API). */
  pageStatement(q: ListQuery, limit = q.end - q.start): SQL {
    return sql`SELECT ${selectList(this.def)} FROM ${table(this.def)} WHERE ${this.scope(q.where)} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${q.start}`;
  }

  /** Every row matching filters in the API's list conventions (module code, hooks), up to LIST_CEILING. */
  async find(filters: Record<string, string | number | (string | number)[]>): Promise<WireRow[]> {
    return (await this.list(parseListQuery(this.def, filters, { paginate: false }))).rows;
  }

  /**
   * The page statement with the capped count of the same WHERE as one more column: an uncorrelated
   * scalar subquery, which PostgreSQL runs once (an InitPlan), so the page and its count cost one
   * round trip and one parse and plan instead of two statements on two connections.
   * The count stops at `start + reach + 1` rows (countReach): far enough to tell "exactly n" from "more
   * than the reach past this page", and never fewer rows than the page's own OFFSET already reads.
   */
  pageWithCount(q: ListQuery, limit: number, reach: number): SQL {
    return sql`SELECT ${selectList(this.def)}, (${this.cappedCountStatement(q.where, q.start + reach)}) AS ${sql.identifier(TOTAL_COLUMN)} FROM ${table(this.def)} WHERE ${this.scope(q.where)} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${q.start}`;
  }

  private cappedCountStatement(where: SQL[], cap: number): SQL {
    return sql`SELECT count(*)::int FROM (SELECT 1 FROM ${table(this.def)} WHERE ${this.scope(where)} LIMIT ${cap + 1}) capped`;
  }

  private async cappedCount(where: SQL[], cap: number): Promise<number> {
    const [row] = await this.rows(sql`SELECT (${this.cappedCountStatement(where, cap)}) AS n`);
    return Number(row.n);
  }

  /**
   * x-total-count from the capped count (at most `start + reach + 1`), in the manner of PostgREST's
   * exact / planned counts:
   * - "exact": at most `start + reach` rows match, so the count is the truth, with or without filters
   *   or search (every small list, and every narrow filter of a big one);
   * - "estimated": more match and nothing narrows the list: the planner's row estimate for the
   *   business's table (EXPLAIN, nothing read), never less than what was counted, reused for
   *   BIG_TOTAL_TTL_MS (totals-cache.ts) so the pages of a big list ask it once;
   * - "more": more match under filters or a search: an estimate per filter would cost a plan per
   *   request, so the total is what was counted, "more than start + reach" — the console's pager
   *   offers the pages up to there, and reaching them counts further.
   * Rows and totals stay consistent: a total is never below the rows the page shows.
   */
  private async totalOf(q: ListQuery, capped: number, reach: number): Promise<{ total: number; totalKind: TotalKind }> {
    if (capped <= q.start + reach) return { total: capped, totalKind: "exact" };
    if (!q.unfiltered) return { total: capped, totalKind: "more" };
    return { total: Math.max(capped, await this.count(q.where)), totalKind: "estimated" };
  }

  /** Rows for an export, in pages, so a big export never holds one huge result. */
  async *stream(q: ListQuery, maxRows: number): AsyncGenerator<WireRow[]> {
    const page = 1000;
    for (let offset = 0; offset < maxRows; offset += page) {
      const rows = await this.rows(
        sql`SELECT ${selectList(this.def)} FROM ${table(this.def)} WHERE ${this.scope(q.where)} ORDER BY ${q.orderBy} LIMIT ${Math.min(page, maxRows - offset)} OFFSET ${offset}`,
      );
      if (rows.length) yield this.withLabels(rows.map((r) => toWire(this.def, r)));
      if (rows.length < page) return;
    }
  }

  /**
   * Exact up to the count limit (a capped index scan: cheap on any table); past it the planner's
   * row estimate for the same WHERE, never less than the limit. Frappe's lesson: an exact count(*)
   * over a million rows costs more than the page it labels. A total past the limit is reused for a
   * while (server/engine/totals-cache.ts). A total within it is counted every time.
   */
  async count(where: SQL[] = []): Promise<number> {
    const cap = exactCountLimit(this.db);
    const counting = this.cappedCountStatement(where, cap);
    const key = BigTotals.keyOf(counting);
    const totals = bigTotalsOf(this.db);
    const known = totals.get(key);
    if (known !== undefined) return known;
    const exact = await this.cappedCount(where, cap);
    if (exact <= cap) return exact;
    const total = Math.max(cap + 1, await this.estimate(where));
    totals.set(key, total);
    return total;
  }

  /** The planner's row estimate for a WHERE (EXPLAIN without ANALYZE: nothing is read). */
  private async estimate(where: SQL[]): Promise<number> {
    const plan = await this.rows(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table(this.def)} WHERE ${this.scope(where)}`);
    const raw = plan[0]?.["QUERY PLAN"];
    const plans = jsonValue<{ Plan?: { "Plan Rows"?: number } }[] | undefined>(raw);
    return Math.round(Number(plans?.[0]?.Plan?.["Plan Rows"] ?? 0));
  }

  async get(id: number): Promise<WireRow | undefined> {
    const rows = await this.repeatedRows(sql`SELECT ${selectList(this.def)} FROM ${table(this.def)} WHERE ${this.scope([sql`${col("id")} = ${id}`])}`);
    return rows[0] ? (await this.withLabels([toWire(this.def, rows[0])]))[0] : undefined;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.rows(sql`SELECT 1 FROM ${table(this.def)} WHERE ${this.scope([sql`${col("id")} = ${id}`])}`)).length > 0;
  }

  /** Declared-unique and relation checks that need the database; a 400 naming the field. */
  async checkReferences(values: Record<string, unknown>, exceptId?: number): Promise<void> {
    for (const f of this.def.fields) {
      const v = values[f.name];
      if (v === null || v === undefined) continue;
      if (f.unique && f.type !== "subrecords") {
        const clash = await this.rows(
          sql`SELECT 1 FROM ${table(this.def)} WHERE ${this.scope([sql`${col(f.name)} = ${toColumn(f, v)}`, ...(exceptId ? [sql`${col("id")} <> ${exceptId}`] : [])])} LIMIT 1`,
        );
        if (clash.length) throw badRequest(phrase("engine.exists", { value: String(v) }, (l) => ({ label: fieldLabelIn(l, this.def, f) })), f.name);
      }
      if (f.type === "relation" && f.relation) {
        const target = this.all.find((d) => d.name === f.relation!.resource);
        // A relation to a resource that is not declared has nothing to point at.
        if (!target) throw badRequest(phrase("engine.notYet", undefined, (l) => ({ label: fieldLabelIn(l, this.def, f) })), f.name);
        const ok = await new ResourceStore(this.db, target, this.businessId, this.all).exists(Number(v));
        if (!ok) {
          const words = (l: string) => ({ label: fieldLabelIn(l, this.def, f), target: resourceNounsIn(l, target).label.toLowerCase() });
          throw badRequest(phrase("validation.chooseFrom", undefined, words), f.name);
        }
      }
    }
  }

  /**
   * Inserts a row (version 1), runs the declaration's record rules and hooks, and records the
   * creation in the history: all in one transaction, so a refused hook leaves nothing behind.
   */
  async create(values: Record<string, unknown>): Promise<WireRow> {
    return this.atomically(async (s) => {
      s.checkRules(values);
      await s.checkReferences(values);
      if (s.def.singleton) await s.onlyRow();
      await s.hook("beforeChange", { action: "create", after: values });
      const names = Object.keys(values);
      const cols = [sql`${col("business_id")}`, sql`${col("updated_by")}`, ...names.map((n) => col(n))];
      const params = [sql`${s.businessId}`, sql`${s.actor ?? null}`, ...names.map((n) => toColumn(s.field(n), values[n]))];
      const [row] = await s.guard(
        () => s.rows(sql`INSERT INTO ${table(s.def)} (${sql.join(cols, sql`, `)}) VALUES (${sql.join(params, sql`, `)}) RETURNING id`),
        values,
      );
      const created = (await s.get(Number(row.id)))!;
      await s.remember("create", created.id, 1, changesBetween(s.def, undefined, created));
      await s.hook("afterChange", { action: "create", after: created });
      await s.announce("create", created.id);
      return created;
    });
  }

  /**
   * Applies `values` to a row. With `expectedVersion` (the version the caller's form loaded), a row
   * changed since answers 409 with its current state instead of silently overwriting it.
   */
  async update(id: number, values: Record<string, unknown>, expectedVersion?: number): Promise<WireRow | undefined> {
    return this.atomically(async (s) => {
      const before = await s.locked(id);
      if (!before) return undefined;
      if (expectedVersion !== undefined && expectedVersion !== before.version) throw new VersionConflict(await s.described(before));
      const merged = { ...before, ...values };
      s.checkRules(merged);
      await s.checkReferences(values, id);
      await s.hook("beforeChange", { action: "update", before, after: merged });
      const sets = [
        ...Object.keys(values).map((n) => sql`${col(n)} = ${toColumn(s.field(n), values[n])}`),
        sql`${col("updated_at")} = now()`,
        sql`${col("version")} = ${col("version")} + 1`,
        sql`${col("updated_by")} = ${s.actor ?? null}`,
      ];
      await s.guard(() => s.rows(sql`UPDATE ${table(s.def)} SET ${sql.join(sets, sql`, `)} WHERE ${s.scope([sql`${col("id")} = ${id}`])}`), merged, id);
      const after = (await s.get(id))!;
      const changes = changesBetween(s.def, before, after);
      if (Object.keys(changes).length) await s.remember("update", id, after.version, changes);
      await s.hook("afterChange", { action: "update", before, after });
      await s.announce("update", id);
      return after;
    });
  }

  /** Refuses (409) while rows of other resources still point at this one, or when the caller's version is stale. */
  async delete(id: number, expectedVersion?: number): Promise<WireRow | undefined> {
    return this.atomically(async (s) => {
      const row = await s.locked(id);
      if (!row) return undefined;
      if (expectedVersion !== undefined && expectedVersion !== row.version) throw new VersionConflict(await s.described(row));
      for (const other of s.all) {
        for (const f of other.fields.filter((x) => x.type === "relation" && x.relation?.resource === s.def.name)) {
          const users = await s.rows(
            sql`SELECT 1 FROM ${table(other)} WHERE ${sql`${col("business_id")} = ${s.businessId}`} AND ${col(f.name)} = ${id} LIMIT 1`,
          );
          if (users.length) {
            const nouns = (language: string) => {
              const [self, user] = [resourceNounsIn(language, s.def), resourceNounsIn(language, other)];
              return { singular: self.singular, label: user.label };
            };
            throw new HttpError(409, phrase("engine.usedIn", undefined, nouns));
          }
        }
      }
      await s.hook("beforeChange", { action: "delete", before: row });
      await s.rows(sql`DELETE FROM ${table(s.def)} WHERE ${s.scope([sql`${col("id")} = ${id}`])}`);
      await s.remember("delete", id, row.version, changesBetween(s.def, row, undefined));
      await s.hook("afterChange", { action: "delete", before: row });
      await s.announce("delete", id);
      return row;
    });
  }

  /**
   * A change the system derives from another one (a sale moves its products' stock, a payment its
   * party's balance: adjust.ts), in the caller's transaction (its own when there is none). Every row
   * it changed gets what a change through update() gets: a new version, a history entry naming the
   * actor and the cause, the declaration's record rules (those of the fields it changed: a rule that
   * stock may not go below zero refuses the sale), its hooks, and its announcement; the table's
   * change counter moves at commit (0350_table_epochs.sql), so no kept page outlives it.
   * Set-based: two statements for any number of rows (adjustStatement, versionStatement), and
   * one when nothing changed. Returns the rows that changed, after.
   */
  async adjust(a: Adjustment): Promise<WireRow[]> {
    if (a.rows && a.rows.length === 0) return [];
    return this.transacted(async (s) => {
      const touched = await s.rows(adjustStatement(s.def, s.businessId, a));
      const changed = touched
        .map((r) => ({ before: toWire(s.def, jsonValue(r.before)), after: toWire(s.def, jsonValue(r.after)) }))
        .map((c) => ({ ...c, changes: changesBetween(s.def, c.before, c.after) }))
        .filter((c) => Object.keys(c.changes).length > 0);
      if (changed.length === 0) return [];
      for (const c of changed) {
        const errors = checkRecord(s.def, c.after).filter((e) => e.field in c.changes);
        if (errors.length) throw new RecordInvalid(errors);
        await s.hook("beforeChange", { action: "update", before: c.before, after: c.after });
      }
      const versions = await s.rows(versionStatement(s.def, s.businessId, changed.map((c) => ({ id: c.before.id, changes: c.changes })), s.actor, a.cause));
      const versionOf = new Map(versions.map((v) => [Number(v.record_id), Number(v.version)]));
      const after = changed.map((c) => ({ ...c, after: { ...c.after, version: versionOf.get(c.after.id) ?? c.after.version, updated_by: s.actor ?? null } }));
      for (const c of after) {
        await s.hook("afterChange", { action: "update", before: c.before, after: c.after });
        await s.announce("update", c.after.id);
      }
      return after.map((c) => c.after);
    });
  }

  /** A singleton's second row is refused: which of two settings rows applies would be anyone's guess. */
  private async onlyRow() {
    // Two first creates at once: the lock makes the second wait and then see the first.
    await this.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`${this.def.name}:${this.businessId}`}))`);
    if ((await this.rows(sql`SELECT 1 FROM ${table(this.def)} WHERE ${this.scope()} LIMIT 1`)).length)
      throw new HttpError(409, phrase("engine.singleton", undefined, (l) => ({ singular: resourceNounsIn(l, this.def).singular })), this.def.fields[0]?.name);
  }

  /** The row, locked until the transaction ends, so two changes to it take turns. */
  private async locked(id: number): Promise<WireRow | undefined> {
    const found = await this.rows(sql`SELECT id FROM ${table(this.def)} WHERE ${this.scope([sql`${col("id")} = ${id}`])} FOR NO KEY UPDATE`);
    return found.length ? this.get(id) : undefined;
  }

  /** A row with the name of whoever last changed it (for "Asha changed this at 10:42"). */
  async described(row: WireRow): Promise<WireRow & { updated_by_name: string | null }> {
    if (row.updated_by === null || row.updated_by === undefined) return { ...row, updated_by_name: null };
    const [who] = await this.rows(sql`SELECT coalesce(nullif(name, ''), mobile) AS name FROM users WHERE id = ${row.updated_by}`);
    return { ...row, updated_by_name: who ? String(who.name) : null };
  }

  private field(name: string) {
    return this.def.fields.find((f) => f.name === name)!;
  }

  private checkRules(record: Record<string, unknown>) {
    const errors = checkRecord(this.def, record);
    if (errors.length) throw new RecordInvalid(errors);
  }

  private async remember(action: Change["action"], recordId: number, version: number, changes: Record<string, [unknown, unknown]>) {
    await recordChange(this.db, { businessId: this.businessId, resource: this.def.name, recordId, action, version, userId: this.actor, changes });
  }

  /** A calendar resource's change goes live to the business's open calendars, on commit (server/live). */
  private async announce(action: Change["action"], recordId: number) {
    if (this.def.calendar) await announceRecord(this.db, { businessId: this.businessId, resource: this.def.name, recordId, action });
  }

  private async hook(which: "beforeChange" | "afterChange", change: Change) {
    const run = this.def.hooks?.[which];
    if (!run) return;
    await run(change, {
      businessId: this.businessId,
      userId: this.actor,
      store: (name) => {
        const target = this.all.find((d) => d.name === name);
        if (!target) throw new Error(`No declared resource "${name}"`);
        return new ResourceStore(this.db, target, this.businessId, this.all, this.actor);
      },
    });
  }

  /** Runs `work` in the caller's transaction as it is (no savepoint: a throw undoes the caller's change too), else in one of its own. */
  private transacted<T>(work: (s: ResourceStore) => Promise<T>): Promise<T> {
    return this.db instanceof PgTransaction ? work(this) : this.atomically(work);
  }

  /** Runs `work` on a store bound to one transaction (a savepoint when already inside one). */
  private atomically<T>(work: (s: ResourceStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ResourceStore(tx as unknown as Db, this.def, this.businessId, this.all, this.actor)));
  }

  /** The 409 of a refused overlap, said over the row already in the slot. */
  private async clash(record: Record<string, unknown>, exceptId?: number): Promise<Overlap> {
    const rule = this.def.noOverlap!;
    const [found] = await this.rows(clashQuery(this.def, this.businessId, record, exceptId));
    const there = found ? await this.get(Number(found.id)) : undefined;
    const fields = [...rule.same, ...rule.range].filter((n) => !this.field(n).readOnly);
    const field = rule.field ?? rule.range[0];
    const message = there ? phrase(rule.clash, clashValues(this.def, there, record)) : phrase("engine.overlaps", undefined, (l) => ({ singular: resourceNounsIn(l, this.def).singular }));
    return new Overlap(message, field, fields, there?.id);
  }

  /** `_labels`: the title of each related row, fetched per page (one query per relation field). */
  private async withLabels(rows: WireRow[]): Promise<WireRow[]> {
    for (const f of this.def.fields.filter((x) => x.type === "relation" && x.relation)) {
      const target = this.all.find((d) => d.name === f.relation!.resource);
      if (!target) continue;
      const ids = [...new Set(rows.map((r) => r[f.name]).filter((v): v is number => typeof v === "number"))];
      if (!ids.length) continue;
      const labelCol = col(f.relation!.labelField);
      const found = await this.rows(
        sql`SELECT id, ${labelCol}::text AS label FROM ${table(target)} WHERE ${col("business_id")} = ${this.businessId} AND id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`,
      );
      const byId = new Map(found.map((r) => [Number(r.id), String(r.label ?? "")]));
      for (const r of rows) {
        const v = r[f.name];
        if (typeof v === "number" && byId.has(v)) (r._labels ??= {})[f.name] = byId.get(v)!;
      }
    }
    return rows;
  }

  /**
   * A unique index that fired in a race becomes the same 400 the pre-check gives. A noOverlap write
   * (`record`: the row as it will be) first queues behind other writers of its slot, and runs in a
   * savepoint, so when the exclusion constraint refuses it the row it clashed with can still be read.
   */
  private async guard<T>(run: () => Promise<T>, record?: Record<string, unknown>, exceptId?: number): Promise<T> {
    const rule = this.def.noOverlap;
    const slotted = rule && record && takesPlace(rule, record);
    try {
      if (!slotted) return await run();
      await this.rows(slotLock(this.def, this.businessId, record));
      return await this.db.transaction(() => run());
    } catch (err) {
      const { code, constraint } = dbCode(err);
      if (slotted && code === "23P01" && constraint === noOverlapName(this.def)) throw await this.clash(record, exceptId);
      if (code === "23505") {
        const field = this.def.fields.find((f) => constraint?.includes(`_${f.name}_uniq`));
        throw badRequest(field ? phrase("engine.fieldExists", undefined, (l) => ({ label: fieldLabelIn(l, this.def, field) })) : phrase("engine.recordExists"), field?.name);
      }
      throw err;
    }
  }
}
