import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ResourceDef } from "../../resources/types";
import { resources as declared } from "../../resources";
import { labelOf } from "../../resources/validate";
import { HttpError, badRequest } from "../http/errors";
import { col, table } from "./naming";
import { selectList, toColumn, toWire, type WireRow } from "./values";
import type { ListQuery } from "./list-query";

/** Below this many rows a list total is exact; above it the planner's estimate is used. */
export const EXACT_COUNT_CAP = 10_000;
/** An estimate this far past the cap is trusted without counting (planner estimates err by far less). */
const ESTIMATE_TRUSTED_ABOVE = 10 * EXACT_COUNT_CAP;

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
  ) {}

  private scope(extra: SQL[] = []): SQL {
    return sql.join([sql`${col("business_id")} = ${this.businessId}`, ...extra], sql` AND `);
  }

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    return (await this.db.execute<Record<string, unknown>>(query)).rows;
  }

  async list(q: ListQuery): Promise<{ rows: WireRow[]; total: number }> {
    const limit = q.end - q.start;
    const [rows, total] = await Promise.all([
      limit === 0
        ? Promise.resolve([])
        : this.rows(
            sql`SELECT ${selectList(this.def)} FROM ${table(this.def)} WHERE ${this.scope(q.where)} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${q.start}`,
          ),
      this.count(q.where),
    ]);
    return { rows: await this.withLabels(rows.map((r) => toWire(this.def, r))), total };
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
   * Exact up to EXACT_COUNT_CAP (a capped index scan: cheap on any table); past the cap the
   * planner's row estimate for the same WHERE, never less than the cap. Frappe's lesson:
   * an exact count(*) over a million rows costs more than the page it labels.
   * The estimate is asked first (planning only, no rows read): when it is far past the cap, the
   * capped scan (10,001 index entries on every page of a big list) is skipped. Near or below the
   * cap the estimate could be wrong either way, so the rows are counted.
   */
  async count(where: SQL[] = []): Promise<number> {
    const estimate = await this.estimate(where);
    if (estimate > ESTIMATE_TRUSTED_ABOVE) return estimate;
    const [{ n }] = await this.rows(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table(this.def)} WHERE ${this.scope(where)} LIMIT ${EXACT_COUNT_CAP + 1}) capped`,
    );
    const exact = Number(n);
    return exact <= EXACT_COUNT_CAP ? exact : Math.max(EXACT_COUNT_CAP + 1, estimate);
  }

  /** The planner's row estimate for a WHERE (EXPLAIN without ANALYZE: nothing is read). */
  private async estimate(where: SQL[]): Promise<number> {
    const plan = await this.rows(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table(this.def)} WHERE ${this.scope(where)}`);
    const raw = plan[0]?.["QUERY PLAN"];
    const parsed = typeof raw === "string" ? JSON.parse(raw) : raw;
    return Math.round(Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
  }

  async get(id: number): Promise<WireRow | undefined> {
    const rows = await this.rows(sql`SELECT ${selectList(this.def)} FROM ${table(this.def)} WHERE ${this.scope([sql`${col("id")} = ${id}`])}`);
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
        if (clash.length) throw badRequest(`${labelOf(f)} ${String(v)} already exists`, f.name);
      }
      if (f.type === "relation" && f.relation) {
        const target = this.all.find((d) => d.name === f.relation!.resource);
        // A relation to a resource that is not declared has nothing to point at.
        if (!target) throw badRequest(`${labelOf(f)} cannot be set yet`, f.name);
        const ok = await new ResourceStore(this.db, target, this.businessId, this.all).exists(Number(v));
        if (!ok) throw badRequest(`${labelOf(f)} must be chosen from your ${target.label.toLowerCase()}`, f.name);
      }
    }
  }

  async create(values: Record<string, unknown>): Promise<WireRow> {
    await this.checkReferences(values);
    const names = Object.keys(values);
    const cols = [sql`${col("business_id")}`, ...names.map((n) => col(n))];
    const params = [sql`${this.businessId}`, ...names.map((n) => toColumn(this.def.fields.find((f) => f.name === n)!, values[n]))];
    const [row] = await this.guard(() =>
      this.rows(sql`INSERT INTO ${table(this.def)} (${sql.join(cols, sql`, `)}) VALUES (${sql.join(params, sql`, `)}) RETURNING id`),
    );
    return (await this.get(Number(row.id)))!;
  }

  async update(id: number, values: Record<string, unknown>): Promise<WireRow | undefined> {
    if (!(await this.exists(id))) return undefined;
    await this.checkReferences(values, id);
    const sets = [
      ...Object.keys(values).map((n) => sql`${col(n)} = ${toColumn(this.def.fields.find((f) => f.name === n)!, values[n])}`),
      sql`${col("updated_at")} = now()`,
    ];
    const rows = await this.guard(() =>
      this.rows(sql`UPDATE ${table(this.def)} SET ${sql.join(sets, sql`, `)} WHERE ${this.scope([sql`${col("id")} = ${id}`])} RETURNING id`),
    );
    return rows.length ? this.get(id) : undefined;
  }

  /** Refuses (409) while rows of other resources still point at this one. */
  async delete(id: number): Promise<WireRow | undefined> {
    const row = await this.get(id);
    if (!row) return undefined;
    for (const other of this.all) {
      for (const f of other.fields.filter((x) => x.type === "relation" && x.relation?.resource === this.def.name)) {
        const users = await new ResourceStore(this.db, other, this.businessId, this.all).rows(
          sql`SELECT 1 FROM ${table(other)} WHERE ${sql`${col("business_id")} = ${this.businessId}`} AND ${col(f.name)} = ${id} LIMIT 1`,
        );
        if (users.length) throw new HttpError(409, `This ${this.def.singular ?? "record"} is used in ${other.label}; remove it there first`);
      }
    }
    await this.rows(sql`DELETE FROM ${table(this.def)} WHERE ${this.scope([sql`${col("id")} = ${id}`])}`);
    return row;
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

  /** A unique index that fired in a race becomes the same 400 the pre-check gives. */
  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const { code, constraint } = dbCode(err);
      if (code === "23505") {
        const field = this.def.fields.find((f) => constraint?.includes(`_${f.name}_uniq`));
        throw badRequest(field ? `${labelOf(field)} already exists` : "This record already exists", field?.name);
      }
      throw err;
    }
  }
}
