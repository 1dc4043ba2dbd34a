/**
 * `npx tsx bench/ab.ts --a <checkout> --b <checkout> [--env-b K=V,K=V] [--rounds 2] [--seconds 3] [--only list,health] [--one-client]`
 *
 * A lever measured honestly on a shared machine: two servers (two checkouts of the repo, or one
 * with different environment) started as the README starts them, against the same PostgreSQL
 * database filled by `seed:big` (DATABASE_URL), measured back to back in A B B A order so that a
 * change in the machine's load hits both sides alike. Prints one line per endpoint and side.
 */
import { parseArgs } from "node:util";
import { readFileSync } from "node:fs";
import pg from "pg";
import os from "node:os";
import { eq } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { TOOL_SESSION_LIMITS, createSession } from "../server/auth/sessions";
import { businesses, users } from "../server/db/schema";
import { BENCH_OWNER_MOBILE } from "./lib/big-data";
import { startProcessServer } from "./lib/process-server";
import { loadRound, spread, type Round } from "./lib/load";
import { HEALTH, benchEndpoints } from "./lib/endpoints";

const { values: args } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    "env-a": { type: "string", default: "" },
    "env-b": { type: "string", default: "" },
    rounds: { type: "string", default: "2" },
    seconds: { type: "string", default: "3" },
    only: { type: "string", default: "health,business_balance,getBusiness,generated list" },
    // The rows the bench asks with one connection (the sales report and P&L, what one owner does).
    "one-client": { type: "boolean", default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url || !args.a || !args.b) {
  console.error("usage: DATABASE_URL=… tsx bench/ab.ts --a <dir> --b <dir> [--env-a K=V,…] [--env-b K=V,…]");
  process.exit(2);
}
const envOf = (s: string) => Object.fromEntries(s.split(",").filter(Boolean).map((kv) => kv.split("=") as [string, string]));

const database = await openDatabase({ url, dataDir: "" });
const [owner] = await database.db.select().from(users).where(eq(users.mobile, BENCH_OWNER_MOBILE));
const [business] = await database.db.select().from(businesses).where(eq(businesses.ownerId, owner.id));
const token = (await createSession(database.db, owner.id, TOOL_SESSION_LIMITS)).token;
await database.close();

const wanted = args.only.split(",");
const endpoints = [HEALTH, ...benchEndpoints(business.id)].filter((e) => wanted.some((w) => e.name.startsWith(w)) && (e.connections === 1) === args["one-client"]);
const sides = { A: { root: args.a, env: envOf(args["env-a"]) }, B: { root: args.b, env: envOf(args["env-b"]) } };
/**
 * CPU seconds (user + system) a set of processes has used: the server's and its database
 * connections' (PostgreSQL backends, found in pg_stat_activity). CPU per request barely moves with
 * the machine's load, where requests per second do: it is the figure that says what a lever saved.
 */
const cpuSeconds = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const dbName = new URL(url).pathname.slice(1);
const backends = async () =>
  (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [dbName])).rows.map((r) => r.pid);
const cpu: Record<string, { node: number; db: number }[]> = {};
const rounds: Record<string, Round[]> = {};
const order: ("A" | "B")[] = [];
for (let i = 0; i < Number(args.rounds); i++) order.push(...((i % 2 ? ["B", "A"] : ["A", "B"]) as ("A" | "B")[]));
console.log(`load average before ${os.loadavg().map((x) => x.toFixed(2)).join(" / ")}; order ${order.join(" ")}`);
for (const side of order) {
  const server = await startProcessServer({ root: sides[side].root, env: { DATABASE_URL: url, ...sides[side].env } });
  try {
    for (const e of endpoints) {
      // One short warm-up (JIT, pool, plan caches), then the measured round.
      await loadRound({ url: server.url + e.path, headers: { authorization: `Bearer ${token}` }, duration: 1, connections: e.connections ?? 10 });
      const pids = await backends();
      const nodeBefore = cpuSeconds([server.child.pid!]);
      const dbBefore = cpuSeconds(pids);
      const r = await loadRound({ url: server.url + e.path, headers: { authorization: `Bearer ${token}` }, duration: Number(args.seconds), connections: e.connections ?? 10 });
      const used = { node: ((cpuSeconds([server.child.pid!]) - nodeBefore) * 1000) / r.requests, db: ((cpuSeconds(pids) - dbBefore) * 1000) / r.requests };
      (rounds[`${e.name}|${side}`] ??= []).push(r);
      (cpu[`${e.name}|${side}`] ??= []).push(used);
      console.log(
        `  ${side} ${e.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, non-2xx ${r.non2xx}; CPU per request: server ${used.node.toFixed(3)} ms, PostgreSQL ${used.db.toFixed(3)} ms`,
      );
    }
  } finally {
    await server.stop();
  }
}
console.log(`load average after ${os.loadavg().map((x) => x.toFixed(2)).join(" / ")}`);
console.log("| Endpoint | A req/s | B req/s | B/A | A p99 ms | B p99 ms | A CPU ms/req (server + PostgreSQL) | B CPU ms/req |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
const cpuText = (list: { node: number; db: number }[]) => {
  const node = spread(list.map((c) => c.node)).median;
  const db = spread(list.map((c) => c.db)).median;
  return `${(node + db).toFixed(3)} (${node.toFixed(3)} + ${db.toFixed(3)})`;
};
for (const e of endpoints) {
  const a = rounds[`${e.name}|A`];
  const b = rounds[`${e.name}|B`];
  const ra = spread(a.map((r) => r.rps));
  const rb = spread(b.map((r) => r.rps));
  const pa = spread(a.map((r) => r.p99));
  const pb = spread(b.map((r) => r.p99));
  console.log(`| ${e.name} | ${ra.median.toFixed(0)} (${ra.min.toFixed(0)}–${ra.max.toFixed(0)}) | ${rb.median.toFixed(0)} (${rb.min.toFixed(0)}–${rb.max.toFixed(0)}) | ${(rb.median / ra.median).toFixed(2)}x | ${pa.median.toFixed(1)} | ${pb.median.toFixed(1)} | ${cpuText(cpu[`${e.name}|A`])} | ${cpuText(cpu[`${e.name}|B`])} |`);
}
await admin.end();
process.exit(0);
