/**
 * `npm run bench [-- --quick] [--scales 10000,100000] [--out bench/RESULTS.md]`
 *
 * Measures the console and the API and writes bench/RESULTS.md:
 * - bundle: JS+CSS a first visit downloads per route (gzip and brotli);
 * - page speed: LCP, interactive-from, blocking time and first-input delay for /auth/login and
 *   /galla/Dashboard in headless Chromium with the CPU slowed 4x, median of several cold visits;
 * - API: p50/p99 latency and requests per second (autocannon on loopback, bounded) for
 *   business_balance, getBusiness, a generated list and the sales report at each scale, on PGlite
 *   and (when DATABASE_URL is set, in a database of its own that is dropped after) PostgreSQL,
 *   with json-server 0.17 serving the same rows for the same list query beside it;
 * - wallet: top-ups credited per second with 50 concurrent clients, and the books checked after;
 * - Lighthouse (mobile): issue 24's four pages cold and on a repeat visit, median of 3, each goal met
 *   or missed, in the report's "## Lighthouse (mobile)" section (bench/lib/lighthouse-pages.ts).
 * The server runs in this process (buildApp + listen on 127.0.0.1:0); the load generator runs on
 * a worker thread.
 * `npm run bench -- issue27` and `npm run bench -- shop-day` run issue 27's lists, hot reads and
 * shop-day instead (bench/issue27.ts, bench/shop-day.md).
 */
import { parseArgs } from "node:util";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import os from "node:os";
import "../app/server"; // the modules, handed to the server as app/main.ts hands them
import { buildConsole } from "../server/build-console";
import { TOOL_SESSION_LIMITS, createSession } from "../server/auth/sessions";
import { businesses } from "../server/db/schema";
import { seedDemo, DEMO_OWNER_MOBILE } from "../server/seed/demo";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { prepareDatabase } from "../server/db/prepare";
import { launchBrowser } from "../tests/e2e/browser";
import { users } from "../server/db/schema";
import { eq } from "drizzle-orm";
import { freshPglite, freshPostgres, rows, type BenchDatabase } from "./lib/databases";
import { createBusinesses, growTo } from "./lib/big-data";
import { startBenchServer, probe } from "./lib/server";
import { measure, measureWith, spread, type Figure } from "./lib/load";
import { startProcessServer } from "./lib/process-server";
import { listStatement, rawSqlRound } from "./lib/raw-sql";
import { startJsonServer } from "./lib/json-server";
import { walletCredits, type WalletResult } from "./lib/wallet-bench";
import { measureRoute, type RouteBundle } from "./lib/route-bundle";
import { measuredRoutes } from "./lib/routes";
import { HEALTH, LIST_QUERY, benchEndpoints } from "./lib/endpoints";
import { pageRun, type PageRun } from "./lib/page-speed";
import { writeReport, type Results, type ApiRow, type PageFigure } from "./lib/report";
import { LIGHTHOUSE_PAGES, measureLighthouse, type LighthouseFigure } from "./lib/lighthouse-pages";
import { LIGHTHOUSE_HEADING, lighthouseSection, sectionOf, spliceSection } from "./lib/lighthouse-report";

// `npm run bench -- issue27` / `npm run bench -- shop-day`: issue 27's scenarios (bench/issue27.ts), on their own.
if (["issue27", "shop-day"].includes(process.argv[2] ?? "")) {
  await import("./issue27");
  process.exit(0);
}

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    scales: { type: "string" },
    "pglite-scales": { type: "string" },
    out: { type: "string" },
    "skip-pages": { type: "boolean", default: false },
    "skip-api": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    /** Take the API, wallet and seeding figures from an earlier run's JSON (with --skip-api): pages re-measured, API not. */
    "reuse-api": { type: "string" },
    /** Take bundles and page speed from an earlier run's JSON (with --skip-pages). */
    "reuse-pages": { type: "string" },
  },
});
const quick = args.quick;
const rootDir = fileURLToPath(new URL("..", import.meta.url));
// A quick run is a smoke test: its report goes to the git-ignored bench/.data/, never over the real results.
const outFile = args.out ?? join(rootDir, quick ? "bench/.data/RESULTS.quick.md" : "bench/RESULTS.md");
const parseScales = (s: string) => s.split(",").map((x) => Number(x.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);

/** Row counts per database. PGlite stops at 100k in a full run: see the report for why. */
const pgScales = args.scales ? parseScales(args.scales) : quick ? [2_000] : [10_000, 100_000, 1_000_000];
const pgliteScales = args["pglite-scales"] ? parseScales(args["pglite-scales"]) : args.scales ? pgScales : quick ? [2_000] : [10_000, 100_000];
const ROUNDS = quick ? 1 : 3;
const SECONDS = quick ? 2 : 3;
const PAGE_RUNS = quick ? 2 : 5;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
let lighthouse: LighthouseFigure[] = [];
const CPU_SLOWDOWN = 4;
const WALLET_CLIENTS = 50;
const WALLET_TOPUPS = quick ? 100 : 1000;
const WALLET_MAX_SECONDS = quick ? 8 : 20;
const JSON_SERVER_MAX_ROWS = 100_000;

const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);

const results: Results = {
  quick,
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: os.totalmem() / 1024 ** 3,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadBefore: os.loadavg(),
    loadAfter: [],
  },
  versions: { node: process.version, pglite: "", postgres: "", jsonServer: "", autocannon: "", chromium: "" },
  settings: { rounds: ROUNDS, seconds: SECONDS, connections: 10, pageRuns: PAGE_RUNS, cpuSlowdown: CPU_SLOWDOWN, walletClients: WALLET_CLIENTS, walletTopups: WALLET_TOPUPS },
  bundles: [],
  pages: [],
  api: [],
  asRun: [],
  seeding: [],
  wallet: [],
  notes: [],
  seconds: 0,
};

/** Installed version, read from node_modules (some packages do not export their package.json). */
const pkgVersion = async (name: string) => (JSON.parse(readFileSync(join(rootDir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
results.versions.pglite = await pkgVersion("@electric-sql/pglite");
results.versions.jsonServer = await pkgVersion("json-server");
results.versions.autocannon = await pkgVersion("autocannon");

// ---------------------------------------------------------------- pages: bundle sizes and page speed
async function measurePages() {
  log("building the console (if its sources changed)…");
  await buildConsole(rootDir, { log: () => {} });
  const distDir = join(rootDir, "dist");
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  await prepareDatabase(database);
  await seedDemo(database.db);
  const server = await startBenchServer(database, { consoleDir: distDir });
  const [owner] = await database.db.select().from(users).where(eq(users.mobile, DEMO_OWNER_MOBILE));
  const token = (await createSession(database.db, owner.id, TOOL_SESSION_LIMITS)).token;
  const health = await measure({ url: `${server.url}/api/health`, duration: SECONDS }, 1);
  results.notes.push(
    `Calibration while measuring pages: GET /api/health (no database) answered ${health.rps.median.toFixed(0)} req/s, p50 ${health.p50.median.toFixed(2)} ms, with 10 connections.`,
  );
  const browser = await launchBrowser();
  results.versions.chromium = browser.version();
  try {
    for (const route of measuredRoutes()) {
      const bundle: RouteBundle = await measureRoute(browser, { baseUrl: server.url, distDir, route: route.path, token: route.guarded ? token : undefined });
      results.bundles.push({ name: route.name, bundle });
      log(`bundle ${route.path}: ${(bundle.gzip / 1024).toFixed(1)} KB gzip, ${(bundle.brotli / 1024).toFixed(1)} KB brotli`);
    }
    const pages: { name: string; path: string; ready: string; guarded: boolean }[] = [
      { name: "login", path: "/auth/login", ready: "input, button", guarded: false },
      { name: "dashboard", path: "/galla/Dashboard", ready: ".galla-content *", guarded: true },
    ];
    for (const p of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < PAGE_RUNS; i++) {
        runs.push(
          await pageRun(browser, {
            url: server.url + p.path,
            readySelector: p.ready,
            cpuSlowdown: CPU_SLOWDOWN,
            storage: p.guarded ? { authToken: token, authRole: "ADMIN" } : undefined,
          }),
        );
      }
      const fig: PageFigure = {
        name: p.name,
        path: p.path,
        runs,
        lcp: spread(runs.map((r) => r.lcp)),
        fcp: spread(runs.map((r) => r.fcp)),
        interactive: spread(runs.map((r) => r.interactive)),
        tbt: spread(runs.map((r) => r.tbt)),
        inputDelay: spread(runs.map((r) => r.inputDelay)),
      };
      results.pages.push(fig);
      log(`page ${p.path} at ${CPU_SLOWDOWN}x: LCP ${fig.lcp.median.toFixed(0)} ms, interactive ${fig.interactive.median.toFixed(0)} ms`);
    }
    if (!args["skip-lighthouse"]) {
      // The owner's first business is the one the console opens on, and the one whose public page is measured.
      const [first] = await database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, owner.id)).orderBy(businesses.id).limit(1);
      const storage = { authToken: token, authRole: "ADMIN", businessid: String(first.id) };
      lighthouse = await measureLighthouse(server.url, LIGHTHOUSE_PAGES, { runs: LIGHTHOUSE_RUNS, storage, log });
    }
  } finally {
    await browser.close();
    await server.close();
    await database.close();
  }
}

// ---------------------------------------------------------------- API
const endpoints = (businessId: number) => benchEndpoints(businessId);

async function datasetCounts(bench: BenchDatabase, businessId: number) {
  const count = async (table: string) => {
    try {
      const [r] = await rows<{ n: string | number }>(bench.database, `SELECT count(*) AS n FROM ${table} WHERE business_id = ${businessId}`);
      return Number(r.n);
    } catch {
      return undefined;
    }
  };
  return {
    staff: await count("r_staff"),
    ledger: await count("wallet_ledger"),
    qrPayments: await count("qr_payments"),
    invoices: await count("sales_invoices"),
    invoiceLines: await count("sales_invoice_lines"),
  };
}

async function measureDatabase(open: () => Promise<BenchDatabase>, scales: number[]) {
  const bench = await open();
  const dbLabel = bench.label;
  if (bench.database.kind === "postgres") {
    const [v] = await rows<{ v: string }>(bench.database, "SELECT current_setting('server_version') AS v");
    results.versions.postgres = v.v;
  }
  try {
    log(`${dbLabel}: creating 50 businesses…`);
    const t0 = performance.now();
    const big = await createBusinesses(bench.database, 50, quick ? 100 : 1000, (m) => log(`${dbLabel}: ${m.trim()}`));
    results.seeding.push({ db: dbLabel, rows: 0, seconds: (performance.now() - t0) / 1000, detail: `50 businesses, 49 of them with ${quick ? 100 : 1000} rows per dataset` });
    const server = await startBenchServer(bench.database);
    const token = (await createSession(bench.database.db, big.ownerId, TOOL_SESSION_LIMITS)).token;
    const headers = { authorization: `Bearer ${token}` };
    // Calibration: an endpoint that touches no database shows what the machine had to give at the time.
    const health = await measure({ url: `${server.url}/api/health`, duration: SECONDS }, ROUNDS);
    results.api.push({ db: dbLabel, scale: 0, endpoint: "health (no database: calibration)", path: "/api/health", status: 200, figure: health, connections: 10 });
    log(`${dbLabel} calibration /api/health: ${health.rps.median.toFixed(0)} req/s, p50 ${health.p50.median.toFixed(2)} ms`);
    try {
      for (const scale of scales) {
        log(`${dbLabel}: growing the big business to ${scale.toLocaleString("en-IN")} rows per dataset…`);
        const t1 = performance.now();
        const parts = await growTo(bench.database, big, scale, (m) => log(`${dbLabel}: ${m.trim()}`));
        const counts = await datasetCounts(bench, big.businessId);
        results.seeding.push({
          db: dbLabel,
          rows: scale,
          seconds: (performance.now() - t1) / 1000,
          detail: Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", "),
          counts,
        });
        for (const e of endpoints(big.businessId)) {
          const url = server.url + e.path;
          const t0 = performance.now();
          const check = await probe(url, token);
          const probeSeconds = (performance.now() - t0) / 1000;
          const row: ApiRow = { db: dbLabel, scale, endpoint: e.name, path: e.path, status: check.status, counts, connections: e.connections };
          if (check.status !== 200) {
            row.unavailable = `HTTP ${check.status}: ${JSON.stringify(check.body).slice(0, 160)}`;
            results.api.push(row);
            log(`${dbLabel} ${scale} ${e.name}: not measured (${row.unavailable})`);
            continue;
          }
          if (e.name.startsWith("generated list")) row.totalCount = check.headers.get("x-total-count") ?? undefined;
          // A slow endpoint gets longer rounds, so each round still collects a few answers (at most 15 s).
          const duration = Math.min(15, Math.max(SECONDS, Math.ceil(probeSeconds * 5 * (e.connections === 1 ? 1 : 3))));
          row.figure = await measure({ url, headers, duration, connections: e.connections ?? 10 }, ROUNDS);
          results.api.push(row);
          log(`${dbLabel} ${scale} ${e.name}${e.connections === 1 ? " (1 client)" : ""}: p50 ${row.figure.p50.median.toFixed(2)} ms, p99 ${row.figure.p99.median.toFixed(2)} ms, ${row.figure.rps.median.toFixed(0)} req/s`);
          if (e.name.startsWith("generated list") && scale <= JSON_SERVER_MAX_ROWS) {
            row.jsonServer = await jsonServerSideBySide(bench, big.businessId);
            if (row.jsonServer) log(`${dbLabel} ${scale} json-server: ${row.jsonServer.rps.median.toFixed(1)} req/s, p99 ${row.jsonServer.p99.median.toFixed(1)} ms`);
          }
        }
        if (scale === scales[0]) results.wallet.push(await walletRun(bench, server.url, token, big.businessId));
        if (bench.url && scale === scales[scales.length - 1]) await asUsersRunIt(bench, big.businessId, token, scale);
      }
    } finally {
      await server.close();
    }
  } finally {
    await bench.drop();
  }
}

/**
 * The server as the README starts it — `server/main.ts` in its own process, default log level —
 * with one process and with WEB_CONCURRENCY=2; the list's page statement as raw SQL (10 pg clients,
 * unprepared and prepared) right after it, in the same minute; then two separate server processes on
 * this database behind the bench's round-robin, running the 50-client wallet bench.
 */
async function asUsersRunIt(bench: BenchDatabase, businessId: number, token: string, scale: number) {
  const headers = { authorization: `Bearer ${token}` };
  const wanted = [HEALTH, ...endpoints(businessId).filter((e) => !e.connections && !e.name.startsWith("sales report"))];
  for (const workers of [1, 2]) {
    const mode = workers === 1 ? "npm start" : `npm start, WEB_CONCURRENCY=${workers}`;
    log(`${bench.label} ${scale}: ${mode} (a separate process, default log level)…`);
    const server = await startProcessServer({ root: rootDir, env: { DATABASE_URL: bench.url!, WEB_CONCURRENCY: String(workers) } });
    try {
      for (const e of wanted) {
        const url = server.url + e.path;
        const check = await probe(url, token);
        const row: ApiRow = { db: "PostgreSQL", mode, scale, endpoint: e.name, path: e.path, status: check.status, connections: 10 };
        if (check.status !== 200) {
          row.unavailable = `HTTP ${check.status}: ${JSON.stringify(check.body).slice(0, 160)}`;
          results.asRun.push(row);
          continue;
        }
        if (e.name.startsWith("generated list")) row.totalCount = check.headers.get("x-total-count") ?? undefined;
        await measure({ url, headers, duration: 1 }, 1); // warm-up: JIT, the pool's connections
        row.figure = await measure({ url, headers, duration: SECONDS }, ROUNDS);
        results.asRun.push(row);
        log(`${mode} ${scale} ${e.name}: p50 ${row.figure.p50.median.toFixed(2)} ms, p99 ${row.figure.p99.median.toFixed(2)} ms, ${row.figure.rps.median.toFixed(0)} req/s`);
        if (workers === 1 && e.name.startsWith("generated list")) {
          const statement = listStatement(bench.database, "staff", businessId, LIST_QUERY);
          for (const prepared of [false, true]) {
            const figure = await measureWith(() => rawSqlRound({ url: bench.url!, ...statement, clients: 10, seconds: SECONDS, prepared }), ROUNDS);
            const rawMode = `raw SQL, ${prepared ? "prepared" : "unprepared"}`;
            results.asRun.push({ db: "PostgreSQL", mode: rawMode, scale, endpoint: "list page statement", path: statement.text, status: 200, connections: 10, figure });
            log(`${rawMode} ${scale}: p50 ${figure.p50.median.toFixed(2)} ms, p99 ${figure.p99.median.toFixed(2)} ms, ${figure.rps.median.toFixed(0)} tps`);
          }
        }
      }
    } finally {
      await server.stop();
    }
  }
  log(`${bench.label}: wallet top-ups through two server processes (round-robin)…`);
  const servers = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startProcessServer({ root: rootDir, env: { DATABASE_URL: bench.url! } }));
    const run = await walletRun(bench, servers.map((x) => x.url), token, businessId);
    results.wallet.push({ ...run, db: "PostgreSQL, 2 server processes (round-robin)" });
  } finally {
    await Promise.all(servers.map((x) => x.stop()));
  }
}

/** json-server with the big business's staff rows (as stored, money in rupees), queried exactly as our list is. */
async function jsonServerSideBySide(bench: BenchDatabase, businessId: number): Promise<Figure | undefined> {
  const staff = await rows<Record<string, unknown>>(bench.database, `SELECT * FROM r_staff WHERE business_id = ${businessId} ORDER BY id`);
  for (const r of staff) if (r.salary !== null && r.salary !== undefined) r.salary = Number(r.salary) / 100;
  const json = await startJsonServer("staff", staff);
  try {
    const url = `${json.url}/staff?${LIST_QUERY}`;
    // json-server filters and sorts every row per request: give its rounds time for a few answers too.
    const t0 = performance.now();
    const first = await fetch(url);
    await first.text();
    const probeSeconds = (performance.now() - t0) / 1000;
    return await measure({ url, duration: Math.min(30, Math.max(SECONDS, Math.ceil(probeSeconds * 10 * 3))) }, ROUNDS);
  } finally {
    await json.close();
  }
}

async function walletRun(bench: BenchDatabase, url: string | string[], token: string, businessId: number): Promise<WalletResult & { db: string }> {
  const ownerTokens = new Map<number, string>();
  const all = await bench.database.db.select({ id: businesses.id, ownerId: businesses.ownerId }).from(businesses);
  for (const b of all) ownerTokens.set(b.id, (await createSession(bench.database.db, b.ownerId, TOOL_SESSION_LIMITS)).token);
  log(`${bench.label}: wallet top-ups, ${WALLET_CLIENTS} concurrent clients…`);
  const r = await walletCredits({ url, token, database: bench.database, businessId, clients: WALLET_CLIENTS, topups: WALLET_TOPUPS, maxSeconds: WALLET_MAX_SECONDS, ownerTokens });
  log(`${bench.label}: ${r.creditsPerSecond.toFixed(1)} credits/s; books ${r.check.ok ? "balance" : "DO NOT balance"}: ${r.check.detail}`);
  return { ...r, db: bench.label };
}

// ---------------------------------------------------------------- run
try {
  if (!args["skip-pages"]) await measurePages();
  else if (args["reuse-pages"]) {
    const earlier = JSON.parse(readFileSync(args["reuse-pages"], "utf8")) as Results;
    results.bundles = earlier.bundles;
    results.pages = earlier.pages;
    results.versions.chromium = earlier.versions.chromium;
    results.notes.push(...earlier.notes.filter((n) => n.startsWith("Calibration")));
    results.notes.push(`Bundles and page speed are from the run of ${earlier.startedAt} (load average ${earlier.machine.loadBefore.map((x) => x.toFixed(2)).join(" / ")} before).`);
  }
  if (args["reuse-api"]) {
    // One or more earlier runs (comma-separated), e.g. PostgreSQL from one and PGlite from another.
    for (const file of args["reuse-api"].split(",")) {
      const earlier = JSON.parse(readFileSync(file.trim(), "utf8")) as Results;
      results.api.push(...earlier.api);
      results.asRun.push(...(earlier.asRun ?? []));
      results.wallet.push(...earlier.wallet);
      results.seeding.push(...earlier.seeding);
      results.versions.postgres ||= earlier.versions.postgres;
      const dbs = [...new Set(earlier.api.map((a) => a.db))].join(" and ");
      results.notes.push(
        `${dbs} API, wallet and seeding figures are from the run of ${earlier.startedAt} (${(earlier.seconds / 60).toFixed(1)} min; load average ` +
          `${earlier.machine.loadBefore.map((x) => x.toFixed(2)).join(" / ")} before, ${earlier.machine.loadAfter.map((x) => x.toFixed(2)).join(" / ")} after); ` +
          (args["reuse-pages"] ? "bundles and page speed as noted above." : `bundles and page speed were measured again at ${results.startedAt}.`),
      );
    }
  } else if (!args["skip-api"]) {
    // PostgreSQL first: the targets are stated on it.
    if (process.env.DATABASE_URL) await measureDatabase(() => freshPostgres(process.env.DATABASE_URL!), pgScales);
    else results.notes.push("DATABASE_URL was not set: no PostgreSQL figures in this run.");
    await measureDatabase(freshPglite, pgliteScales);
  }
} finally {
  results.machine.loadAfter = os.loadavg();
  results.seconds = (Date.now() - started) / 1000;
  mkdirSync(dirname(outFile), { recursive: true });
  let report = writeReport(results, { pgliteScales, pgScales });
  if (lighthouse.length) report = spliceSection(report, LIGHTHOUSE_HEADING, lighthouseSection(lighthouse, LIGHTHOUSE_RUNS, results.startedAt));
  else {
    // Not measured this time (--skip-pages, --skip-lighthouse): the last Lighthouse figures stay in the report.
    const earlier = existsSync(outFile) ? sectionOf(readFileSync(outFile, "utf8"), LIGHTHOUSE_HEADING) : undefined;
    if (earlier) report = spliceSection(report, LIGHTHOUSE_HEADING, earlier);
  }
  writeFileSync(outFile, report);
  // Every figure, machine-readable, beside the report (git-ignored): input for --reuse-api.
  mkdirSync(join(rootDir, "bench/.data"), { recursive: true });
  writeFileSync(join(rootDir, "bench/.data", `results-${results.startedAt.replace(/[:.]/g, "-")}.json`), JSON.stringify(results, null, 1));
  log(`wrote ${outFile} (${results.seconds.toFixed(0)} s)`);
}
process.exit(0);
