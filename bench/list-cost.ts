/**
 * `DATA_DIR=… npx tsx bench/list-cost.ts [--requests 200] [--seconds 5] [--path staff-list|report|pl|balance|business]`
 *
 * Where one request's time goes on PGlite (the embedded default), for a database grown by
 * `seed:big`: the server in this process (as the bench runs it), the statements each request
 * sends to PGlite counted and timed, one client in sequence; then autocannon, 10 connections.
 * PGlite runs one statement at a time inside this process, so statements per request and their
 * time are what the list's throughput is made of. The process's CPU per request (server, PGlite and
 * the client's fetch together) moves less with the machine's load than the wall time does.
 */
import { parseArgs } from "node:util";
import os from "node:os";
import { eq } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../server/db/client";
import { TOOL_SESSION_LIMITS, createSession } from "../server/auth/sessions";
import { businesses, users } from "../server/db/schema";
import { BENCH_OWNER_MOBILE } from "./lib/big-data";
import { benchEndpoints } from "./lib/endpoints";
import { startBenchServer } from "./lib/server";
import { loadRound } from "./lib/load";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    path: { type: "string", default: "generated list" },
  },
});

// Every statement PGlite runs for the server, with its time: query() (drizzle's execute and prepared
// statements) and exec() (scripts).
const seen = { statements: 0, ms: 0, texts: new Map<string, { count: number; ms: number }>() };
for (const method of ["query", "exec"] as const) {
  const original = PGlite.prototype[method] as (...a: unknown[]) => Promise<unknown>;
  (PGlite.prototype as unknown as Record<string, unknown>)[method] = async function (this: PGlite, ...a: unknown[]) {
    const t0 = performance.now();
    try {
      return await original.apply(this, a);
    } finally {
      const ms = performance.now() - t0;
      seen.statements++;
      seen.ms += ms;
      const text = String(a[0]).replace(/\s+/g, " ").slice(0, 90);
      const entry = seen.texts.get(text) ?? { count: 0, ms: 0 };
      seen.texts.set(text, { count: entry.count + 1, ms: entry.ms + ms });
    }
  };
}

const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? "./data" });
const [owner] = await database.db.select().from(users).where(eq(users.mobile, BENCH_OWNER_MOBILE));
const [business] = await database.db.select().from(businesses).where(eq(businesses.ownerId, owner.id));
const token = (await createSession(database.db, owner.id, TOOL_SESSION_LIMITS)).token;
const endpoint = benchEndpoints(business.id).find((e) => e.name.startsWith(args.path));
if (!endpoint) throw new Error(`no endpoint named ${args.path}`);
const server = await startBenchServer(database);
const headers = { authorization: `Bearer ${token}` };
try {
  const n = Number(args.requests);
  for (let i = 0; i < 20; i++) await fetch(server.url + endpoint.path, { headers }).then((r) => r.arrayBuffer());
  seen.statements = 0;
  seen.ms = 0;
  seen.texts.clear();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const res = await fetch(server.url + endpoint.path, { headers });
    if (res.status !== 200) throw new Error(`${endpoint.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  const wall = (performance.now() - t0) / n;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / n;
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(2)).join(" / ")}`);
  console.log(`${endpoint.name}, one client, ${n} requests: ${wall.toFixed(2)} ms per request (CPU of this process, server and PGlite: ${cpuMs.toFixed(2)} ms), of which PGlite ${(seen.ms / n).toFixed(2)} ms in ${(seen.statements / n).toFixed(2)} statements`);
  for (const [text, e] of [...seen.texts].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) console.log(`  ${(e.count / n).toFixed(2)} × ${(e.ms / e.count).toFixed(2)} ms  ${text}`);
  const r = await loadRound({ url: server.url + endpoint.path, headers, duration: Number(args.seconds) });
  console.log(`autocannon 10 connections ${args.seconds} s: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, non-2xx ${r.non2xx}`);
} finally {
  await server.close();
  await database.close();
}
