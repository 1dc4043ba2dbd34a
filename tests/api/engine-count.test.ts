import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../modules";
import { defineResource } from "../../resources/types";
import { EXACT_COUNT_CAP } from "../../server/engine/store";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * x-total-count (spec §9 lists page with it): exact up to EXACT_COUNT_CAP, the planner's estimate
 * above, so a list over a million rows never counts them all.
 */
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
async function addRows(n: number, status: string) {
  await server.database.db.execute(
    sql.raw(`INSERT INTO r_t_counted (business_id, name, status) SELECT ${shop}, 'row ' || g, '${status}' FROM generate_series(1, ${n}) g`),
  );
  await server.database.db.execute(sql.raw("ANALYZE r_t_counted"));
}
const totalOf = async (query: string) => {
  const res = await fetch(`${server.url}/api/b/${shop}/t_counted?_start=0&_end=20${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Number(res.headers.get("x-total-count"));
};

/** The text of a drizzle SQL object (its literal chunks), to see which statements a request ran. */
const sqlText = (query: unknown) =>
  ((query as { queryChunks?: { value?: string[] }[] }).queryChunks ?? []).map((c) => (Array.isArray(c.value) ? c.value.join("") : "")).join("");

/** Whether answering the list made the database count rows (rather than only plan the query). */
async function countedRows(query: string): Promise<boolean> {
  const db = server.database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  const execute = db.execute;
  let counted = false;
  db.execute = function (q: unknown) {
    if (/count\(\*\)/.test(sqlText(q))) counted = true;
    return execute.call(this, q);
  };
  try {
    await totalOf(query);
  } finally {
    db.execute = execute;
  }
  return counted;
}

beforeAll(async () => {
  resources.push(counted);
  server = await startServer();
  token = await server.signIn(DEMO_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token })).body.data[0].id;
}, 120_000);
afterAll(async () => {
  resources.splice(resources.indexOf(counted), 1);
  await server?.close();
});

describe("list totals", () => {
  it("are exact up to the cap, with or without a filter", async () => {
    await addRows(EXACT_COUNT_CAP - 100, "active");
    await addRows(100, "left");
    expect(await totalOf("")).toBe(EXACT_COUNT_CAP);
    expect(await totalOf("&status=left")).toBe(100);
  });

  it("past the cap are the planner's estimate, never reported as at or below the cap", async () => {
    await addRows(150_000, "active");
    const total = await totalOf("");
    const actual = EXACT_COUNT_CAP + 150_000;
    expect(total).toBeGreaterThan(EXACT_COUNT_CAP);
    // An estimate, not a count: close to the truth after ANALYZE, but not read row by row.
    expect(Math.abs(total - actual) / actual).toBeLessThan(0.2);
    // Far past the cap nothing is counted; a narrow filter on the same big table still is, exactly.
    expect(await countedRows("")).toBe(false);
    expect(await countedRows("&status=left")).toBe(true);
    expect(await totalOf("&status=left")).toBe(100);
  }, 120_000);

  it("within the cap are exact on the very next request after a change; past it, reused without asking the database again", async () => {
    // A small total is counted every time: rows added outside the engine show at once.
    await addRows(7, "left");
    expect(await totalOf("&status=left")).toBe(107);
    // The big total was cached by the test above: the next pages ask neither count nor EXPLAIN.
    const db = server.database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
    const execute = db.execute;
    const statements: string[] = [];
    db.execute = function (q: unknown) {
      statements.push(sqlText(q));
      return execute.call(this, q);
    };
    try {
      expect(await totalOf("")).toBeGreaterThan(EXACT_COUNT_CAP);
    } finally {
      db.execute = execute;
    }
    expect(statements.filter((s) => /count\(\*\)|EXPLAIN/.test(s))).toEqual([]);
    expect(statements.filter((s) => /^SELECT/.test(s.trim()))).toHaveLength(1); // the page itself
  });
});
