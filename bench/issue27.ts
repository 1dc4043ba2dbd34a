/**
 * `DATABASE_URL=… npm run bench -- issue27 [--only lists,hot,shop-day] [--businesses 1000] [--big-rows 1000000]`
 * `DATABASE_URL=… npm run bench -- shop-day` (the same, shop-day only)
 *
 * Issue 27's figures, from one run against `npm start` (server/main.ts in a process of its own) on a
 * fresh PostgreSQL database that is dropped after:
 * - lists at 1M staff rows: the same page again and again; 400 varied pages in a loop; every request
 *   a page never asked before (a new salary bound); the same page while a writer changes another
 *   resource of the business 50 times a second, and while it changes the listed resource itself;
 *   raw SQL beside them (the page statement, fixed and with varied bounds; the statement the API runs);
 * - the other hot reads on their cold path: the first request for each of 959 shops after the
 *   server started (nothing of theirs in memory; 40 others warmed each route first), then the same again warm; and the big business's
 *   right after a write to it;
 * - the shop-day (bench/shop-day.md): owners and staff of 1,000 shops with a day's mix and think
 *   times, stepped up until p99 passes 100 ms, with one process and with WEB_CONCURRENCY=2, and the
 *   database's share of the CPU.
 * Prints the Markdown of bench/RESULTS.md's issue 27 section, and writes every figure to bench/.data/.
 */
import { parseArgs } from "node:util";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import os from "node:os";
import pg from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { TOOL_SESSION_LIMITS, createSession } from "../server/auth/sessions";
import { ResourceStore } from "../server/engine/store";
import { parseListQuery } from "../server/engine/list-query";
import { countReach } from "../server/engine/count-limit";
import { resourceByName } from "../modules";
import { freshPostgres, type BenchDatabase } from "./lib/databases";
import { readShops, seedShops, type Shop } from "./lib/shop-data";
import { BENCH_OWNER_MOBILE } from "./lib/big-data";
import { openDatabase } from "../server/db/client";
import { sql } from "drizzle-orm";
import { startProcessServer, type ProcessServer } from "./lib/process-server";
import { loadRound, variedRound, type Round } from "./lib/load";
import { LIST_QUERY } from "./lib/endpoints";
import { describeErrors, runShopDay, type DayStep } from "./lib/shop-day";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => !["issue27", "shop-day"].includes(a)),
  options: {
    only: { type: "string", default: process.argv.includes("shop-day") ? "shop-day" : "lists,hot,shop-day" },
    businesses: { type: "string", default: "1000" },
    "big-rows": { type: "string", default: "1000000" },
    seconds: { type: "string", default: "6" },
    steps: { type: "string", default: "250,500,1000,2000,4000" },
    "step-seconds": { type: "string", default: "15" },
    /** Where the run's tables go (between the issue 27 markers of bench/RESULTS.md); "" prints them only. */
    results: { type: "string", default: "bench/RESULTS.md" },
    /** A database kept from an earlier run (its name on DATABASE_URL's server): no seeding, and it is not dropped. */
    reuse: { type: "string" },
  },
});
/** The run's tables go between these lines of bench/RESULTS.md (declared before the run's top-level code uses them). */
const BEGIN = "<!-- issue27 run: begin (npm run bench -- issue27 writes between these lines) -->";
const END = "<!-- issue27 run: end -->";
/** Shops that warm each hot read's route (its cold path) before the measured passes, and are not measured. */
const WARMING_SHOPS = 40;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL must name a PostgreSQL server: the bench makes a database of its own there and drops it after.");
  process.exit(2);
}
const only = new Set(args.only.split(","));
const SECONDS = Number(args.seconds);
const rootDir = fileURLToPath(new URL("..", import.meta.url));
const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const f0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-IN") : "–");
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : "–");

interface Row {
  name: string;
  round: Round;
  note?: string;
}
const out = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "", loadBefore: os.loadavg(), loadAfter: [] as number[] },
  postgres: "",
  seeding: {} as Record<string, number>,
  lists: [] as Row[],
  raw: [] as Row[],
  cpu: [] as { name: string; serverMs: number; dbMs: number }[],
  hot: [] as Row[],
  /** How many shops the hot reads' passes measured (the rest of the 999 warmed the routes). */
  hotShops: 0,
  bigCold: [] as { name: string; p50: number; p99: number; max: number }[],
  day: [] as { processes: number; steps: DayStep[] }[],
  seconds: 0,
};

/** CPU seconds (user + system) of one process, from /proc; undefined once it has exited. */
function cpuOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) of processes, from /proc: the server's and the database backends'. */
export const cpuSeconds = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuOf(pid) ?? 0), 0);

/**
 * CPU seconds spent between two readings by the processes alive at the second: a backend that exited
 * meanwhile (a pool closing an idle connection) drops out of both ends instead of making the sum go
 * negative, as it did once (-6.4 ms a request); one that started meanwhile counts from zero.
 */
function cpuSpent(before: Map<number, number>, pidsAfter: number[]): number {
  return pidsAfter.reduce((sum, pid) => {
    const now = cpuOf(pid);
    return now === undefined ? sum : sum + Math.max(0, now - (before.get(pid) ?? 0));
  }, 0);
}
function cpuReading(pids: number[]): Map<number, number> {
  const reading = new Map<number, number>();
  for (const pid of pids) {
    const seconds = cpuOf(pid);
    if (seconds !== undefined) reading.set(pid, seconds);
  }
  return reading;
}
/** A process and its descendants (WEB_CONCURRENCY forks workers). */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      const kids = execFileSync("ps", ["-o", "pid=", "--ppid", String(all[i])], { encoding: "utf8" }).split("\n").map((s) => Number(s.trim())).filter(Boolean);
      all.push(...kids);
    } catch {
      // no children
    }
  }
  return all;
}

const bench = args.reuse ? await keptDatabase(url, args.reuse) : await freshPostgres(url);
const dbName = new URL(bench.url!).pathname.slice(1);
const admin = new pg.Client({ connectionString: bench.url });
await admin.connect();
out.postgres = (await admin.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v;
export const backends = async () => (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [dbName])).rows.map((r) => r.pid);

try {
  log(`seeding ${args.businesses} shops and one of ${Number(args["big-rows"]).toLocaleString("en-IN")} rows per dataset…`);
  const t0 = performance.now();
  const { big, shops, seconds } = args.reuse ? await kept(bench.database) : await seedShops(bench.database, Number(args.businesses), Number(args["big-rows"]), (m) => log(m.trim()));
  out.seeding = { ...seconds, total: (performance.now() - t0) / 1000 };
  log(`seeded in ${out.seeding.total.toFixed(0)} s`);
  const db = bench.database.db;
  const tokenOf = new Map<number, string>();
  const sessionFor = async (userId: number) => {
    let t = tokenOf.get(userId);
    if (!t) tokenOf.set(userId, (t = (await createSession(db, userId, TOOL_SESSION_LIMITS)).token));
    return t;
  };
  const bigToken = await sessionFor(big.ownerId);
  // Every actor signed in once, up front (sessions written straight into the database: no OTP).
  for (const s of shops) for (const u of [s.ownerId, ...s.staffIds]) await sessionFor(u);
  // The sessions were written after the seeding's ANALYZE: without fresh statistics the gate's statement is
  // planned for an empty sessions table until autovacuum comes by (a run of 2026-12-01 read every list 3x slower).
  await admin.query("ANALYZE");
  log(`${tokenOf.size} sessions made, statistics taken`);
  const bigShop = shops.find((s) => s.id === big.businessId)!;

  if (only.has("lists") || only.has("hot")) {
    const server = await startProcessServer({ root: rootDir, env: { DATABASE_URL: bench.url! } });
    try {
      if (only.has("lists")) await lists(server, big.businessId, bigShop, bigToken);
      if (only.has("hot")) await hotReads(server, shops.filter((s) => s.id !== big.businessId), bigShop, sessionFor);
    } finally {
      await server.stop();
    }
  }
  if (only.has("shop-day")) {
    for (const processes of [1, 2]) {
      log(`shop-day with ${processes} process${processes > 1 ? "es (WEB_CONCURRENCY=2)" : ""}…`);
      const server = await startProcessServer({ root: rootDir, env: { DATABASE_URL: bench.url!, WEB_CONCURRENCY: String(processes) } });
      try {
        const steps = await runShopDay({
          url: server.url,
          shops,
          tokenOf: (id) => tokenOf.get(id)!,
          steps: args.steps.split(",").map(Number),
          stepSeconds: Number(args["step-seconds"]),
          cpu: async () => ({ server: cpuSeconds(processTree(server.child.pid!)), db: cpuSeconds(await backends()) }),
          log,
        });
        out.day.push({ processes, steps });
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  out.machine.loadAfter = os.loadavg();
  out.seconds = (Date.now() - started) / 1000;
  await admin.end();
  await bench.drop();
  mkdirSync(join(rootDir, "bench/.data"), { recursive: true });
  const file = join(rootDir, "bench/.data", `issue27-${out.startedAt.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(out, null, 1));
  const markdown = report();
  console.log("\n" + markdown);
  if (args.results && (out.lists.length || out.hot.length || out.day.length)) {
    writeRunSection(join(rootDir, args.results), markdown);
    log(`wrote the run's tables into ${args.results} (issue 27, between its markers)`);
  }
  log(`figures in ${file} (${out.seconds.toFixed(0)} s)`);
}
process.exit(0);

/** An existing database, opened as the bench opens its own, and left in place. */
async function keptDatabase(base: string, name: string): Promise<BenchDatabase> {
  const u = new URL(base);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), dataDir: "" });
  return { database, label: "PostgreSQL", url: u.toString(), drop: () => database.close() };
}

/** The big business and the shops of a kept database. */
async function kept(database: BenchDatabase["database"]) {
  const [b] = (await database.db.execute<{ id: number; owner_id: number }>(sql`SELECT b.id, b.owner_id FROM businesses b JOIN users u ON u.id = b.owner_id WHERE u.mobile = ${BENCH_OWNER_MOBILE}`)).rows;
  const shops = await readShops(database, Number(b.id));
  const big = { businessId: Number(b.id), ownerId: Number(b.owner_id) };
  return { big, shops, seconds: {} as Record<string, number> };
}

// ---------------------------------------------------------------- lists
async function lists(server: ProcessServer, businessId: number, bigShop: Shop, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${server.url}/api/b/${businessId}/staff`;
  const warm = () => loadRound({ url: `${base}?${LIST_QUERY}`, headers, duration: 1 });
  await warm();
  const health = await loadRound({ url: `${server.url}/api/health`, duration: SECONDS });
  out.lists.push({ name: "health (no database: calibration)", round: health });
  const measured = async (name: string, run: () => Promise<Round>, note?: string) => {
    const [s0, d0] = [cpuReading([...processTree(server.child.pid!)]), cpuReading(await backends())];
    const round = await run();
    const [server1, db1] = [cpuSpent(s0, [...processTree(server.child.pid!)]), cpuSpent(d0, await backends())];
    out.cpu.push({ name, serverMs: (server1 * 1000) / round.requests, dbMs: (db1 * 1000) / round.requests });
    out.lists.push({ name, round, note });
    log(`${name}: ${f0(round.rps)} req/s, p50 ${f1(round.p50)} ms, p99 ${f1(round.p99)} ms, non-2xx ${round.non2xx}`);
    return round;
  };
  await measured("one page asked again and again", () => loadRound({ url: `${base}?${LIST_QUERY}`, headers, duration: SECONDS }));
  const varied = Array.from({ length: 400 }, (_, i) => `/api/b/${businessId}/staff?_start=${i * 20}&_end=${i * 20 + 20}&_sort=full_name&_order=asc&status=active`);
  await variedRound({ url: server.url, headers, paths: varied, amount: 400 }); // the first pass reads them
  await measured("400 varied pages, asked in a loop (all kept after the first pass)", () => variedRound({ url: server.url, headers, paths: varied, duration: SECONDS }));
  const NEW = `/api/b/${businessId}/staff?_start=0&_end=20&_sort=full_name&_order=asc&status=active&salary_gte={n}`;
  await measured("every request a page not asked before (a salary bound, first page of 20)", () =>
    variedRound({ url: server.url, headers, template: NEW, first: 8000 + Math.floor(Math.random() * 1000), span: 39_000, duration: SECONDS }),
  );
  for (const target of ["products", "staff"] as const) {
    const ids = target === "products" ? bigShop.products : [];
    if (target === "staff") {
      const [r] = (await admin.query<{ id: number }>(`SELECT id FROM r_staff WHERE business_id = $1 ORDER BY id DESC LIMIT 1`, [businessId])).rows;
      ids.push(Number(r.id));
    }
    const writes = { done: 0, failed: 0 };
    let stop = false;
    // ~50 writes a second, one at a time, through the API (PATCH), as an owner editing would.
    const writer = (async () => {
      const next = performance.now();
      for (let i = 0; !stop; i++) {
        const id = ids[i % ids.length];
        const body = target === "products" ? { sale_price: 100 + (i % 500) } : { designation: `Cashier ${i % 97}` };
        const res = await fetch(`${server.url}/api/b/${businessId}/${target}/${id}`, { method: "PATCH", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
        await res.arrayBuffer();
        if (res.ok) writes.done++;
        else writes.failed++;
        const wait = next + (i + 1) * 20 - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    })();
    const t0 = performance.now();
    const round = await measured(`one page, while one client edits ${target === "products" ? "a product (another resource)" : "a staff row (the listed resource)"} of that business ~50 times a second`, () =>
      loadRound({ url: `${base}?${LIST_QUERY}`, headers, duration: SECONDS }),
    );
    stop = true;
    await writer;
    const rate = writes.done / ((performance.now() - t0) / 1000);
    out.lists[out.lists.length - 1].note = `${f1(rate)} writes/s done, ${writes.failed} failed`;
    void round;
  }

  // Raw SQL beside them, same minute, 10 connections.
  const def = resourceByName("staff")!;
  const dialect = new PgDialect();
  const store = new ResourceStore(bench.database.db, def, businessId);
  const statement = (query: string, withCount: boolean) => {
    const q = parseListQuery(def, Object.fromEntries(new URLSearchParams(query)), { paginate: true });
    // The count reaches as far as the API's does for this query (countReach: ten pages of a filtered list).
    return dialect.sqlToQuery(withCount ? store.pageWithCount(q, 20, countReach(bench.database.db, q)) : store.pageStatement(q));
  };
  const bounds = Array.from({ length: 2000 }, (_, i) => `${LIST_QUERY}&salary_gte=${8000 + ((i * 17) % 39_000)}`);
  const rawRows: [string, { sql: string; params: unknown[] }[], boolean][] = [
    ["page statement, the same one, prepared", [statement(LIST_QUERY, false)], true],
    ["page statement, the same one, unprepared", [statement(LIST_QUERY, false)], false],
    ["page statement, a new salary bound each time, unprepared", bounds.map((b) => statement(b, false)), false],
    ["page statement, a new salary bound each time, prepared once per connection", bounds.map((b) => statement(b, false)), true],
    // As the API sends it since 2026-11-27: one text per filter and sort, named (server/db/named-statements.ts).
    ["the API's statement: the page with its capped count, a new bound each time, prepared once per connection", bounds.map((b) => statement(b, true)), true],
  ];
  for (const [name, statements, prepared] of rawRows) {
    const round = await rawRound(statements, prepared);
    out.raw.push({ name, round });
    log(`raw SQL ${name}: ${f0(round.rps)} tps, p50 ${f1(round.p50)} ms, p99 ${f1(round.p99)} ms`);
  }
}

/** Statements straight to PostgreSQL with 10 connections (node-postgres, as the server uses it), in turn, back to back. */
async function rawRound(statements: { sql: string; params: unknown[] }[], prepared: boolean): Promise<Round> {
  const clients = await Promise.all(Array.from({ length: 10 }, async () => {
    const c = new pg.Client({ connectionString: bench.url });
    await c.connect();
    return c;
  }));
  const times: number[] = [];
  let k = 0;
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  try {
    await Promise.all(clients.map(async (c) => {
      while (performance.now() < until) {
        const s = statements[k++ % statements.length];
        const a = performance.now();
        await c.query(prepared ? { name: "bench27", text: s.sql, values: s.params } : { text: s.sql, values: s.params });
        times.push(performance.now() - a);
      }
    }));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const seconds = (performance.now() - t0) / 1000;
  const sorted = Float64Array.from(times).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { requests: sorted.length, seconds, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), max: at(1), non2xx: 0, errors: 0, timeouts: 0 };
}

// ---------------------------------------------------------------- hot reads, cold path
async function hotReads(server: ProcessServer, shops: Shop[], bigShop: Shop, sessionFor: (userId: number) => Promise<string>) {
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const kinds: [string, (b: number) => string][] = [
    ["getBusiness", (b) => `/api/business/getBusiness?business_id=${b}&type=subscription`],
    ["business_balance", (b) => `/api/business/business_balance/${b}`],
    ["dashboard (payments summary)", (b) => `/api/payments/summary?business_id=${b}`],
    ["sales report (this month)", (b) => `/api/sales/${b}/reports/sales?from=${monthStart}&to=${today}`],
    ["sales dashboard report", (b) => `/api/sales/${b}/reports/dashboard?from=${monthStart}&to=${today}`],
  ];
  const bigToken = await sessionFor(bigShop.ownerId);
  // The route itself is warmed first, on shops set apart from the measured ones: a server that has been up
  // has served this kind of request before, and the very first ones of a process (its code compiled, its
  // statements prepared on each connection) were the whole cold p99 (the first 10 of 999 requests, 70–85 ms).
  // Warming on one business ran the route's cold path once and its kept answer 39 times, so the measured
  // pass still met a cold path run once (first requests 30–60 ms on 2026-12-02): each warming shop runs it.
  const [warming, measuredShops] = [shops.slice(0, WARMING_SHOPS), shops.slice(WARMING_SHOPS)];
  out.hotShops = measuredShops.length;
  for (const [name, path] of kinds) {
    const pathsOf = (list: Shop[]) => Promise.all(list.map(async (s) => ({ path: path(s.id), token: await sessionFor(s.ownerId) })));
    const paths = await pathsOf(measuredShops);
    await variedRound({ url: server.url, paths: await pathsOf(warming), amount: warming.length });
    for (const pass of ["cold: each shop's first request since the server started (the route warmed on other shops)", "warm: the same again, nothing written"]) {
      const round = await variedRound({ url: server.url, paths, amount: paths.length });
      out.hot.push({ name: `${name} — ${pass}`, round });
      log(`${name} ${pass.split(":")[0]}: ${f0(round.rps)} req/s, p50 ${f1(round.p50)} ms, p99 ${f1(round.p99)} ms, non-2xx ${round.non2xx}`);
    }
  }
  // The big business right after a write to it (its counter moved: nothing of it is reused). Each read
  // is measured after a write to a table it reads: a product's price (the plans, the balance and the
  // reports are kept across it, so those rows say what a write elsewhere costs them), and for the
  // payments summary a QR payment received, which it must read again.
  const headers = { authorization: `Bearer ${bigToken}`, "content-type": "application/json" };
  for (const [name, path] of kinds) {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      if (name.startsWith("dashboard")) {
        await admin.query(`INSERT INTO qr_payments (business_id, merchant_tran_id, payer_vpa, amount_paise, status) VALUES ($1, $2, 'bench.payer@oksbi', 10000, 'SUCCESS')`, [bigShop.id, `B27${Date.now().toString(36)}${i}`]);
      } else {
        const w = await fetch(`${server.url}/api/b/${bigShop.id}/products/${bigShop.products[i % bigShop.products.length]}`, { method: "PATCH", headers, body: JSON.stringify({ sale_price: 200 + i }) });
        await w.arrayBuffer();
      }
      const t0 = performance.now();
      const res = await fetch(server.url + path(bigShop.id), { headers });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.bigCold.push({ name, p50: times[Math.floor(times.length / 2)], p99: times[times.length - 1], max: times[times.length - 1] });
    log(`big business ${name} after a write: p50 ${f1(times[Math.floor(times.length / 2)])} ms, max ${f1(times[times.length - 1])} ms`);
  }
}

// ---------------------------------------------------------------- report

/**
 * Puts the run's tables between the markers in the issue 27 section of RESULTS.md, leaving the
 * section's reading of them (verdicts, why) to the person who ran it; without the markers, the
 * tables go at the end of the file under a heading of their own.
 */
function writeRunSection(file: string, markdown: string) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
  const block = `${BEGIN}\n\n${markdown.replace(/\n*$/, "")}\n\n${END}`;
  const [start, end] = [text.indexOf(BEGIN), text.indexOf(END)];
  writeFileSync(file, start >= 0 && end > start ? text.slice(0, start) + block + text.slice(end + END.length) : `${text.replace(/\n*$/, "")}\n\n## Issue 27: the last run\n\n${block}\n`);
}

function report(): string {
  const m = out.machine;
  const lines: string[] = [];
  lines.push(`Run of ${out.startedAt}, ${(out.seconds / 60).toFixed(1)} min; ${m.cpus} × ${m.cpuModel}; PostgreSQL ${out.postgres}; load average ${m.loadBefore.map((x) => x.toFixed(2)).join(" / ")} before, ${m.loadAfter.map((x) => x.toFixed(2)).join(" / ")} after.`);
  lines.push(`Seeding: ${Object.entries(out.seeding).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")}.`, "");
  if (out.lists.length) {
    lines.push("| workload (`npm start`, 10 connections) | req/s | p50 ms | p99 ms | CPU per request: server + PostgreSQL ms | note |", "|---|---:|---:|---:|---:|---|");
    for (const r of out.lists) {
      const c = out.cpu.find((x) => x.name === r.name);
      lines.push(`| ${r.name} | ${f0(r.round.rps)} | ${f1(r.round.p50)} | ${f1(r.round.p99)} | ${c ? `${c.serverMs.toFixed(2)} + ${c.dbMs.toFixed(2)}` : ""} | ${[r.note, r.round.non2xx ? `${r.round.non2xx} non-2xx` : ""].filter(Boolean).join("; ")} |`);
    }
    lines.push("", "| raw SQL, same run, 10 connections | tps | p50 ms | p99 ms |", "|---|---:|---:|---:|");
    for (const r of out.raw) lines.push(`| ${r.name} | ${f0(r.round.rps)} | ${f1(r.round.p50)} | ${f1(r.round.p99)} |`);
    lines.push("");
  }
  if (out.hot.length) {
    lines.push(`| hot read, ${out.hotShops} shops (${WARMING_SHOPS} others warmed the route), 10 connections | req/s | p50 ms | p99 ms |`, "|---|---:|---:|---:|");
    for (const r of out.hot) lines.push(`| ${r.name} | ${f0(r.round.rps)} | ${f1(r.round.p50)} | ${f1(r.round.p99)} |${r.round.non2xx ? ` ${r.round.non2xx} non-2xx` : ""}`);
    lines.push("", "| the 1M business, right after a write (a product; a QR payment for the payments summary), one client, 15 tries | p50 ms | max ms |", "|---|---:|---:|");
    for (const r of out.bigCold) lines.push(`| ${r.name} | ${f1(r.p50)} | ${f1(r.max)} |`);
    lines.push("");
  }
  for (const d of out.day) {
    lines.push(`Shop-day, ${d.processes === 1 ? "one process" : "WEB_CONCURRENCY=2"}:`, "", "| people active | actions/s | requests/s | p50 ms | p99 ms | worst kind's p99 | errors | PostgreSQL share of CPU |", "|---:|---:|---:|---:|---:|---|---:|---:|");
    for (const s of d.steps)
      lines.push(`| ${f0(s.actors)} | ${f1(s.actionsPerSecond)} | ${f1(s.requestsPerSecond)} | ${f1(s.p50)} | ${f1(s.p99)} | ${s.worst} | ${describeErrors(s)} | ${f0(s.dbShare * 100)} % |`);
    lines.push("");
  }
  return lines.join("\n");
}
