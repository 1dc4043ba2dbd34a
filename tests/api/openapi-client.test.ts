import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import Ajv from "ajv";
import { sql } from "drizzle-orm";
import addFormats from "ajv-formats";
import { startServer, type TestServer } from "./harness";
import { resources } from "../../modules";
import { rowSchemasOf } from "../../contracts/rows";
import { ResourceStore } from "../../server/engine/store";
import { parseListQuery } from "../../server/engine/list-query";

/**
 * A client generated from /api/openapi.json (openapi-typescript, as a partner integrating Galla would
 * make one) must describe what the server really answers: real answers of the main operations are
 * written as values of the generated types and typechecked. A field the document forgets, a wrong
 * type or a missing `null` fails here, naming the operation.
 */
let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), "galla-client-"));
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Typechecks `source` beside the generated `api.ts`; the compiler's complaints, one line each. */
function typecheck(source: string): string[] {
  const file = join(dir, "answers.ts");
  ts.sys.writeFile(file, source);
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : "?";
    return `line ${where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}

const HEADER = `import type { paths } from "./api";
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { "application/json": infer T } } } } ? T : never;
`;

describe("a client generated from the OpenAPI document", () => {
  it("types the real answers of the main operations", async () => {
    const doc = (await server.call("GET", "/api/openapi.json")).body;
    await writeFile(join(dir, "api.ts"), astToString(await openapiTS(doc)));

    const token = await server.signIn("9876543210");
    const get = async (path: string) => {
      const res = await server.call("GET", path, { token });
      expect(res.status, path).toBe(200);
      return res.body;
    };
    const businesses = await get("/api/business/getBusiness");
    const id = businesses.data[0].id as number;
    const staff = await get(`/api/b/${id}/staff?_start=0&_end=5`);
    const products = await get(`/api/b/${id}/products?_start=0&_end=5`);
    const parties = await get(`/api/b/${id}/parties?_start=0&_end=5`);
    // Each resource's own paths type its rows field by field (contracts/rows.ts): a row the server answers must be one.
    expect([staff.length, products.length, parties.length].every((n) => n > 0)).toBe(true);
    // [documented path, method, real answer]
    const answers: [string, string, unknown][] = [
      ["/api/auth/me", "get", await get("/api/auth/me")],
      ["/api/business/getBusiness", "get", businesses],
      [`/api/business/business_balance/{id}`, "get", await get(`/api/business/business_balance/${id}`)],
      ["/api/payments/summary", "get", await get(`/api/payments/summary?business_id=${id}`)],
      ["/api/b/{businessId}/staff", "get", staff],
      ["/api/b/{businessId}/staff/{id}", "get", await get(`/api/b/${id}/staff/${staff[0].id}`)],
      ["/api/b/{businessId}/products", "get", products],
      ["/api/b/{businessId}/products/{id}", "get", await get(`/api/b/${id}/products/${products[0].id}`)],
      ["/api/b/{businessId}/parties", "get", parties],
      ["/api/b/{businessId}/parties/{id}", "get", await get(`/api/b/${id}/parties/${parties[0].id}`)],
      ["/api/sales/{businessId}/{docs}", "get", await get(`/api/sales/${id}/invoices`)],
      ["/api/sales/{businessId}/settings", "get", await get(`/api/sales/${id}/settings`)],
    ];
    const lines = answers.map(([path, method, body], i) => `export const a${i}: Ok<${JSON.stringify(path)}, ${JSON.stringify(method)}> = ${JSON.stringify(body)};`);
    const complaints = typecheck(HEADER + lines.join("\n"));
    expect(complaints.map((c) => `${c} (${answers[Number(/^line (\d+)/.exec(c)?.[1] ?? 0) - 3]?.[0] ?? "?"})`)).toEqual([]);

    // The check can fail: a balance said as text is refused by the generated types.
    const wrong = `export const w: Ok<"/api/business/business_balance/{id}", "get"> = { success: true, wallet: "lots" };`;
    expect(typecheck(HEADER + wrong).length).toBeGreaterThan(0);

    // A row is typed field by field: one without a declared field, or with a field of the wrong type, is refused.
    const { phone: _gone, ...noPhone } = staff[0];
    const salaryAsText = { ...staff[0], salary: String(staff[0].salary) };
    const stockAsText = { ...products[0], stock: "many" };
    for (const [what, row, path] of [
      ["staff without phone", noPhone, "/api/b/{businessId}/staff/{id}"],
      ["staff salary as text", salaryAsText, "/api/b/{businessId}/staff/{id}"],
      ["a product's stock as text", stockAsText, "/api/b/{businessId}/products/{id}"],
    ] as const) {
      expect(typecheck(`${HEADER}export const w: Ok<${JSON.stringify(path)}, "get"> = ${JSON.stringify(row)};`).length, what).toBeGreaterThan(0);
    }
  }, 180_000);

  it("serialises rows that are what each resource's row schema says, before the serialiser could paper over a difference", async () => {
    // The answers are written by the row schema (fast-json-stringify), which would turn a null where the
    // schema says string into "": so the rows as the store reads them from the seeded database are checked.
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const businesses = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM businesses ORDER BY id`)).rows;
    const wrong: string[] = [];
    let checked = 0;
    for (const { id } of businesses) {
      for (const def of resources) {
        const store = new ResourceStore(server.database.db, def, id);
        const { rows } = await store.list(parseListQuery(def, {}, { paginate: false }));
        const validate = ajv.getSchema(`${def.name}-row`) ?? (ajv.addSchema({ ...rowSchemasOf(def).row, $id: `${def.name}-row` }), ajv.getSchema(`${def.name}-row`)!);
        for (const row of rows.length ? [await store.described(rows[0]), ...rows.slice(1)] : []) {
          checked++;
          if (!validate(row)) wrong.push(`${def.name} ${row.id}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  }, 180_000);
});
