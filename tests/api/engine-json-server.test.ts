import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import type { Server } from "node:http";
import { startServer, type TestServer } from "./harness";
import { resourceByName } from "../../modules";
import type { FieldDef } from "../../resources/types";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { isScalar, isTextual } from "../../server/engine/naming";

/**
 * The same rows served by json-server 0.17.4 (simple-rest's reference server) and by the engine,
 * the same queries to both. Where the answers differ on purpose, the test says so here and the
 * README lists the same differences ("Differences from json-server"):
 *
 * 1. Ties in a descending sort: the engine breaks them by id descending (one index scan serves the
 *    page); json-server keeps them in insertion order. Compared: the sequence of sorted values, and
 *    the ids exactly when ascending.
 * 2. `field_ne` keeps rows with no value (json-server drops them).
 * 3. Repeated `field_gte` / `field_lte` apply every bound (json-server: any one of them).
 * 4. `field_like` is a case-insensitive substring, not a regular expression.
 * 5. `q` searches the declared text fields only, never numbers or dates (json-server: every value).
 * 6. Without `_end` the engine still sends `x-total-count`, and answers 400 past 1,000 rows.
 * 7. An unknown filter key is a 400 naming it (json-server ignores it).
 */
const require = createRequire(import.meta.url);
const jsonServer = require("json-server") as {
  create(): { use(...h: unknown[]): void; listen(port: number, cb: () => void): Server };
  router(db: object): unknown;
  defaults(opts: object): unknown[];
};

const RESOURCES = ["membership_plans", "staff", "hotel_bookings", "reviews", "inquiries", "leaves", "appointments", "products"].map((n) => [n] as const);

type Row = Record<string, unknown> & { id: number };
let server: TestServer;
let reference: Server;
let referenceUrl: string;
let owner: string;
const shopOf = new Map<string, number>();

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  const businesses = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data as Record<string, unknown>[];
  const db: Record<string, Row[]> = {};
  for (const [name] of RESOURCES) {
    // The owner's business with the most rows of it.
    let rows: Row[] = [];
    for (const b of businesses) {
      const res = await server.call("GET", `/api/b/${b.id}/${name}?_sort=id&_order=asc`, { token: owner });
      if (res.status === 200 && res.body.length > rows.length) [rows] = [res.body as Row[], shopOf.set(name, Number(b.id))];
    }
    expect(rows.length, name).toBeGreaterThan(2);
    db[name] = rows.map(({ _labels, ...row }) => row as Row);
  }
  const app = jsonServer.create();
  app.use(...jsonServer.defaults({ logger: false, noCors: true }));
  app.use(jsonServer.router(db));
  await new Promise<void>((resolve) => {
    reference = app.listen(0, resolve);
  });
  referenceUrl = `http://127.0.0.1:${(reference.address() as { port: number }).port}`;
});
afterAll(async () => {
  reference?.close();
  await server?.close();
});

async function both(name: string, query: string) {
  const ours = await fetch(`${server.url}/api/b/${shopOf.get(name)}/${name}?${query}`, { headers: { authorization: `Bearer ${owner}` } });
  const theirs = await fetch(`${referenceUrl}/${name}?${query}`);
  expect(ours.status, `${name}?${query}: ${ours.status === 200 ? "" : await ours.clone().text()}`).toBe(200);
  return {
    ours: ((await ours.json()) as Row[]).map(({ _labels, ...r }) => r as Row),
    theirs: (await theirs.json()) as Row[],
    total: [ours.headers.get("x-total-count"), theirs.headers.get("x-total-count")],
  };
}

const ids = (rows: Row[]) => rows.map((r) => r.id);
/** Masked fields (account numbers) are no sort or filter keys (tests/api/staff-account-mask.test.ts). */
const fieldsOf = (name: string) => resourceByName(name)!.fields.filter((f) => isScalar(f) && !f.masked && f.type !== "image" && f.type !== "file");

describe("the engine and json-server 0.17.4 on the same rows", () => {
  it("sort every field both ways, whole and paged (difference 1 for descending ties)", async () => {
    let compared = 0;
    for (const [name] of RESOURCES) {
      for (const f of fieldsOf(name)) {
        for (const order of ["asc", "desc"]) {
          for (const page of ["", "&_start=2&_end=7"]) {
            const { ours, theirs, total } = await both(name, `_sort=${f.name}&_order=${order}${page}`);
            const label = `${name} ${f.name} ${order}${page}`;
            expect(ours.map((r) => r[f.name] ?? null), label).toEqual(theirs.map((r) => r[f.name] ?? null));
            if (order === "asc") expect(ids(ours), label).toEqual(ids(theirs));
            if (page) expect(total[0], label).toBe(total[1]);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("filter by equality, repeated equality, gte, lte and getMany alike", async () => {
    for (const [name] of RESOURCES) {
      const all = (await both(name, "_sort=id&_order=asc")).theirs;
      for (const f of fieldsOf(name) as FieldDef[]) {
        const values = [...new Set(all.map((r) => r[f.name]).filter((v) => v !== null && v !== undefined && v !== ""))];
        if (values.length === 0) continue;
        const [a, b] = [values[0], values[Math.floor(values.length / 2)]];
        const queries = [`${f.name}=${encodeURIComponent(String(a))}`, `${f.name}=${encodeURIComponent(String(a))}&${f.name}=${encodeURIComponent(String(b))}`];
        if (!isTextual(f) && f.type !== "boolean") queries.push(`${f.name}_gte=${encodeURIComponent(String(b))}`, `${f.name}_lte=${encodeURIComponent(String(b))}`);
        // Difference 2: only where every row has a value does _ne agree.
        if (all.every((r) => r[f.name] !== null && r[f.name] !== undefined)) queries.push(`${f.name}_ne=${encodeURIComponent(String(a))}`);
        for (const q of queries) {
          const { ours, theirs } = await both(name, `${q}&_sort=id&_order=asc`);
          expect(ids(ours), `${name}?${q}`).toEqual(ids(theirs));
        }
      }
      const some = ids(all).filter((_, i) => i % 2 === 0);
      const many = await both(name, some.map((id) => `id=${id}`).join("&"));
      expect(ids(many.ours).sort((x, y) => x - y)).toEqual(ids(many.theirs).sort((x, y) => x - y));
    }
  });

  it("differ where the README says they do", async () => {
    // 3: repeated bounds — the engine applies both, json-server either.
    const plans = await both("membership_plans", "price_gte=500&price_gte=2000&_sort=id&_order=asc");
    expect(plans.ours.every((r) => Number(r.price) >= 2000)).toBe(true);
    expect(plans.theirs.some((r) => Number(r.price) < 2000)).toBe(true);
    // 4: _like is text, not a pattern: "." matches a dot only.
    const dot = await both("reviews", "customer_name_like=.&_sort=id&_order=asc");
    expect(dot.ours.length).toBeLessThan(dot.theirs.length);
    // 5: q never matches a number.
    const price = String((await both("membership_plans", "_sort=id&_order=asc")).theirs[0].price);
    const q = await both("membership_plans", `q=${price}`);
    expect(q.ours).toEqual([]);
    expect(q.theirs.length).toBeGreaterThan(0);
    // 6: a whole list still carries its total.
    const whole = await both("reviews", "");
    expect(whole.total[0]).toBe(String(whole.ours.length));
    expect(whole.total[1]).toBeNull();
  });
});
