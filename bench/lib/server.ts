import type { FastifyInstance } from "fastify";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { buildApp } from "../../server/app";
import { readConfig } from "../../server/config";
import type { Database } from "../../server/db/client";

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server, in this process, on loopback and a free port: the same buildApp the product
 * runs, with sandbox providers and logging off (a log line per request would be measured too).
 */
export async function startBenchServer(database: Database, opts: { consoleDir?: string } = {}): Promise<RunningServer> {
  const config = { ...readConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), port: 0, host: "127.0.0.1" };
  const { app } = await buildApp(config, database, { consoleDir: opts.consoleDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

/** GET with a bearer token; the status and parsed body (or text), for checking an endpoint before loading it. */
export async function probe(url: string, token: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the report
  }
  return { status: res.status, body, headers: res.headers };
}
