import { afterAll, beforeAll, describe, expect, it } from "vitest";
import axios from "axios";
import { sql } from "drizzle-orm";
import simpleRest from "@refinedev/simple-rest";
import type { CrudFilter, DataProvider } from "@refinedev/core";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../modules";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { passesMasterIdRule } from "../../resources/access-policy";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { isScalar, isTextual } from "../../server/engine/naming";

/**
 * The UNMODIFIED @refinedev/simple-rest client (the installed package, an axios instance with the
 * bearer token) over every declared resource: every scalar field sorted both ways, every filter
 * operator on every filterable field, getMany with 25 ids, pagination off, and create / getOne /
 * update / deleteOne. Each answer is checked against a computation over the full list.
 */
type Row = Record<string, unknown> & { id: number };

let server: TestServer;
let owner: string;
let shops: { id: number; masterId: number }[];
/** Per resource: the business with its rows, and that business's client. */
const picked = new Map<string, { shop: number; client: DataProvider }>();
const ROWS_AT_LEAST = 30;

const clientFor = (shop: number): DataProvider => {
  const http = axios.create({ headers: { authorization: `Bearer ${owner}` } });
  return simpleRest(`${server.url}/api/b/${shop}`, http);
};

/** The ordering the API promises: by the field's type, nulls last going up (first going down), then id the same way. */
function compare(field: FieldDef | undefined, order: "asc" | "desc") {
  const sign = order === "asc" ? 1 : -1;
  const key = field?.name ?? "id";
  return (a: Row, b: Row) => {
    const x = a[key];
    const y = b[key];
    let c = 0;
    if (x === null || x === undefined || y === null || y === undefined) c = x === y || (x == null && y == null) ? 0 : x == null ? 1 : -1;
    else if (typeof x === "number" && typeof y === "number") c = x - y;
    else if (typeof x === "boolean") c = Number(x) - Number(y);
    else c = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0; // C collation: code units
    return (c !== 0 ? c : a.id - b.id) * sign;
  };
}

/** An independent filter over the full list, as the API documents each operator. */
function matches(field: FieldDef, op: string, value: unknown, row: Row): boolean {
  const v = row[field.name];
  switch (op) {
    case "eq":
      return v !== null && String(v) === String(value);
    case "ne":
      return v === null || String(v) !== String(value);
    case "gte":
      return v !== null && (typeof v === "number" ? v >= Number(value) : String(v) >= String(value));
    case "lte":
      return v !== null && (typeof v === "number" ? v <= Number(value) : String(v) <= String(value));
    case "contains":
      return v !== null && String(v).toLowerCase().includes(String(value).toLowerCase());
    default:
      throw new Error(op);
  }
}

/** Fields a list sorts and filters by; masked ones (account numbers) are no keys (tests/api/staff-account-mask.test.ts). */
const scalarFields = (def: ResourceDef) => def.fields.filter((f) => isScalar(f) && !f.masked && f.type !== "image" && f.type !== "file");

/**
 * Copies of the demo rows, so every resource has enough rows for getMany and paging. Unique values are made
 * unique, and copies of a resource that may not overlap (noOverlap) take a value its rule lets overlap (a
 * cancelled booking), so the database's exclusion constraint takes them.
 */
async function multiply(def: ResourceDef, shop: number, copies: number) {
  const cols = def.fields.map((f) => f.name);
  const [spareField, spareValues] = Object.entries(def.noOverlap?.unless ?? {})[0] ?? [];
  const exprs = def.fields.map((f) => {
    const c = sql.identifier(f.name);
    if (f.name === spareField && spareValues?.length) return sql`${String(spareValues[0])}`;
    if (!f.unique) return sql`${c}`;
    if (f.type === "phone") return sql`('6' || lpad(((t.id * 1000 + g) % 1000000000)::text, 9, '0'))`;
    if (f.type === "enum") return sql`NULL`;
    return sql`(${c} || ' ' || t.id || '-' || g)`;
  });
  await server.database.db.execute(
    sql`INSERT INTO ${sql.identifier(`r_${def.name}`)} (business_id, ${sql.join(cols.map((c) => sql.identifier(c)), sql`, `)})
        SELECT business_id, ${sql.join(exprs, sql`, `)} FROM ${sql.identifier(`r_${def.name}`)} t, generate_series(1, ${copies}) g WHERE business_id = ${shop}`,
  );
}

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data as Record<string, unknown>[];
  shops = businesses.map((b) => ({ id: Number(b.id), masterId: Number(b.business_master_id ?? b.businessMasterId) }));
  // Every module active, so every resource can be written.
  await server.database.db.execute(sql`UPDATE subscriptions SET expires_at = now() + interval '1 year'`);
  for (const def of resources) {
    let best: { shop: number; n: number } | undefined;
    for (const shop of shops.filter((s) => passesMasterIdRule(def, s.masterId))) {
      const [{ n }] = (await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(`r_${def.name}`)} WHERE business_id = ${shop.id}`)).rows;
      if (!best || Number(n) > best.n) best = { shop: shop.id, n: Number(n) };
    }
    if (!best) continue;
    if (best.n > 0 && best.n < ROWS_AT_LEAST) await multiply(def, best.shop, Math.ceil(ROWS_AT_LEAST / best.n));
    picked.set(def.name, { shop: best.shop, client: clientFor(best.shop) });
  }
}, 120_000);
afterAll(async () => server?.close());

const fullList = async (def: ResourceDef) =>
  (await picked.get(def.name)!.client.getList({ resource: def.name, pagination: { mode: "off" } })).data as Row[];

describe("@refinedev/simple-rest over every declared resource", () => {
  it("every resource is served with enough rows", () => {
    const thin = resources.filter((d) => !picked.has(d.name));
    expect(thin.map((d) => d.name)).toEqual([]);
  });

  for (const def of resources) {
    describe(def.name, () => {
      it("pagination off answers the whole list; pages and getMany with 25 ids match it", async () => {
        const { shop, client } = picked.get(def.name)!;
        const all = await fullList(def);
        const inDb = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM ${sql.identifier(`r_${def.name}`)} WHERE business_id = ${shop}`)).rows.map((r) => Number(r.id));
        expect(all.map((r) => r.id).sort((a, b) => a - b)).toEqual(inDb.sort((a, b) => a - b));
        if (all.length === 0) return;
        const page = await client.getList({ resource: def.name, pagination: { currentPage: 2, pageSize: 7 } });
        expect(page.total).toBe(all.length);
        expect(page.data).toEqual(all.slice(7, 14));
        const ids = all.slice(0, 25).map((r) => r.id);
        const many = await client.getMany!({ resource: def.name, ids });
        expect(many.data.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual([...ids].sort((a, b) => a - b));
      });

      it("sorts by every field both ways, by the field's type with id breaking ties", async () => {
        const { client } = picked.get(def.name)!;
        const all = await fullList(def);
        for (const field of [...scalarFields(def), undefined]) {
          for (const order of ["asc", "desc"] as const) {
            const res = await client.getList({ resource: def.name, pagination: { mode: "off" }, sorters: [{ field: field?.name ?? "id", order }] });
            const expected = [...all].sort(compare(field, order)).map((r) => r.id);
            expect(res.data.map((r) => r.id), `${def.name} by ${field?.name ?? "id"} ${order}`).toEqual(expected);
          }
        }
      });

      it("applies every filter operator as documented", async () => {
        const { client } = picked.get(def.name)!;
        const all = await fullList(def);
        if (all.length === 0) return;
        const fields = scalarFields(def).filter((f) => f.filter || f.type === "relation" || f.sortable);
        for (const field of fields) {
          const present = all.map((r) => r[field.name]).filter((v) => v !== null && v !== undefined && v !== "");
          if (present.length === 0) continue;
          const value = present[Math.floor(present.length / 2)];
          const ops: CrudFilter["operator"][] = ["eq", "ne"];
          if (isTextual(field) && field.type !== "enum") ops.push("contains");
          if (!isTextual(field) && field.type !== "boolean") ops.push("gte", "lte");
          for (const operator of ops) {
            const probe = operator === "contains" ? String(value).slice(1, 4) : value;
            const res = await client.getList({
              resource: def.name,
              pagination: { mode: "off" },
              sorters: [{ field: "id", order: "asc" }],
              filters: [{ field: field.name, operator, value: probe } as CrudFilter],
            });
            const expected = all.filter((r) => matches(field, operator === "contains" ? "contains" : operator, probe, r)).map((r) => r.id).sort((a, b) => a - b);
            expect(res.data.map((r) => r.id), `${def.name}.${field.name} ${operator} ${String(probe)}`).toEqual(expected);
          }
        }
        // Refine's "in" (repeated equality) and a "q" search where the resource has text to search.
        const some = all.slice(0, 3).map((r) => r.id);
        const inIds = await client.getList({ resource: def.name, pagination: { mode: "off" }, filters: [{ field: "id", operator: "in", value: some }] });
        expect(inIds.data.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual([...some].sort((a, b) => a - b));
      });

      if (!def.readOnly) {
        it("creates, reads, updates and deletes through the client", async () => {
          const { client } = picked.get(def.name)!;
          const all = await fullList(def);
          if (all.length === 0) return;
          if (def.singleton) return; // one row per business: a copy is refused (tests/api/appointments-availability covers it)
          const source = all[0];
          const body: Record<string, unknown> = {};
          for (const f of def.fields.filter((x) => !x.readOnly)) body[f.name] = source[f.name];
          for (const f of def.fields.filter((x) => x.unique && !x.readOnly)) {
            const n = Date.now() % 100000;
            if (f.type === "phone") body[f.name] = `9${String(n).padStart(9, "7")}`;
            else if (f.type === "enum") body[f.name] = f.options!.find((o) => !all.some((r) => r[f.name] === o));
            else if (/^\d{10,}$/.test(String(source[f.name]))) body[f.name] = String(source[f.name]).slice(0, -5) + String(n).padStart(5, "0");
            else if (/^[A-Z]+$/.test(String(source[f.name]))) body[f.name] = "QZX";
            else body[f.name] = `${source[f.name]} (copy)`;
          }
          if (def.fields.some((f) => f.unique && f.type === "enum") && Object.values(body).includes(undefined)) return; // every option taken
          // A copy of a row that may not overlap (noOverlap) takes a value its rule lets overlap, as multiply's copies do.
          const [spareField, spareValues] = Object.entries(def.noOverlap?.unless ?? {})[0] ?? [];
          if (spareField && spareValues?.length) body[spareField] = spareValues[0];
          const created = await client.create({ resource: def.name, variables: body });
          const id = created.data.id as number;
          expect((await client.getOne({ resource: def.name, id })).data).toMatchObject({ id, version: 1 });
          const updated = await client.update({ resource: def.name, id, variables: { ...body, version: 1 } });
          expect(updated.data).toMatchObject({ id, version: 2 });
          await expect(client.update({ resource: def.name, id, variables: { version: 1 } })).rejects.toMatchObject({ response: { status: 409 } });
          expect((await client.deleteOne({ resource: def.name, id })).data).toMatchObject({ id });
          await expect(client.getOne({ resource: def.name, id })).rejects.toMatchObject({ response: { status: 404 } });
        });
      }
    });
  }
});
