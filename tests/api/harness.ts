import pg from "pg";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, RouteOptions } from "fastify";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { readConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { buildApp } from "../../server/app";
import { fromSnapshot, prepared } from "./snapshot";

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: this file's database, for a second connection pool (a second server process). */
  databaseUrl?: string;
  /** Signs in through the real OTP flow (sandbox outbox) and returns the token. */
  signIn(mobile: string): Promise<string>;
  /** fetch against the server with JSON in and out. */
  call<T = any>(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for the file and dropped afterwards.
 */
async function freshDatabase(seed: boolean): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const copy = await fromSnapshot(seed);
    if (copy) return { database: copy, drop: async () => {} };
    const database = await openDatabase({ dataDir: "memory://" });
    await prepared(database, seed);
    return { database, drop: async () => {} };
  }
  const name = `galla_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "" });
  await prepared(database, seed);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The pool's connections close asynchronously after pool.end(): wait for them, so FORCE has no
      // session left to terminate (a terminated session still ending raises an uncaught error).
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startServer(
  opts: { seed?: boolean; env?: Record<string, string>; consoleDir?: string; logStream?: { write(line: string): void }; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestServer> {
  const { database, url: databaseUrl, drop } = await freshDatabase(opts.seed !== false);
  // No timer sends appointment reminders in a test server (tests call sweepReminders with their own clock).
  const config = { ...readConfig({ NODE_ENV: "test", BOOKING_REMINDER_SWEEP_MS: "0", ...opts.env }), port: 0 };
  const { app } = await buildApp(config, database, { consoleDir: opts.consoleDir, logStream: opts.logStream, onRoute: opts.onRoute });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  const call: TestServer["call"] = async (method, path, { token, body, headers } = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  const signIn = async (mobile: string) => {
    const sent = await call("POST", "/api/auth/otp", { body: { mobile } });
    if (sent.status !== 200) throw new Error(`otp: ${JSON.stringify(sent.body)}`);
    const outbox = await call("GET", `/api/sandbox/outbox?to=${mobile}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.data[0].text)![1];
    const verified = await call("POST", "/api/auth/verify", { body: { mobile, otp: code } });
    if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
    return verified.body.data.token as string;
  };

  return {
    url,
    app,
    database,
    databaseUrl,
    call,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
