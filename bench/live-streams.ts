/**
 * `npx tsx bench/live-streams.ts [--streams 1000] [--out bench/RESULTS.md]` (issue 23)
 *
 * 1,000 open live event streams (GET /api/payments/events, Server-Sent Events) on ONE server process, as
 * `npm start` runs it (server/main.ts in a process of its own, PostgreSQL at DATABASE_URL or the local
 * one): the process's resident memory per open stream, the time to open them, that a payment still
 * reaches its business's streams, and the generated list's throughput with none and with all of them open.
 * Streams are capped at 50 per business and 10 per user (server/live/routes.ts), so 100 owners with a
 * business each open 10. Writes only the "## Live event streams" section of the report (replaced or added).
 */
import { parseArgs } from "node:util";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import os from "node:os";
import { eq } from "drizzle-orm";
import "../app/server"; // the modules, handed to the server as app/main.ts hands them
import { TOOL_SESSION_LIMITS, createSession } from "../server/auth/sessions";
import { users } from "../server/db/schema";
import { createBusiness } from "../server/business/create";
import { seedDemo, DEMO_OWNER_MOBILE } from "../server/seed/demo";
import { upiLink } from "../resources/upi";
import { freshPostgres } from "./lib/databases";
import { startProcessServer } from "./lib/process-server";
import { measure, type Figure } from "./lib/load";
import { LIST_QUERY } from "./lib/endpoints";

const { values: args } = parseArgs({ options: { streams: { type: "string", default: "1000" }, out: { type: "string" }, seconds: { type: "string", default: "5" } } });
const STREAMS = Number(args.streams);
const PER_OWNER = 10;
const SECONDS = Number(args.seconds);
const ROUNDS = 3;
const rootDir = fileURLToPath(new URL("..", import.meta.url));
const outFile = args.out ?? join(rootDir, "bench/RESULTS.md");
const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);

/** The server process's resident set (VmRSS), in MiB: what the machine gives it, heap and sockets alike. */
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The lowest of a few readings a little apart: a reading mid-allocation overstates what stays. */
async function settledRss(pid: number): Promise<number> {
  const seen: number[] = [];
  for (let i = 0; i < 5; i++) {
    await pause(1000);
    seen.push(rssMiB(pid));
  }
  return Math.min(...seen);
}

interface OpenStream {
  business: number;
  events: string[];
  close: () => void;
}

/** Opens one stream and resolves once its `ready` event arrived; keeps reading (and counting payments) after. */
async function openStream(url: string, token: string, business: number): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/payments/events?business_id=${business}`, { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream for business ${business}: ${res.status} ${await res.text()}`);
  const events: string[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (\w+)/m.exec(block)?.[1];
          if (name === "ready") ready();
          else if (name) events.push(name);
        }
      }
    } catch {
      // closed
    }
  })();
  await isReady;
  return { business, events, close: () => controller.abort() };
}

const fmt = (f: Figure) => `${f.rps.median.toFixed(0)} req/s (${f.rps.min.toFixed(0)}–${f.rps.max.toFixed(0)}), p50 ${f.p50.median.toFixed(1)} ms, p99 ${f.p99.median.toFixed(1)} ms${f.non2xx || f.errors ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : ""}`;

async function main() {
  const base = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const bench = await freshPostgres(base);
  const { db } = bench.database;
  log("seeding the demo and 100 owners, one business each");
  await seedDemo(db);
  const owners: { token: string; business: number }[] = [];
  for (let i = 0; i < Math.ceil(STREAMS / PER_OWNER); i++) {
    const [u] = await db.insert(users).values({ mobile: String(9300000000 + i), name: `Stream owner ${i}` }).returning();
    const b = await createBusiness(db, u.id, { businessName: `Stream shop ${i}`, businessMasterId: 5, stateCode: "27", upiId: `streamshop${i}@okhdfcbank` });
    owners.push({ token: (await createSession(db, u.id, TOOL_SESSION_LIMITS)).token, business: b.id });
  }
  const [demo] = await db.select().from(users).where(eq(users.mobile, DEMO_OWNER_MOBILE));
  const demoToken = (await createSession(db, demo.id, TOOL_SESSION_LIMITS)).token;
  const listUrl = (url: string) => `${url}/api/b/1/staff?${LIST_QUERY}`;

  const server = await startProcessServer({ root: rootDir, env: { DATABASE_URL: bench.url! } });
  const pid = server.child.pid!;
  const headers = { authorization: `Bearer ${demoToken}` };
  try {
    const check = await fetch(listUrl(server.url), { headers });
    if (check.status !== 200) throw new Error(`list: ${check.status} ${await check.text()}`);
    log("warming up, then the list with no stream open");
    await measure({ url: listUrl(server.url), headers, duration: 2 }, 1);
    const before = await measure({ url: listUrl(server.url), headers, duration: SECONDS }, ROUNDS);
    const rssBefore = await settledRss(pid);
    log(`no stream: RSS ${rssBefore.toFixed(1)} MiB; list ${fmt(before)}`);

    log(`opening ${STREAMS} streams`);
    const t0 = performance.now();
    const streams: OpenStream[] = [];
    // Ten at a time per owner, owners in parallel batches: as consoles arriving, not one giant burst.
    for (let i = 0; i < owners.length; i += 20) {
      const batch = owners.slice(i, i + 20).flatMap((o) => Array.from({ length: PER_OWNER }, () => openStream(server.url, o.token, o.business)));
      streams.push(...(await Promise.all(batch)));
    }
    const openSeconds = (performance.now() - t0) / 1000;
    const rssOpen = await settledRss(pid);
    const perStreamKiB = ((rssOpen - rssBefore) * 1024) / streams.length;
    log(`${streams.length} open in ${openSeconds.toFixed(1)} s: RSS ${rssOpen.toFixed(1)} MiB, ${perStreamKiB.toFixed(1)} KiB per stream`);

    // A payment to one business's QR still reaches its 10 streams, and no other business's.
    const target = owners[0];
    const paidAt = performance.now();
    const pay = await fetch(`${server.url}/api/sandbox/upi/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ qr: upiLink({ pa: "streamshop0@okhdfcbank", pn: "Stream shop 0", am: "10.00" }), payer_address: "bench.payer@okaxis" }),
    });
    if (pay.status !== 200) throw new Error(`pay: ${pay.status} ${await pay.text()}`);
    const mine = streams.filter((s) => s.business === target.business);
    while (mine.some((s) => !s.events.includes("payment"))) {
      if (performance.now() - paidAt > 10_000) throw new Error("the payment did not reach its streams within 10 s");
      await pause(5);
    }
    const fanoutMs = performance.now() - paidAt;
    const strays = streams.filter((s) => s.business !== target.business && s.events.includes("payment")).length;
    log(`payment reached its ${mine.length} streams in ${fanoutMs.toFixed(0)} ms; ${strays} other streams got it`);

    const during = await measure({ url: listUrl(server.url), headers, duration: SECONDS }, ROUNDS);
    log(`${streams.length} streams: list ${fmt(during)}`);
    const stillOpen = streams.length;
    for (const s of streams) s.close();
    await pause(2000);
    const rssAfter = await settledRss(pid);
    log(`closed: RSS ${rssAfter.toFixed(1)} MiB`);

    const date = new Date().toISOString().slice(0, 10);
    const section = [
      "## Live event streams",
      "",
      `\`npx tsx bench/live-streams.ts\` (issue 23), ${date}: one server process as \`npm start\` runs it (server/main.ts, its own process, PostgreSQL ${bench.label === "PostgreSQL" ? "on this machine" : ""}), ${os.cpus().length} cores shared with the load generator and the streams' reader, Node ${process.version}.`,
      `${STREAMS.toLocaleString("en-IN")} streams of \`GET /api/payments/events\` (Server-Sent Events) from ${owners.length} owners, ${PER_OWNER} each (the limits are 50 per business and 10 per user per process). Memory is the process's resident set (VmRSS), the lowest of five readings a second apart.`,
      "",
      "| | figure |",
      "|---|---|",
      `| resident memory, no stream open (after a warm-up) | ${rssBefore.toFixed(1)} MiB |`,
      `| resident memory, ${STREAMS.toLocaleString("en-IN")} streams open | ${rssOpen.toFixed(1)} MiB |`,
      `| **memory per open stream** | **${perStreamKiB.toFixed(1)} KiB** |`,
      `| resident memory after they closed | ${rssAfter.toFixed(1)} MiB |`,
      `| time to open all ${STREAMS.toLocaleString("en-IN")} (200 at a time, each until its \`ready\`) | ${openSeconds.toFixed(1)} s |`,
      `| a QR payment to one business, until all ${mine.length} of its streams had it | ${fanoutMs.toFixed(0)} ms (${strays} other streams got it) |`,
      `| generated list (\`/api/b/1/staff?${LIST_QUERY}\`, 10 connections), no stream open | ${fmt(before)} |`,
      `| the same list, ${stillOpen.toLocaleString("en-IN")} streams open | ${fmt(during)} |`,
      "",
      `${ROUNDS} rounds of ${SECONDS} s each, median (min–max). An idle stream costs no CPU between its heartbeats (a \`: ping\` every 25 s, which re-checks the session: ${STREAMS.toLocaleString("en-IN")} streams are ${(STREAMS / 25).toFixed(0)} small queries a second). The machine is shared with other work, so the rounds spread widely: the ranges with and without the streams overlap, i.e. no loss of list throughput shows at this size. The memory after closing stays where it was: V8 keeps the heap it grew for the next ones.`,
      "",
    ].join("\n");
    const report = readFileSync(outFile, "utf8");
    const at = report.indexOf("## Live event streams");
    let next = at < 0 ? -1 : report.indexOf("\n## ", at + 1);
    if (next >= 0) next += 1;
    const updated = at < 0 ? `${report.trimEnd()}\n\n${section}` : `${report.slice(0, at)}${section}${next >= 0 ? `\n${report.slice(next)}` : ""}`;
    writeFileSync(outFile, updated.endsWith("\n") ? updated : `${updated}\n`);
    log(`wrote the section to ${outFile}`);
  } finally {
    await server.stop();
    await bench.drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
