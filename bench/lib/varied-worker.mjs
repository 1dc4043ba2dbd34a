// The HTTP load generator for rounds whose every request asks a different path: `template` with
// {n} replaced by a counter (from `first`), or `paths` taken in turn. On its own thread, like
// load-worker.mjs, with the same exact per-response times.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

const { url, headers, connections, duration, amount, template, paths, first, span } = workerData;
let k = 0;
// {n}: first, first + 1, … and round again after `span` values (long after the server's kept pages let go of them).
// A path may come with its own bearer token ({ path, token }): each request then asks as another owner.
const next = (req) => {
  if (!paths) return { ...req, path: template.replaceAll("{n}", String((first ?? 0) + (k++ % (span ?? Number.MAX_SAFE_INTEGER)))) };
  const p = paths[k++ % paths.length];
  return typeof p === "string" ? { ...req, path: p } : { ...req, path: p.path, headers: { ...req.headers, authorization: `Bearer ${p.token}` } };
};
const times = [];
let non2xx = 0;
const instance = autocannon(
  { url, headers, connections, ...(amount ? { amount } : { duration }), requests: [{ method: "GET", setupRequest: next }] },
  (err, result) => {
    if (err) {
      parentPort.postMessage({ error: String(err) });
      return;
    }
    const sorted = Float64Array.from(times).sort();
    const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
    parentPort.postMessage({
      requests: sorted.length,
      seconds: result.duration,
      rps: sorted.length / result.duration,
      p50: at(0.5),
      p99: at(0.99),
      max: sorted.length ? sorted[sorted.length - 1] : NaN,
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  },
);
instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  else non2xx++;
});
