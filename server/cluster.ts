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

/** A worker that dies this soon after starting counts as a failed start: each one in a row doubles the wait. */
const SHORT_LIFE_MS = 10_000;
const RESTART_FIRST_MS = 200;
const RESTART_MAX_MS = 30_000;

/** The wait before replacing a worker, after `failedStarts` workers in a row died young (a broken start must not spin). */
export function restartDelay(failedStarts: number): number {
  return Math.min(RESTART_FIRST_MS * 2 ** failedStarts, RESTART_MAX_MS);
}

/**
 * The primary of a cluster: forks `workers` copies of this script (each one a whole server: its pool,
 * its SMS sweeper and wallet reconciler, which share the work through SKIP LOCKED), replaces one that
 * dies, whatever killed it, with a backoff, and on SIGTERM/SIGINT passes the signal on and exits once
 * every worker has shut down (each drains and closes as a single server does), or after `shutdownMs`.
 * Those signals are the only way it exits: the restart timers are not unref()'d, because once every
 * worker is gone they are all that keeps the primary (and so the service) alive. The database is
 * migrated once, by the caller, before the workers start.
 */
export function runPrimary(opts: { workers: number; log: Logger; shutdownMs: number }): void {
  const { log } = opts;
  let stopping = false;
  let failed = false;
  let failedStarts = 0;
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
    failedStarts = lived < SHORT_LIFE_MS ? failedStarts + 1 : 0;
    const wait = restartDelay(failedStarts);
    log.error({ pid: worker.process.pid, code, signal, restartInMs: wait }, "worker died; starting another");
    setTimeout(() => !stopping && fork(), wait);
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
