import { Worker } from "node:worker_threads";

/** One bounded autocannon round: exact p50/p99 in ms over the 2xx responses, and requests per second. */
export interface Round {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  /** Seconds per round. */
  duration: number;
  method?: string;
  body?: string;
}

/** Runs one round in a worker thread (so the in-process server keeps its own event loop). */
export function loadRound(opts: LoadOptions): Promise<Round> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load-worker.mjs", import.meta.url), {
      workerData: { connections: 10, method: "GET", ...opts },
    });
    worker.once("message", (m: Round & { error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once("error", reject);
  });
}

/** Median and spread (min–max) of one number over several rounds. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const s = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!s.length) return { median: NaN, min: NaN, max: NaN };
  const mid = Math.floor(s.length / 2);
  return { median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2, min: s[0], max: s[s.length - 1] };
}

export interface Figure {
  rounds: Round[];
  p50: Spread;
  p99: Spread;
  rps: Spread;
  /** Responses that were not 2xx, over all rounds: a figure with failures is reported, not trusted. */
  non2xx: number;
  errors: number;
}

/** `rounds` rounds of the same load, summarised as median and spread. */
export async function measure(opts: LoadOptions, rounds: number): Promise<Figure> {
  return measureWith(() => loadRound(opts), rounds);
}

/** `rounds` rounds of any load (HTTP, raw SQL), summarised the same way. */
export async function measureWith(round: () => Promise<Round>, rounds: number): Promise<Figure> {
  const done: Round[] = [];
  for (let i = 0; i < rounds; i++) done.push(await round());
  return {
    rounds: done,
    p50: spread(done.map((r) => r.p50)),
    p99: spread(done.map((r) => r.p99)),
    rps: spread(done.map((r) => r.rps)),
    non2xx: done.reduce((s, r) => s + r.non2xx, 0),
    errors: done.reduce((s, r) => s + r.errors + r.timeouts, 0),
  };
}

/** A round whose requests each ask another path: `template` with {n} counted up from `first`, or `paths` in turn. */
export function variedRound(opts: { url: string; headers?: Record<string, string>; connections?: number; duration?: number; amount?: number; template?: string; paths?: (string | { path: string; token: string })[]; first?: number; span?: number }): Promise<Round> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./varied-worker.mjs", import.meta.url), { workerData: { connections: 10, ...opts } });
    worker.once("message", (m: Round & { error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once("error", reject);
  });
}
