// The HTTP load generator, on its own thread: the server under test runs in the bench's main
// thread, so the client must not share its event loop (it would slow the server it measures).
// Plain JS so it starts without the TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

const { url, headers, connections, duration, method, body } = workerData;
const times = [];
let non2xx = 0;
const instance = autocannon({ url, headers, connections, duration, method, body }, (err, result) => {
  if (err) {
    parentPort.postMessage({ error: String(err) });
    return;
  }
  // autocannon's histogram keeps whole milliseconds; loopback answers in a fraction of one, so the
  // percentiles come from the exact per-response times collected below.
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
});
instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  else non2xx++;
});
