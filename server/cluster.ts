import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/**
 * WEB_CONCURRENCY: how many server processes `npm start` runs (node:cluster), sharing one port.
 * Default 1. Several need PostgreSQL: PGlite is one database inside one process.
 */
export function webConcurrency(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got ${JSON.stringify(raw)})`);
  return n;
}

/** A worker that dies this soon after starting is restarted after RESTART_SLOW_MS, so a broken start does not spin. */
const SHORT_LIFE_MS = 10_000;
const RESTART_FAST_MS = 200;
const RESTART_SLOW_MS = 5_000;

/**
 * The primary of a cluster: forks `workers` copies of this script (each one a whole server: its pool,
 * its SMS sweeper and wallet reconciler, which share the work through SKIP LOCKED), restarts one that
 * dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker has shut down (each
 * drains and closes as a single server does), or after `shutdownMs`. The database is migrated once,
 * by the caller, before the workers start.
 */
export function runPrimary(opts: { workers: number; log: Logger; shutdownMs: number }): void {
  const { log } = opts;
  let stopping = false;
  let failed = false;
  const bornAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    bornAt.set(worker.id, Date.now());
    return worker;
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0);
    bornAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (bornAt.size === 0) {
        log.info("all workers shut down");
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    const wait = lived < SHORT_LIFE_MS ? RESTART_SLOW_MS : RESTART_FAST_MS;
    log.error({ pid: worker.process.pid, code, signal, restartInMs: wait }, "worker died; starting another");
    setTimeout(() => !stopping && fork(), wait).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: bornAt.size }, "shutting down the workers");
    setTimeout(() => {
      log.error("workers still running after the deadline; exiting anyway");
      process.exit(1);
    }, opts.shutdownMs).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (bornAt.size === 0) process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal));
  log.info({ workers: opts.workers }, "starting server workers (WEB_CONCURRENCY)");
  for (let i = 0; i < opts.workers; i++) fork();
}
