import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";

/**
 * One log line per request (server/http/logging.ts): Fastify's two lines per request cost more than
 * half of a trivial route. The line keeps what an operator needs: the request id, method, path,
 * status and time; the query string stays masked. At LOG_LEVEL=debug every request has it; at info
 * (the default) only failures and slow requests do: a line per request was a fifth of a list page's CPU.
 */
let server: TestServer;
afterAll(() => server?.close());

describe("request log", () => {
  it("writes one line per request with its id, method, masked path, status and time at debug", { timeout: 60_000 }, async () => {
    const lines: string[] = [];
    server = await startServer({ seed: false, env: { LOG_LEVEL: "debug" }, logStream: { write: (line) => void lines.push(line) } });
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

  it("at info, writes only failures and slow requests", { timeout: 60_000 }, async () => {
    await server?.close();
    const lines: string[] = [];
    server = await startServer({ seed: false, env: { LOG_LEVEL: "info", SLOW_REQUEST_MS: "60000" }, logStream: { write: (line) => void lines.push(line) } });
    const parsed = () => lines.flatMap((l) => l.trim().split("\n")).map((l) => JSON.parse(l) as Record<string, any>);
    expect((await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "info-ok" } })).status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { "x-request-id": "info-401" } })).status).toBe(401);
    // A failing query: the table behind the business categories is gone for a moment.
    await server.database.exec("ALTER TABLE business_masters RENAME TO business_masters_gone");
    const failed = await fetch(`${server.url}/api/business/masters`, { headers: { "x-request-id": "info-500" } });
    await server.database.exec("ALTER TABLE business_masters_gone RENAME TO business_masters");
    expect(failed.status).toBe(500);
    const of = (id: string) => parsed().filter((l) => l.reqId === id);
    expect(of("info-ok")).toEqual([]);
    expect(of("info-401")).toEqual([]);
    expect(of("info-500").some((l) => l.statusCode === 500 && l.level >= 50)).toBe(true);
  });

  it("at info, writes a slow request at warn with its time", { timeout: 60_000 }, async () => {
    await server?.close();
    const lines: string[] = [];
    // Every request takes at least 0 ms: with SLOW_REQUEST_MS at its least (1 ms), one that reads the database is slow.
    server = await startServer({ seed: false, env: { LOG_LEVEL: "info", SLOW_REQUEST_MS: "1" }, logStream: { write: (line) => void lines.push(line) } });
    let slow: Record<string, any> | undefined;
    for (let i = 0; i < 20 && !slow; i++) {
      await fetch(`${server.url}/api/business/masters`, { headers: { "x-request-id": `slow-${i}` } });
      slow = lines.flatMap((l) => l.trim().split("\n")).map((l) => JSON.parse(l) as Record<string, any>).find((l) => String(l.reqId).startsWith("slow-"));
    }
    expect(slow).toMatchObject({ level: 40, slow: true, statusCode: 200, req: { url: "/api/business/masters" } });
    expect(slow!.ms).toBeGreaterThanOrEqual(1);
  });
});
