import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { Validator } from "@seriousme/openapi-schema-validator";
import { startServer, type TestServer } from "./harness";

/**
 * Every /api route is registered through the declaration (server/http/route.ts): a route added with a
 * plain app.get/app.post has no access rule or schemas and fails here, by name.
 */
const routes: RouteOptions[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ seed: false, onRoute: (route) => routes.push(route) });
}, 180_000);
afterAll(async () => server?.close());

const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== "HEAD");
const api = () => routes.filter((r) => r.url.startsWith("/api") && methodsOf(r).length > 0);
/** POSTs that carry nothing but their URL (the console sends no body). */
const NO_BODY = new Set(["POST /api/sales/:businessId/:docs/:id/cancel", "POST /api/auth/refresh", "POST /api/auth/logout-all", "POST /api/m/:businessId/tickets/:id/close", "POST /api/sandbox/upi/requests/:id/approve", "POST /api/sandbox/upi/requests/:id/decline"]);

describe("every API route declares who may call it and what it takes and returns", () => {
  it("registers the whole API (a sanity floor: the sweep below must not be empty-handed)", () => {
    expect(api().length).toBeGreaterThanOrEqual(70);
  });

  it("has an access rule, a 2xx response schema, params for its path and a body schema for writes", () => {
    const missing: string[] = [];
    for (const r of api()) {
      for (const method of methodsOf(r)) {
        const name = `${method} ${r.url}`;
        const schema = (r.schema ?? {}) as { params?: unknown; body?: unknown; response?: Record<string, unknown> };
        // A method a path does not take (server/engine/methods.ts) answers only 405: it takes and returns nothing else.
        const only405 = Object.keys(schema.response ?? {}).filter((k) => !/^[45]xx$/.test(k)).join() === "405";
        if (only405) {
          if (!r.config || !(r.config as { access?: unknown }).access) missing.push(`${name}: no access rule`);
          continue;
        }
        if (!r.config || !(r.config as { access?: unknown }).access) missing.push(`${name}: no access rule`);
        if (!Object.keys(schema.response ?? {}).some((k) => /^2/.test(k))) missing.push(`${name}: no 2xx response schema`);
        if (r.url.includes(":") && !schema.params) missing.push(`${name}: no params schema`);
        if (["POST", "PUT", "PATCH"].includes(method) && !schema.body && !NO_BODY.has(name)) missing.push(`${name}: no body schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("is in /api/openapi.json, a valid OpenAPI 3.1 document", async () => {
    const res = await server.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const absent: string[] = [];
    for (const r of api()) {
      if ((r.schema as { hide?: boolean } | undefined)?.hide) continue; // the 405-only answers (server/engine/methods.ts)
      const path = r.url.replace(/:([A-Za-z_]+)/g, "{$1}");
      for (const method of methodsOf(r)) if (!doc.paths?.[path]?.[method.toLowerCase()]) absent.push(`${method} ${r.url}`);
    }
    expect(absent).toEqual([]);
    // Signed-in operations say how: the session bearer token.
    expect(doc.paths["/api/payments/summary"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/payments/summary"].get.description).toMatch(/galla/);
    // A route that answers JSON or CSV says both, each with its own schema (GSTR-1 with format=csv).
    const gstr1 = doc.paths["/api/b/{businessId}/gst/gstr1"].get.responses["200"].content;
    expect(Object.keys(gstr1).sort()).toEqual(["application/json", "text/csv"]);
    expect(gstr1["text/csv"].schema.type).toBe("string");
    expect(Object.keys(doc.paths["/api/b/{businessId}/gst/gstr3b/file"].get.responses["200"].content)).toEqual(["application/json"]);
  });

  it("names every operation once, readably; says when one needs no session; declares only the parameters its path has", async () => {
    const doc = (await server.call("GET", "/api/openapi.json")).body as {
      servers?: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.servers?.[0]?.url).toBe("/");
    const ids = new Map<string, string>();
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.operationId || !/^[a-z][A-Za-z0-9]{2,60}$/.test(op.operationId)) wrong.push(`${where}: operationId ${op.operationId}`);
        else if (ids.has(op.operationId)) wrong.push(`${where}: operationId ${op.operationId} also names ${ids.get(op.operationId)}`);
        else ids.set(op.operationId, where);
        if (!Array.isArray(op.security)) wrong.push(`${where}: no security (public operations say [])`);
        for (const p of op.parameters ?? []) if (p.in === "path" && !path.includes(`{${p.name}}`)) wrong.push(`${where}: path parameter ${p.name} is not in the path`);
      }
    }
    expect(wrong).toEqual([]);
    expect(doc.paths["/api/health"].get.security).toEqual([]);
    expect(doc.paths["/api/business/business_balance/{id}"].get.operationId).toBe("getBusinessBalance");
    // Each declared resource has its own paths and names (server/engine/routes.ts): listStaff, getStaffRow, createStaffRow.
    expect(doc.paths["/api/b/{businessId}/staff"].get.operationId).toBe("listStaff");
    expect(doc.paths["/api/b/{businessId}/staff/{id}"].patch.operationId).toBe("updateStaffRow");
    // The generic `:resource` paths answer only names no resource has: not operations a client can use.
    expect(doc.paths["/api/b/{businessId}/{resource}"]).toBeUndefined();
  });

  it("declares the headers a list and a row answer carry, and their 304", async () => {
    type Response = { headers?: Record<string, { schema?: { type?: string; enum?: string[] } }> };
    const doc = (await server.call("GET", "/api/openapi.json")).body as { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };
    const list = doc.paths["/api/b/{businessId}/staff"].get.responses;
    expect(Object.keys(list["200"].headers ?? {}).sort()).toEqual(["etag", "x-total-count", "x-total-count-kind"]);
    expect(list["200"].headers!["x-total-count-kind"].schema?.enum).toEqual(["exact", "estimated", "more"]);
    expect(Object.keys(list["304"].headers ?? {})).toEqual(["etag"]);
    const row = doc.paths["/api/b/{businessId}/staff/{id}"].get.responses;
    expect(Object.keys(row["200"].headers ?? {})).toEqual(["etag"]);
    expect(Object.keys(row["304"].headers ?? {})).toEqual(["etag"]);
  });

  it("has a readable docs page built from the document, with no assets from elsewhere", async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("/api/business/updateWalletAmount");
    expect(html).toContain("Access: Member of the business (body.business_id) with write on galla");
    // A resource's rows are named and spelled out, field by field.
    expect(html).toContain("<code>StaffRow</code>");
    expect(html).toContain("{ id: integer, full_name: string | null, phone: string | null, email: string | null,");
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });

  it("answers JSON 404 for an unknown /api path", async () => {
    for (const path of ["/api/nope", "/api/business/nope/deeper", "/api"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/application\/json/);
    }
  });
});
