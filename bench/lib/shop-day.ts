import http from "node:http";
import type { Shop } from "./shop-data";

/**
 * The shop-day: people of 1,000 shops using the console, as bench/shop-day.md describes and defends.
 * Each simulated person signs in once (a session made up front), then loops: think, pick an action
 * by its weight, run it (the requests the console sends for it; the dashboard's three at once),
 * record each request's time. People are owners first (one per shop), then staff (three per shop);
 * staff do not open the dashboard or the wallet. Steps add people until p99 passes 100 ms.
 */

export interface DayStep {
  actors: number;
  seconds: number;
  actionsPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The kind of request with the worst p99, and it. */
  worst: string;
  errors: number;
  /** The failed requests by kind and status ("create invoice 403": 12; status 0: no answer). */
  failed: Record<string, number>;
  /** PostgreSQL backends' CPU / (server processes' + backends'), over the step. */
  dbShare: number;
  byKind: Record<string, { n: number; p50: number; p99: number }>;
}

/** Mean think time between two actions of one person, and its bounds (exponential, clipped). */
export const THINK_MEAN_MS = 5000;
const THINK_MIN_MS = 500;
const THINK_MAX_MS = 30_000;

type Act = (c: Ctx) => Promise<void>;
interface Ctx {
  shop: Shop;
  staff: boolean;
  req: (kind: string, method: string, path: string, body?: unknown) => Promise<unknown>;
  rnd: () => number;
}

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const pick = <T>(list: T[], r: number) => list[Math.floor(r * list.length) % list.length];
const SEARCHES = ["a", "sh", "ra", "pri", "item 0", "customer 01", "kumar", "an"];

/** The day's mix: [weight, who may do it, action]. Weights are per cent of actions (see shop-day.md). */
export const MIX: [number, "owner" | "all", string, Act][] = [
  [15, "owner", "dashboard", async (c) => {
    await Promise.all([
      c.req("getBusiness", "GET", `/api/business/getBusiness?business_id=${c.shop.id}&type=subscription`),
      c.req("business_balance", "GET", `/api/business/business_balance/${c.shop.id}`),
      c.req("payments summary", "GET", `/api/payments/summary?business_id=${c.shop.id}`),
    ]);
  }],
  [12, "all", "staff list, a page of the first ten", async (c) => {
    const start = Math.floor(c.rnd() * 10) * 20;
    await c.req("list staff", "GET", `/api/b/${c.shop.id}/staff?_start=${start}&_end=${start + 20}&_sort=full_name&_order=asc`);
  }],
  [8, "all", "staff list, filtered", async (c) => {
    await c.req("list staff filtered", "GET", `/api/b/${c.shop.id}/staff?_start=0&_end=20&status=${pick(["active", "on_leave", "left"], c.rnd())}&salary_type=${pick(["monthly", "daily"], c.rnd())}`);
  }],
  [10, "all", "products, searched", async (c) => {
    await c.req("search products", "GET", `/api/b/${c.shop.id}/products?_start=0&_end=20&q=${encodeURIComponent(pick(SEARCHES, c.rnd()))}`);
  }],
  [8, "all", "parties, a page", async (c) => {
    const start = Math.floor(c.rnd() * 2) * 20;
    await c.req("list parties", "GET", `/api/b/${c.shop.id}/parties?_start=${start}&_end=${start + 20}&_sort=name&_order=asc`);
  }],
  [10, "all", "invoices, a page", async (c) => {
    const start = Math.floor(c.rnd() * 5) * 20;
    await c.req("list invoices", "GET", `/api/sales/${c.shop.id}/invoices?_start=${start}&_end=${start + 20}`);
  }],
  [8, "owner", "QR payments, a page", async (c) => {
    await c.req("list QR payments", "GET", `/api/payments/qr-payments?business_id=${c.shop.id}&page=${1 + Math.floor(c.rnd() * 3)}&page_size=20`);
  }],
  [12, "all", "invoice created (half paid at once)", async (c) => {
    if (!c.shop.products.length || !c.shop.parties.length) return;
    const lines = Array.from({ length: 1 + Math.floor(c.rnd() * 3) }, () => {
      const at = Math.floor(c.rnd() * c.shop.products.length);
      return { product_id: c.shop.products[at], qty: 1 + Math.floor(c.rnd() * 4), rate: 50 + Math.floor(c.rnd() * 500), gst_rate: c.shop.productRates[at] };
    });
    const paid = c.rnd() < 0.5;
    await c.req("create invoice", "POST", `/api/sales/${c.shop.id}/invoices`, { payment_type: paid ? "cash" : "credit", date: today(), party_id: pick(c.shop.parties, c.rnd()), lines });
  }],
  [6, "all", "payment received from a customer", async (c) => {
    if (!c.shop.parties.length) return;
    await c.req("payment in", "POST", `/api/sales/${c.shop.id}/payments/in`, { party_id: pick(c.shop.parties, c.rnd()), date: today(), amount: 100 + Math.floor(c.rnd() * 400), mode: "upi" });
  }],
  [6, "all", "one product opened", async (c) => {
    if (!c.shop.products.length) return;
    await c.req("get product", "GET", `/api/b/${c.shop.id}/products/${pick(c.shop.products, c.rnd())}`);
  }],
  [5, "owner", "sales report, this month", async (c) => {
    await c.req("sales report", "GET", `/api/sales/${c.shop.id}/reports/sales?from=${monthStart()}&to=${today()}`);
  }],
];

/** How many requests failed, by what they were and how (a bench that hides why it errs proves little). */
function countFailed(samples: { kind: string; ok: boolean; status?: number }[]): Record<string, number> {
  const failed: Record<string, number> = {};
  for (const s of samples) {
    if (s.ok) continue;
    const key = `${s.kind} ${s.status ?? 0}`;
    failed[key] = (failed[key] ?? 0) + 1;
  }
  return failed;
}

/** A step's errors as its log line and the results table say them: "3: create invoice 400 ×3", or 0. */
export const describeErrors = (step: Pick<DayStep, "errors" | "failed">) =>
  step.errors ? `${step.errors}: ${Object.entries(step.failed).map(([kind, n]) => `${kind} ×${n}`).join(", ")}` : "0";

export async function runShopDay(opts: {
  url: string;
  shops: Shop[];
  tokenOf: (userId: number) => string;
  steps: number[];
  stepSeconds: number;
  cpu: () => Promise<{ server: number; db: number }>;
  log: (m: string) => void;
}): Promise<DayStep[]> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  // People: every shop's owner, then its staff, interleaved so each step spreads over all shops.
  const people: { shop: Shop; userId: number; staff: boolean }[] = [];
  for (const s of opts.shops) people.push({ shop: s, userId: s.ownerId, staff: false });
  for (let k = 0; k < Math.max(...opts.shops.map((s) => s.staffIds.length)); k++)
    for (const s of opts.shops) if (s.staffIds[k]) people.push({ shop: s, userId: s.staffIds[k], staff: true });

  let samples: { kind: string; ms: number; ok: boolean; status?: number }[] = [];
  let actions = 0;
  const call = (token: string, kind: string, method: string, path: string, body?: unknown) =>
    new Promise<void>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const t0 = performance.now();
      const r = http.request(
        { host: target.hostname, port: target.port, method, path, agent, headers: { authorization: `Bearer ${token}`, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}) } },
        (res) => {
          res.resume();
          res.on("end", () => {
            samples.push({ kind, ms: performance.now() - t0, ok: (res.statusCode ?? 500) < 400, status: res.statusCode });
            resolve();
          });
        },
      );
      r.on("error", () => {
        samples.push({ kind, ms: performance.now() - t0, ok: false });
        resolve();
      });
      r.end(payload);
    });

  const totalWeight = (staff: boolean) => MIX.filter((m) => !staff || m[1] === "all").reduce((s, m) => s + m[0], 0);
  const choose = (staff: boolean, r: number) => {
    let x = r * totalWeight(staff);
    for (const m of MIX) {
      if (staff && m[1] !== "all") continue;
      if ((x -= m[0]) < 0) return m[3];
    }
    return MIX[MIX.length - 1][3];
  };
  const think = (r: number) => Math.min(THINK_MAX_MS, Math.max(THINK_MIN_MS, -Math.log(1 - r) * THINK_MEAN_MS));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  let running = 0;
  let stopAll = false;
  const person = async (p: (typeof people)[number], seed: number) => {
    let state = seed;
    const rnd = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    const token = opts.tokenOf(p.userId);
    const ctx: Ctx = { shop: p.shop, staff: p.staff, rnd, req: (kind, method, path, body) => call(token, kind, method, path, body) };
    // Arrive spread over the first think time, not all at once.
    await sleep(rnd() * THINK_MEAN_MS);
    while (!stopAll) {
      await choose(p.staff, rnd())(ctx);
      actions++;
      await sleep(think(rnd()));
    }
  };

  const steps: DayStep[] = [];
  const loops: Promise<void>[] = [];
  for (const actors of opts.steps) {
    const n = Math.min(actors, people.length);
    while (running < n) loops.push(person(people[running], running++ * 7919 + 1));
    // Settle for one mean think time (the newcomers arrive), then measure.
    await sleep(THINK_MEAN_MS);
    samples = [];
    actions = 0;
    const c0 = await opts.cpu();
    const t0 = performance.now();
    await sleep(opts.stepSeconds * 1000);
    const seconds = (performance.now() - t0) / 1000;
    const c1 = await opts.cpu();
    const taken = samples;
    const ok = taken.filter((s) => s.ok).map((s) => s.ms).sort((a, b) => a - b);
    const at = (list: number[], q: number) => (list.length ? list[Math.min(list.length - 1, Math.floor(q * list.length))] : NaN);
    const byKind: DayStep["byKind"] = {};
    for (const kind of new Set(taken.map((s) => s.kind))) {
      const list = taken.filter((s) => s.kind === kind && s.ok).map((s) => s.ms).sort((a, b) => a - b);
      byKind[kind] = { n: list.length, p50: at(list, 0.5), p99: at(list, 0.99) };
    }
    const worst = Object.entries(byKind).sort((a, b) => b[1].p99 - a[1].p99)[0];
    const server = c1.server - c0.server;
    const db = c1.db - c0.db;
    const step: DayStep = {
      actors: n,
      seconds,
      actionsPerSecond: actions / seconds,
      requestsPerSecond: taken.length / seconds,
      p50: at(ok, 0.5),
      p99: at(ok, 0.99),
      worst: worst ? `${worst[0]} ${worst[1].p99.toFixed(1)} ms` : "–",
      errors: taken.filter((s) => !s.ok).length,
      failed: countFailed(taken),
      dbShare: server + db > 0 ? db / (server + db) : NaN,
      byKind,
    };
    steps.push(step);
    opts.log(
      `  ${n} people: ${step.actionsPerSecond.toFixed(1)} actions/s, ${step.requestsPerSecond.toFixed(1)} req/s, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms (worst ${step.worst}), errors ${describeErrors(step)}, PostgreSQL ${(step.dbShare * 100).toFixed(0)} % of CPU`,
    );
    if (step.p99 > 100 || n >= people.length) break;
  }
  stopAll = true;
  await Promise.race([Promise.all(loops), sleep(THINK_MAX_MS + 5000)]);
  agent.destroy();
  return steps;
}
