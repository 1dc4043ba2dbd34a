import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../resources/registry";
import { defineResource } from "../../resources/types";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * A resource declared only here, in the test: the engine must give it a table, an API in
 * simple-rest's conventions and validation, with no other code.
 */
const suppliers = defineResource({
  name: "t_suppliers",
  module: "sales_and_purchase",
  label: "Test suppliers",
  singular: "Test supplier",
  section: "SALES & PURCHASE",
  routes: { list: "/test/suppliers", show: "/test/suppliers/:id", create: "/test/suppliers/create", edit: "/test/suppliers/:id/edit" },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, inList: true, search: true, sortable: true },
    { name: "code", type: "text", unique: true, rules: [{ kind: "pattern", pattern: "^[A-Z]{3}-\\d{3}$", message: "Code looks like ABC-123" }] },
    { name: "gstin", type: "gstin", label: "GSTIN" },
    { name: "mobile", type: "phone" },
    { name: "credit_limit", type: "money", filter: true },
    { name: "rating", type: "number", filter: true, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 5 }] },
    { name: "since", type: "date", filter: true },
    { name: "status", type: "enum", options: ["active", "blocked"], default: "active", filter: true },
    { name: "agreed", type: "boolean", rules: [{ kind: "checked" }] },
    { name: "items", type: "subrecords", fields: [{ name: "item", type: "text", required: true }, { name: "rate", type: "money" }] },
  ],
});
const deliveries = defineResource({
  name: "t_deliveries",
  module: "sales_and_purchase",
  label: "Test deliveries",
  section: "SALES & PURCHASE",
  routes: { list: "/test/deliveries" },
  titleField: "note",
  fields: [
    { name: "note", type: "text", required: true },
    { name: "supplier_id", type: "relation", relation: { resource: "t_suppliers", labelField: "name" }, required: true },
  ],
});

let server: TestServer;
let owner: string;
let other: string;
let shop: number;
let othersShop: number;
const base = () => `/api/b/${shop}/t_suppliers`;

beforeAll(async () => {
  resources.push(suppliers, deliveries);
  server = await startServer();
  owner = await server.signIn(DEMO_OWNER_MOBILE);
  other = await server.signIn(SECOND_OWNER_MOBILE);
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  othersShop = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
});
afterAll(async () => {
  resources.splice(resources.indexOf(suppliers), 2);
  await server?.close();
});

const good = { name: "Gupta Traders", code: "GUP-001", gstin: "27AAPFU0939F1ZV", mobile: "+91 98220 12345", credit_limit: 25000.5, rating: 4, since: "2024-04-01", agreed: true, items: [{ item: "Atta 10kg", rate: 420.25 }] };

describe("a resource declared only in a test", () => {
  it("gets its table with typed columns and indexes", async () => {
    const cols = await server.database.db.execute<{ column_name: string; data_type: string }>(
      sql`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'r_t_suppliers'`,
    );
    const types = Object.fromEntries(cols.rows.map((r) => [r.column_name, r.data_type]));
    expect(types).toMatchObject({ id: "integer", business_id: "integer", credit_limit: "bigint", since: "date", items: "jsonb", agreed: "boolean", rating: "double precision" });
    const idx = await server.database.db.execute<{ indexname: string; indexdef: string }>(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'r_t_suppliers'`);
    const defs = idx.rows.map((r) => r.indexdef).join("\n");
    expect(defs).toMatch(/UNIQUE INDEX r_t_suppliers_code_uniq .*\(business_id, code\)/);
    expect(defs).toMatch(/r_t_suppliers_credit_limit_idx .*\(business_id, credit_limit, id\)/);
    expect(defs).toMatch(/UNIQUE INDEX r_t_suppliers_business_idx .*\(business_id, id\)/);
  });

  it("creates, reads, updates and deletes with money in rupees (paise in the table)", async () => {
    const created = await server.call("POST", base(), { token: owner, body: good });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Gupta Traders", mobile: "9822012345", credit_limit: 25000.5, status: "active", since: "2024-04-01", items: [{ item: "Atta 10kg", rate: 420.25 }] });
    const id = created.body.id;
    const [stored] = (await server.database.db.execute<{ credit_limit: number; items: { rate: number }[] }>(sql`SELECT credit_limit, items FROM r_t_suppliers WHERE id = ${id}`)).rows;
    expect(Number(stored.credit_limit)).toBe(2500050);
    expect(stored.items[0].rate).toBe(42025);

    expect((await server.call("GET", `${base()}/${id}`, { token: owner })).body).toMatchObject({ id, code: "GUP-001" });
    const patched = await server.call("PATCH", `${base()}/${id}`, { token: owner, body: { credit_limit: 30000, status: "blocked" } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ credit_limit: 30000, status: "blocked", name: "Gupta Traders" });
    const removed = await server.call("DELETE", `${base()}/${id}`, { token: owner });
    expect(removed.status).toBe(200);
    expect((await server.call("GET", `${base()}/${id}`, { token: owner })).status).toBe(404);
  });

  it("lists with simple-rest pagination, sort, filters, search and x-total-count", async () => {
    const names = ["Anand Stores", "Balaji Agencies", "Chawla Brothers", "Desai Distributors", "Eknath Wholesale"];
    for (const [i, name] of names.entries()) {
      const res = await server.call("POST", base(), { token: owner, body: { name, credit_limit: (i + 1) * 1000, rating: i + 1, since: `2025-0${i + 1}-15`, agreed: true } });
      expect(res.status).toBe(201);
    }
    const res = await fetch(`${server.url}${base()}?_start=1&_end=3&_sort=name&_order=desc`, { headers: { authorization: `Bearer ${owner}` } });
    expect(res.headers.get("x-total-count")).toBe("5");
    expect(res.headers.get("access-control-expose-headers")).toMatch(/x-total-count/i);
    expect(((await res.json()) as { name: string }[]).map((r) => r.name)).toEqual(["Desai Distributors", "Chawla Brothers"]);

    const list = async (query: string) => (await server.call("GET", `${base()}?${query}`, { token: owner })).body.map((r: { name: string }) => r.name);
    expect(await list("credit_limit_gte=2000&credit_limit_lte=3000")).toEqual(["Balaji Agencies", "Chawla Brothers"]);
    expect(await list("since_gte=2025-04-01")).toEqual(["Desai Distributors", "Eknath Wholesale"]);
    expect(await list("name_like=agen")).toEqual(["Balaji Agencies"]);
    expect(await list("q=brother")).toEqual(["Chawla Brothers"]);
    expect(await list("rating=1&rating=5")).toEqual(["Anand Stores", "Eknath Wholesale"]);
    expect(await list("status_ne=active")).toEqual([]);
    // the default sort is the declaration's (name ascending)
    expect((await list(""))[0]).toBe("Anand Stores");
  });

  it("refuses bad list parameters with 400 naming the key", async () => {
    for (const [query, field] of [["colour=red", "colour"], ["rating=abc", "rating"], ["since_gte=15-01-2025", "since_gte"], ["_sort=nope", "_sort"], ["_start=0&_end=5000", "_end"]]) {
      const res = await server.call("GET", `${base()}?${query}`, { token: owner });
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });

  it("validates on the server from the declaration: 400 naming the field, nothing stored", async () => {
    const before = (await server.call("GET", `${base()}?_start=0&_end=100`, { token: owner })).body.length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...good, name: "" }, "name", /Name is required/],
      [{ ...good, code: "gup1" }, "code", /^Code looks like ABC-123$/],
      [{ ...good, agreed: false }, "agreed", /^must be checked$/],
      [{ ...good, gstin: "27AAPFU0939F1ZA" }, "gstin", /a character is mistyped/],
      [{ ...good, mobile: "12345" }, "mobile", /mobile/],
      [{ ...good, rating: 9 }, "rating", /at most 5/],
      [{ ...good, credit_limit: 10.555 }, "credit_limit", /two decimals/],
      [{ ...good, since: "2025-02-30" }, "since", /date/],
      [{ ...good, status: "gone" }, "status", /one of active, blocked/],
      [{ ...good, items: [{ rate: 5 }] }, "items", /row 1: Item is required/],
      [{ ...good, colour: "red" }, "colour", /not a field/],
    ];
    for (const [body, field, message] of cases) {
      const res = await server.call("POST", base(), { token: owner, body });
      expect(res.status, field).toBe(400);
      expect(res.body.field, field).toBe(field);
      expect(res.body.message, field).toMatch(message);
      expect(res.body.errors[field], field).toBeDefined();
    }
    expect((await server.call("GET", `${base()}?_start=0&_end=100`, { token: owner })).body.length).toBe(before);
  });

  it("keeps unique values unique within a business only", async () => {
    expect((await server.call("POST", base(), { token: owner, body: { ...good, code: "DUP-001" } })).status).toBe(201);
    const again = await server.call("POST", base(), { token: owner, body: { ...good, code: "DUP-001" } });
    expect(again).toMatchObject({ status: 400, body: { field: "code" } });
    expect((await server.call("POST", `/api/b/${othersShop}/t_suppliers`, { token: other, body: { ...good, code: "DUP-001" } })).status).toBe(201);
  });

  it("checks relations within the business, labels them, and refuses deleting a row in use", async () => {
    const mine = (await server.call("POST", base(), { token: owner, body: { ...good, code: "REL-001" } })).body.id;
    const theirs = (await server.call("POST", `/api/b/${othersShop}/t_suppliers`, { token: other, body: { ...good, code: "REL-002" } })).body.id;
    const foreign = await server.call("POST", `/api/b/${shop}/t_deliveries`, { token: owner, body: { note: "x", supplier_id: theirs } });
    expect(foreign).toMatchObject({ status: 400, body: { field: "supplier_id" } });
    const ok = await server.call("POST", `/api/b/${shop}/t_deliveries`, { token: owner, body: { note: "Monday", supplier_id: mine } });
    expect(ok.status).toBe(201);
    expect(ok.body._labels).toEqual({ supplier_id: "Gupta Traders" });
    expect((await server.call("DELETE", `${base()}/${mine}`, { token: owner })).status).toBe(409);
  });

  it("exports the filtered list as CSV with rupees and safe cells", async () => {
    await server.call("POST", base(), { token: owner, body: { ...good, name: "=HYPERLINK(\"x\")", code: "CSV-001", credit_limit: 1234.5 } });
    const res = await fetch(`${server.url}${base()}/export?credit_limit=1234.5`, { headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // The byte-order mark Excel needs for ₹ (fetch's text() would strip it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toMatch(/^Id,Name,Code,GSTIN,Mobile,Credit Limit \(₹\)/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain("1234.50");
  });

  it("answers 404 for another business, an unknown resource or id", async () => {
    expect((await server.call("GET", `/api/b/${othersShop}/t_suppliers`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", `/api/b/${shop}/nothing_here`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", `${base()}/abc`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", base())).status).toBe(401);
  });
});
