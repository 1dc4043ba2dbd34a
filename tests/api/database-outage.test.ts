import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { openDatabase } from "../../server/db/client";
import { buildApp } from "../../server/app";
import { readConfig } from "../../server/config";
import { spawnServer } from "./child-server";

/** A TCP server that accepts connections and never says a word: the worst database to depend on. */
async function blackHole(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/galla`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function cuttableProxy(target: URL): Promise<{ port: number; cut: () => void; restore: () => void; close: () => Promise<void> }> {
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore: () => void (up = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("a database that accepts and never answers", { timeout: 120_000 }, () => {
  it("fails to open within PG_CONNECT_TIMEOUT_MS, naming where it tried (not the password)", async () => {
    const hole = await blackHole();
    cleanups.push(hole.close);
    process.env.PG_CONNECT_TIMEOUT_MS = "800";
    const started = Date.now();
    try {
      const error = await openDatabase({ url: hole.url.replace("postgres@", "postgres:s3cret@"), dataDir: "" }).catch((e: Error) => e);
      expect((error as Error).message).toMatch(/Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/galla within 0\.8 s/);
      expect((error as Error).message).not.toMatch(/s3cret/);
    } finally {
      delete process.env.PG_CONNECT_TIMEOUT_MS;
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("stops `npm start` with one clear line instead of hanging", async () => {
    const hole = await blackHole();
    cleanups.push(hole.close);
    const child = spawnServer({ DATABASE_URL: hole.url, PG_CONNECT_TIMEOUT_MS: "1000" });
    cleanups.push(async () => child.child.kill("SIGKILL"));
    expect(await child.exited).toBe(1);
    expect(child.output()).toMatch(/^galla: cannot start: Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/galla within 1 s/m);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL going away mid-run", { timeout: 120_000 }, () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it("answers 503 with Retry-After while it is unreachable, stays alive, and recovers", async () => {
    server = await startServer({ seed: false });
    const token = await server.signIn("7400000001");
    // A second app on the same database, reached through a proxy the test can cut.
    const { rows } = await server.database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    const target = new URL(process.env.DATABASE_URL!);
    const proxy = await cuttableProxy(target);
    cleanups.push(proxy.close);
    const url = new URL(target);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${rows[0].name}`;
    process.env.PG_CONNECT_TIMEOUT_MS = "1000";
    const database = await openDatabase({ url: url.toString(), dataDir: "" }).finally(() => delete process.env.PG_CONNECT_TIMEOUT_MS);
    const { app } = await buildApp({ ...readConfig({ NODE_ENV: "test" }), port: 0 }, database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const get = (path: string) => fetch(base + path, { headers: { authorization: `Bearer ${token}` } });

    expect((await get("/api/auth/me")).status).toBe(200);
    expect((await get("/api/health/ready")).status).toBe(200);

    proxy.cut();
    const during = await get("/api/auth/me");
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("5");
    expect(await during.json()).toEqual({ success: false, message: "Galla is briefly unavailable. Please try again in a moment." });
    const ready = await get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect((await get("/api/health")).status).toBe(200);

    proxy.restore();
    expect((await get("/api/auth/me")).status).toBe(200);
    expect((await get("/api/health/ready")).status).toBe(200);
  });
});

describe("logs", { timeout: 60_000 }, () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it("hold no SQL parameters, database details, query strings or bodies, even for a failing query", async () => {
    const lines: string[] = [];
    // debug: every request gets a line (at info only failures and slow ones do), so the query string is seen redacted.
    server = await startServer({ seed: false, env: { LOG_LEVEL: "debug" }, logStream: { write: (line) => void lines.push(line) } });
    await server.call("GET", "/api/sandbox/outbox?to=9876543210");
    // Break the table behind sign-in codes: the INSERT fails with the number and the code's hash input as parameters.
    await server.database.exec("ALTER TABLE otp_codes RENAME TO otp_codes_gone");
    const failed = await server.call("POST", "/api/auth/otp", { body: { mobile: "9876543210" } });
    await server.database.exec("ALTER TABLE otp_codes_gone RENAME TO otp_codes");
    expect(failed.status).toBe(500);
    const log = lines.join("");
    expect(log).toMatch(/unhandled error/);
    expect(log).toMatch(/otp_codes/); // the SQL text and table stay: they say what failed
    expect(log).toMatch(/\/api\/sandbox\/outbox\?…/);
    expect(log).not.toMatch(/9876543210|98765|params/);
  });
});
