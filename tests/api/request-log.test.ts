import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";

/**
 * One log line per request (server/http/logging.ts): Fastify's two lines per request cost more than
 * half of a trivial route. The line keeps what an operator needs: the request id, method, path,
 * status and time; the query string stays masked.
 */
let server: TestServer;
afterAll(() => server?.close());

describe("request log", () => {
  it("writes one line per request with its id, method, masked path, status and time", { timeout: 60_000 }, async () => {
    const lines: string[] = [];
    server = await startServer({ seed: false, env: { LOG_LEVEL: "info" }, logStream: { write: (line) => void lines.push(line) } });
    const ok = await fetch(`${server.url}/api/health?probe=9876543210`, { headers: { "x-request-id": "req-ok-1" } });
    expect(ok.status).toBe(200);
    const missing = await fetch(`${server.url}/api/auth/me`, { headers: { "x-request-id": "req-401-1" } });
    expect(missing.status).toBe(401);

    const parsed = lines.flatMap((l) => l.trim().split("\n")).map((l) => JSON.parse(l) as Record<string, any>);
    const of = (id: string) => parsed.filter((l) => l.reqId === id);
    expect(of("req-ok-1")).toHaveLength(1);
    expect(of("req-ok-1")[0]).toMatchObject({ msg: "request completed", statusCode: 200, req: { method: "GET", url: "/api/health?…" } });
    expect(typeof of("req-ok-1")[0].ms).toBe("number");
    expect(of("req-401-1")).toEqual([expect.objectContaining({ msg: "request completed", statusCode: 401 })]);
    expect(parsed.some((l) => l.msg === "incoming request")).toBe(false);
    expect(lines.join("")).not.toMatch(/9876543210/);
  });
});
