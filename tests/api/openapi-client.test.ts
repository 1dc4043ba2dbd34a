import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { startServer, type TestServer } from "./harness";

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
    // [documented path, method, real answer]
    const answers: [string, string, unknown][] = [
      ["/api/auth/me", "get", await get("/api/auth/me")],
      ["/api/business/getBusiness", "get", businesses],
      [`/api/business/business_balance/{id}`, "get", await get(`/api/business/business_balance/${id}`)],
      ["/api/payments/summary", "get", await get(`/api/payments/summary?business_id=${id}`)],
      ["/api/b/{businessId}/{resource}", "get", staff],
      ["/api/b/{businessId}/{resource}/{id}", "get", await get(`/api/b/${id}/staff/${staff[0].id}`)],
      ["/api/sales/{businessId}/{docs}", "get", await get(`/api/sales/${id}/invoices`)],
      ["/api/sales/{businessId}/settings", "get", await get(`/api/sales/${id}/settings`)],
    ];
    const lines = answers.map(([path, method, body], i) => `export const a${i}: Ok<${JSON.stringify(path)}, ${JSON.stringify(method)}> = ${JSON.stringify(body)};`);
    const complaints = typecheck(HEADER + lines.join("\n"));
    expect(complaints.map((c) => `${c} (${answers[Number(/^line (\d+)/.exec(c)?.[1] ?? 0) - 3]?.[0] ?? "?"})`)).toEqual([]);

    // The check can fail: a balance said as text is refused by the generated types.
    const wrong = `export const w: Ok<"/api/business/business_balance/{id}", "get"> = { success: true, wallet: "lots" };`;
    expect(typecheck(HEADER + wrong).length).toBeGreaterThan(0);
  });
});
