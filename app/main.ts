import { fileURLToPath } from "node:url";
import { join } from "node:path";
import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import pino from "pino";
// The composition root: the modules are handed to the server before anything is built.
import "./server";
import { assertProvidersConfigured, readConfig, type Config } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { buildApp } from "../server/app";
import { buildConsole } from "../server/build-console";
import { seedDemo } from "../server/seed/demo";
import { prepareDatabase } from "../server/db/prepare";
import { runPrimary, webConcurrency } from "../server/cluster";

const rootDir = fileURLToPath(new URL("..", import.meta.url));
/** SIGTERM to exit: in-flight requests get this long to finish, less a margin for closing the pool. */
const SHUTDOWN_MS = 10_000;
/** How long keep-alive clients get to receive a `Connection: close` answer before the server closes. */
const DRAIN_MS = 1000;

/**
 * One server process. `prepared`: the cluster's primary already built the console, migrated and
 * seeded (a worker of WEB_CONCURRENCY > 1), so this process only serves.
 */
async function start(config: Config, prepared: boolean): Promise<{ app: FastifyInstance; database: Database; drain: () => void }> {
  if (config.serveConsole && !prepared) await buildConsole(rootDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (!prepared) {
    await migrate(database);
    await prepareDatabase(database);
  }
  const { app, drain } = await buildApp(config, database, { consoleDir: config.serveConsole ? join(rootDir, "dist") : undefined });
  if (!prepared && config.seed && (await seedDemo(database.db))) app.log.info("seeded demo data (sign in as 9876543210)");
  await app.listen({ port: config.port, host: config.host });
  return { app, database, drain };
}

/** What one start does once, before the cluster's workers serve: the console, migrations, demo data. */
async function prepareOnce(config: Config, log: pino.Logger): Promise<void> {
  if (config.serveConsole) await buildConsole(rootDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    await prepareDatabase(database);
    if (config.seed && (await seedDemo(database.db))) log.info("seeded demo data (sign in as 9876543210)");
  } finally {
    await database.close();
  }
}

/**
 * Stops taking work and exits within SHUTDOWN_MS: for DRAIN_MS new requests get 503 and every answer
 * closes its connection (server/http/draining.ts); then the server closes, requests in flight finish,
 * keep-alive connections close as soon as they are idle (otherwise Node waits out the 72 s keep-alive),
 * onClose hooks stop the reconciler, and the pool closes.
 */
function stopOnSignals(app: FastifyInstance, database: Database, drain: () => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    setTimeout(() => {
      app.log.error("shutdown: requests still running after the deadline; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_MS - 1000).unref();
    drain();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(idleSweep);
      await database.close();
      app.log.info({ ms: Date.now() - startedAt }, "shut down");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));
}

try {
  const config = readConfig();
  assertProvidersConfigured(config);
  const workers = cluster.isPrimary ? webConcurrency(process.env.WEB_CONCURRENCY) : 1;
  if (cluster.isPrimary && workers > 1 && config.databaseUrl) {
    const log = pino({ level: config.logLevel });
    await prepareOnce(config, log);
    runPrimary({ workers, log, shutdownMs: SHUTDOWN_MS });
  } else {
    if (workers > 1) console.warn(`galla: WEB_CONCURRENCY=${workers} needs PostgreSQL (DATABASE_URL): PGlite runs inside one process, so one server process starts`);
    const { app, database, drain } = await start(config, cluster.isWorker);
    stopOnSignals(app, database, drain);
  }
} catch (err) {
  // A configuration or database problem at start: one clear line, not a stack trace.
  console.error(`galla: cannot start: ${(err as Error).message}`);
  process.exit(1);
}
