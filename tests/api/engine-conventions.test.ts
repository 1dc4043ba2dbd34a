import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../resources/registry";
import { defineResource } from "../../resources/types";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { parseListQuery } from "../../server/engine/list-query";
import { selectList } from "../../server/engine/values";

/**
 * The list conventions the issue found broken: sort by the field's type, whole lists without
 * `_end` up to the ceiling, `q` only on text, date-only bounds as whole IST days, repeated operators.
 */
const items = defineResource({
  name: "t_items",
  module: "galla",
  label: "Test items",
  section: "PAYMENTS",
  routes: { list: "/test/items" },
  titleField: "name",
  fields: [
    { name: "name", type: "text", required: true, search: true, sortable: true },
    { name: "price", type: "money", sortable: true, filter: true },
    { name: "qty", type: "number", sortable: true, filter: true },
    { name: "on", type: "date", sortable: true, filter: true },
    { name: "seen_at", type: "datetime", sortable: true, filter: true },
    { name: "status", type: "enum", options: ["present", "absent", "leave", "holiday"], filter: true },
  ],
});
const counts = defineResource({
  name: "t_counts",
  module: "galla",
  label: "Test counts",
  section: "PAYMENTS",
  routes: { list: "/test/counts" },
  titleField: "on",
  fields: [{ name: "on", type: "date" }, { name: "n", type: "number", sortable: true }],
});

let server: TestServer;
let owner: string;
let shop: number;
const list = async (query: string, resource = "t_items") => {
  const res = await server.call("GET", `/api/b/${shop}/${resource}?${query}`, { token: owner });
  return res;
};
const names = async (query: string) => {
  const res = await list(query);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.map((r: { name: string }) => r.name);
};

beforeAll(async () => {
  resources.push(items, counts);
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  const rows = [
    // name, price (₹), qty, date, seen_at (UTC), status
    ["apple", 999, 9, "2026-01-02", "2026-01-14T18:29:59.999Z", "present"], // 23:59:59.999 IST on 14 Jan
    ["Banana", 1499, 70, "2026-01-10", "2026-01-14T18:30:00.000Z", "absent"], // 00:00 IST on 15 Jan
    ["cherry", 4999, 450, "2025-12-31", "2026-01-14T20:00:00.000Z", "leave"], // 01:30 IST on 15 Jan
    ["Date", 18000, 18000, "2026-01-15", "2026-01-15T18:29:59.999Z", "holiday"], // 23:59:59.999 IST on 15 Jan
    ["elder", 450, 1.5, "2026-01-16", "2026-01-15T18:30:00.000Z", "present"], // 00:00 IST on 16 Jan
  ];
  for (const [name, price, qty, on, seen_at, status] of rows) {
    const res = await server.call("POST", `/api/b/${shop}/t_items`, { token: owner, body: { name, price, qty, on, seen_at, status } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(async () => {
  resources.splice(resources.indexOf(items), 2);
  await server?.close();
});

describe("sorting by the field's type", () => {
  it("sorts money and numbers numerically, dates as dates, text by the collation, both directions", async () => {
    expect(await names("_sort=price&_order=asc")).toEqual(["elder", "apple", "Banana", "cherry", "Date"]);
    expect(await names("_sort=price&_order=desc")).toEqual(["Date", "cherry", "Banana", "apple", "elder"]);
    expect(await names("_sort=qty&_order=asc")).toEqual(["elder", "apple", "Banana", "cherry", "Date"]);
    expect(await names("_sort=on&_order=asc")).toEqual(["cherry", "apple", "Banana", "Date", "elder"]);
    // The database's collation (C on PGlite and our PostgreSQL): capitals first.
    expect(await names("_sort=name&_order=asc")).toEqual(["Banana", "Date", "apple", "cherry", "elder"]);
  });

  it("breaks ties by id in the sort's direction", async () => {
    const statuses = (await list("_sort=status&_order=asc")).body as { id: number; status: string }[];
    const present = statuses.filter((r) => r.status === "present").map((r) => r.id);
    expect(present).toEqual([...present].sort((a, b) => a - b));
    const desc = (await list("_sort=status&_order=desc")).body as { id: number; status: string }[];
    const presentDesc = desc.filter((r) => r.status === "present").map((r) => r.id);
    expect(presentDesc).toEqual([...presentDesc].sort((a, b) => b - a));
  });

  it("sorts a declared money field numerically by default (Membership Plans by price)", async () => {
    for (const [name, price] of [["Gold", 4999], ["Silver", 1499], ["Basic", 999]] as const) {
      const res = await server.call("POST", `/api/b/${shop}/membership_plans`, { token: owner, body: { name, duration_months: 1, price, benefits: "x" } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const plans = (await server.call("GET", `/api/b/${shop}/membership_plans`, { token: owner })).body as { price: number }[];
    const prices = plans.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const csv = await (await fetch(`${server.url}/api/b/${shop}/membership_plans/export`, { headers: { authorization: `Bearer ${owner}` } })).text();
    const csvPrices = csv.trim().split("\r\n").slice(1).map((l) => Number(l.split(",")[3]));
    expect(csvPrices).toEqual([...csvPrices].sort((a, b) => a - b));
  });
});

describe("whole lists without _end", () => {
  it("answers every matching row up to 1,000, and 400 naming _end past it", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    const many = await server.database.db.execute(sql`SELECT count(*) FROM r_t_counts`);
    expect(Number((many.rows[0] as { count: number }).count)).toBe(0);
    await server.database.db.execute(
      sql`INSERT INTO r_t_counts (business_id, "on", n) SELECT ${shop}, date '2026-01-01' + (g % 300), g FROM generate_series(1, 1000) g`,
    );
    const thousand = await list("", "t_counts");
    expect(thousand.status).toBe(200);
    expect(thousand.body).toHaveLength(1000);
    await server.database.db.execute(sql`INSERT INTO r_t_counts (business_id, "on", n) VALUES (${shop}, '2026-02-01', 1001)`);
    const past = await list("", "t_counts");
    expect(past.status).toBe(400);
    expect(past.body.field).toBe("_end");
    expect(past.body.message).toMatch(/More than 1,000 Test counts/);
    expect((await list("_start=0&_end=1001", "t_counts")).status).toBe(400);
    expect((await list("_start=0&_end=1000", "t_counts")).body).toHaveLength(1000);
  });

  it("answers every asked id (getMany with more than 10)", async () => {
    const ids = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM r_t_counts ORDER BY id LIMIT 25`)).rows.map((r) => r.id);
    const res = await list(ids.map((id) => `id=${id}`).join("&"), "t_counts");
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(ids);
  });
});

describe("the sort's index", () => {
  it("still serves a typed sort in either direction (business_id, field, id)", async () => {
    await server.database.db.execute(sql`INSERT INTO r_t_counts (business_id, "on", n) SELECT ${shop}, date '2026-03-01', g FROM generate_series(2000, 5000) g`);
    await server.database.db.execute(sql`ANALYZE r_t_counts`);
    for (const order of ["asc", "desc"]) {
      const q = parseListQuery(counts, { _sort: "n", _order: order, _start: "0", _end: "10" }, { paginate: true });
      const plan = await server.database.db.execute(
        sql`EXPLAIN SELECT ${selectList(counts)} FROM r_t_counts WHERE business_id = ${shop} ORDER BY ${q.orderBy} LIMIT 10`,
      );
      const text = plan.rows.map((r) => Object.values(r as object)[0]).join("\n");
      expect(text, text).toMatch(/Index Scan( Backward)? using r_t_counts_n_idx/);
      expect(text, text).not.toMatch(/Sort Key/);
    }
  });
});

describe("q", () => {
  it("searches text fields only, and answers 400 naming q where there are none", async () => {
    expect(await names("q=an")).toEqual(["Banana"]);
    // 450 is a price and a quantity, never matched as text.
    expect(await names("q=450")).toEqual([]);
    const none = await list("q=2026", "t_counts");
    expect(none.status).toBe(400);
    expect(none.body.field).toBe("q");
    const attendance = await server.call("GET", `/api/b/${shop}/staff_attendance?q=present`, { token: owner });
    expect(attendance.status).toBe(400);
    expect(attendance.body.field).toBe("q");
  });
});

describe("date-only bounds on timestamps", () => {
  it("are whole days in IST at both ends", async () => {
    expect(await names("seen_at_gte=2026-01-15&seen_at_lte=2026-01-15&_sort=seen_at&_order=asc")).toEqual(["Banana", "cherry", "Date"]);
    expect(await names("seen_at_lte=2026-01-14")).toEqual(["apple"]);
    expect(await names("seen_at_gte=2026-01-16")).toEqual(["elder"]);
    expect(await names("seen_at=2026-01-15&_sort=seen_at&_order=asc")).toEqual(["Banana", "cherry", "Date"]);
  });
});

describe("repeated operators", () => {
  it("apply every value", async () => {
    expect(await names("status_ne=present&status_ne=absent&_sort=name&_order=asc")).toEqual(["Date", "cherry"]);
    expect(await names("status=present&status=leave&_sort=name&_order=asc")).toEqual(["apple", "cherry", "elder"]);
    expect(await names("price_gte=500&price_gte=1000&price_lte=5000&_sort=price&_order=asc")).toEqual(["Banana", "cherry"]);
    expect(await names("name_like=app&name_like=ban&_sort=name&_order=asc")).toEqual(["Banana", "apple"]);
  });
});
