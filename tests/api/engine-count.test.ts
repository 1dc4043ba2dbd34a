import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../resources/registry";
import { defineResource } from "../../resources/types";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { DEFAULT_EXACT_COUNT, setExactCountLimit } from "../../server/engine/count-limit";

/**
 * x-total-count (spec §9 lists page with it): exact up to the count limit (LIST_EXACT_COUNT, here a
 * small one so the tests stay small) past the page's start; past it the planner's estimate for an
 * unfiltered list, "more than" for a filtered one, and x-total-count-kind says which; so a list over a
 * million rows never counts them all. The page and its count are one statement.
 */
const CAP = 50;
const counted = defineResource({
  name: "t_counted",
  module: "galla",
  label: "Counted",
  section: "PAYMENTS",
  routes: { list: "/test/counted" },
  titleField: "name",
  fields: [
    { name: "name", type: "text", required: true, inList: true },
    { name: "status", type: "enum", options: ["active", "left"], filter: true },
  ],
});

let server: TestServer;
let token: string;
let shop: number;

/** Adds `n` rows with the given status to the shop, inside the database (as the bench does). */
async function addRows(n: number, status: string, name = "row") {
  await server.database.db.execute(
    sql.raw(`INSERT INTO r_t_counted (business_id, name, status) SELECT ${shop}, '${name} ' || g, '${status}' FROM generate_series(1, ${n}) g`),
  );
  await server.database.db.execute(sql.raw("ANALYZE r_t_counted"));
}
const list = async (query: string, start = 0, size = 20) => {
  const res = await fetch(`${server.url}/api/b/${shop}/t_counted?_start=${start}&_end=${start + size}${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as { name: string }[];
  return { total: Number(res.headers.get("x-total-count")), kind: res.headers.get("x-total-count-kind"), rows };
};
const totalOf = async (query: string) => (await list(query)).total;

/**
 * The statements the engine built while answering `query`: every statement drizzle runs, by
 * db.execute or named (server/db/named-statements.ts), is prepared through the session first. The
 * gate's own statement was prepared once, before, and is not among them.
 */
async function statementsFor(query: string, start = 0, size = 20): Promise<string[]> {
  const session = (server.database.db as unknown as { session: { prepareQuery: (q: { sql: string }, ...rest: unknown[]) => unknown } }).session;
  const prepareQuery = session.prepareQuery;
  const statements: string[] = [];
  session.prepareQuery = function (q, ...rest) {
    statements.push(q.sql);
    return prepareQuery.call(this, q, ...rest);
  };
  try {
    await list(query, start, size);
  } finally {
    session.prepareQuery = prepareQuery;
  }
  return statements;
}

beforeAll(async () => {
  resources.push(counted);
  server = await startServer({ env: { LIST_EXACT_COUNT: String(CAP) } });
  token = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token })).body.data[0].id;
}, 120_000);
afterAll(async () => {
  resources.splice(resources.indexOf(counted), 1);
  await server?.close();
});

describe("list totals", () => {
  it("are exact up to the limit, with or without a filter or a search, and say so", async () => {
    await addRows(CAP - 10, "active");
    await addRows(10, "left", "gone");
    expect(await list("")).toMatchObject({ total: CAP, kind: "exact" });
    expect(await list("&status=left")).toMatchObject({ total: 10, kind: "exact" });
    expect(await list("&q=gone")).toMatchObject({ total: 10, kind: "exact" });
    expect(await list("&q=gone&status=active")).toMatchObject({ total: 0, kind: "exact" });
  });

  it("of a filter already counted are reused by its other pages and sorts until its table changes", async () => {
    const filter = "&status=left&name_like=gone";
    expect(await statementsFor(filter)).toEqual([expect.stringMatching(/count\(\*\)/)]);
    // Another page and another sort of the same filter: the page alone, its total the kept count.
    const next = await statementsFor(`${filter}&_sort=name&_order=desc`, 0, 5);
    expect(next).toHaveLength(1);
    expect(next[0]).not.toMatch(/count\(\*\)/);
    expect(await list(`${filter}&_sort=name&_order=desc`, 5, 5)).toMatchObject({ total: 10, kind: "exact" });
    // Past the kept count's end no statement is needed at all: the page is empty.
    expect(await statementsFor(filter, 40)).toEqual([]);
    expect(await list(filter, 40)).toMatchObject({ total: 10, kind: "exact", rows: [] });
    // A change to the table (outside the engine) moves its counter: counted again, the new total at once.
    await addRows(2, "left", "gone late");
    expect(await statementsFor(`${filter}&_sort=name`)).toEqual([expect.stringMatching(/count\(\*\)/)]);
    expect(await list(filter, 0, 5)).toMatchObject({ total: 12, kind: "exact" });
    await server.database.db.execute(sql.raw(`DELETE FROM r_t_counted WHERE business_id = ${shop} AND name LIKE 'gone late %'`));
    expect(await list(filter, 0, 5)).toMatchObject({ total: 10, kind: "exact" });
  });

  it("cost one statement for a page never asked before: the page carries its count", async () => {
    const statements = await statementsFor("&status=active&name_like=row 1");
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/count\(\*\)/);
    expect(statements[0]).toMatch(/ORDER BY/);
  });

  it("past the limit: the planner's estimate for the whole list, 'more than' under a filter, exact for a narrow filter", async () => {
    await addRows(5000, "active");
    const whole = await list("");
    const actual = CAP + 5000;
    expect(whole.kind).toBe("estimated");
    expect(whole.total).toBeGreaterThan(CAP);
    // An estimate, not a count: close to the truth after ANALYZE, but not read row by row.
    expect(Math.abs(whole.total - actual) / actual).toBeLessThan(0.2);
    // Filtered past the limit: at least start + limit + 1 rows, so the pager offers the pages up to there.
    expect(await list("&status=active")).toMatchObject({ total: CAP + 1, kind: "more" });
    const deep = await list("&status=active", 200);
    expect(deep).toMatchObject({ total: 200 + CAP + 1, kind: "more" });
    expect(deep.rows).toHaveLength(20);
    // A narrow filter on the same big table is still counted, exactly.
    expect(await list("&status=left")).toMatchObject({ total: 10, kind: "exact" });
    expect(await list("&q=gone")).toMatchObject({ total: 10, kind: "exact" });
  }, 60_000);

  it("the last page of a 'more' list is exact: the rows counted from its start are all there are", async () => {
    const last = await list("&status=active", CAP + 5000 - 10 - 5);
    expect(last).toMatchObject({ total: CAP + 5000 - 10, kind: "exact" });
    expect(last.rows).toHaveLength(5);
    // Past the end: no rows, and the total counted from the page's start, not from the first row.
    expect(await list("&status=active", CAP + 6000)).toMatchObject({ total: CAP + 5000 - 10, kind: "exact", rows: [] });
  });

  it("under a filter or a search, are counted ten pages or 200 rows past the start, whichever is more, up to the limit", async () => {
    // The database's own limit (1,000), as a server runs by default; the whole list is counted to it.
    setExactCountLimit(server.database.db, DEFAULT_EXACT_COUNT);
    try {
      expect(await list("&status=active&name_like=row")).toMatchObject({ total: 201, kind: "more" });
      expect(await list("&q=row", 100)).toMatchObject({ total: 301, kind: "more" });
      expect(await list("&status=active&name_like=row", 0, 50)).toMatchObject({ total: 501, kind: "more" });
      expect(await list("&status=active&name_like=row", 0, 1)).toMatchObject({ total: 201, kind: "more" });
      expect(await list("&status=active&name_like=row", 0, 500)).toMatchObject({ total: 1001, kind: "more" });
      // A filter of fewer rows than that, and the last pages of a long one, are exact.
      expect(await list("&status=left&name_like=gone")).toMatchObject({ total: 10, kind: "exact" });
      expect(await list("&status=active&name_like=row", 5000 + CAP - 10 - 20)).toMatchObject({ total: 5000 + CAP - 10, kind: "exact" });
    } finally {
      setExactCountLimit(server.database.db, CAP);
    }
  });

  it("within the limit are exact on the very next request after a change; past it, the estimate is reused without asking again", async () => {
    // A small total is counted every time: rows added outside the engine show at once.
    await addRows(7, "left", "gone");
    expect(await totalOf("&status=left")).toBe(17);
    // The big total was estimated above: the next pages ask no EXPLAIN, one statement each.
    const statements = await statementsFor("", 40);
    expect(statements.filter((s) => /EXPLAIN/.test(s))).toEqual([]);
    expect(statements).toHaveLength(1);
  });
});
