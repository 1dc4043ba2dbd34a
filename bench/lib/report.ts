import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Spread } from "./load";
import type { Results } from "./results";
import { priced } from "./route-bundle";
import { issueGoals } from "./goals";

export type { ApiRow, PageFigure, Results } from "./results";

const n = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : "–");
const int = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-IN") : "–");
const ms = (s: Spread, digits = 1) => (Number.isFinite(s.median) ? `${n(s.median, digits)} (${n(s.min, digits)}–${n(s.max, digits)})` : "–");
const kb = (b: number) => n(b / 1024, 1);
const rowsLabel = (r: number) => (r >= 1_000_000 ? `${r / 1_000_000}M` : r >= 1000 ? `${r / 1000}k` : String(r));

function verdict(ok: boolean | undefined) {
  return ok === undefined ? "not measured" : ok ? "**met**" : "**missed**";
}

function targets(r: Results): string[] {
  const out = ["| Target | Measured | Verdict |", "|---|---|---|"];
  // 1. List p99 at 1M rows on PostgreSQL.
  const list1m = r.api.find((a) => a.db === "PostgreSQL" && a.scale >= 1_000_000 && a.endpoint.startsWith("generated list") && a.figure);
  if (list1m?.figure) {
    const p99 = list1m.figure.p99.median;
    const ok = p99 <= 25;
    out.push(`| Generated list p99 ≤ 25 ms at 1M rows on PostgreSQL | p99 ${n(p99, 1)} ms, p50 ${n(list1m.figure.p50.median, 1)} ms (${list1m.connections ?? r.settings.connections} connections) | ${verdict(ok)}${ok ? "" : ` by ${n(p99 - 25, 1)} ms (${n(p99 / 25, 1)}x)`} |`);
  } else out.push("| Generated list p99 ≤ 25 ms at 1M rows on PostgreSQL | – | not measured (no PostgreSQL 1M run) |");
  // 2. ≥10x json-server at 100k rows.
  for (const db of ["PostgreSQL", "PGlite"]) {
    const row = r.api.find((a) => a.db === db && a.scale === 100_000 && a.jsonServer && a.figure);
    if (!row?.figure || !row.jsonServer) continue;
    const ratio = row.jsonServer.rps.median > 0 ? row.figure.rps.median / row.jsonServer.rps.median : Infinity;
    out.push(`| ≥ 10x json-server throughput on the list at 100k rows (${db}) | ${int(row.figure.rps.median)} vs ${n(row.jsonServer.rps.median, 1)} req/s = **${Number.isFinite(ratio) ? `${n(ratio, 1)}x` : "json-server answered no request within a round"}** | ${verdict(ratio >= 10)}${ratio >= 10 ? "" : ` (${n(10 / ratio, 1)}x short)`} |`);
  }
  if (!r.api.some((a) => a.scale === 100_000 && a.jsonServer)) out.push("| ≥ 10x json-server throughput at 100k rows | – | not measured (no 100k run) |");
  // 3. Sales report over ≥ 1M invoice lines within 1 s.
  const reports = r.api.filter((a) => a.endpoint.startsWith("sales report") && a.figure && (a.counts?.invoiceLines ?? 0) >= 1_000_000);
  for (const rep of reports.filter((a) => a.connections === 1)) {
    const p99 = rep.figure!.p99.median;
    out.push(`| Sales report over 1M invoice lines within 1 s (${rep.db}, ${int(rep.counts!.invoiceLines!)} lines, one client) | p50 ${n(rep.figure!.p50.median, 0)} ms, p99 ${n(p99, 0)} ms | ${verdict(p99 <= 1000)}${p99 <= 1000 ? "" : ` by ${n((p99 - 1000) / 1000, 2)} s`} |`);
  }
  if (!reports.length) out.push("| Sales report over 1M invoice lines within 1 s | – | not measured (no run with 1M lines) |");
  // 4. Login LCP at 4x.
  const login = r.pages.find((p) => p.name === "login");
  if (login) {
    const lcp = login.lcp.median;
    out.push(`| Login LCP < 1 s with ${r.settings.cpuSlowdown}x CPU slowdown | ${n(lcp, 0)} ms (median of ${login.runs.length}) | ${verdict(lcp < 1000)}${lcp < 1000 ? "" : ` by ${n(lcp - 1000, 0)} ms`} |`);
  } else out.push("| Login LCP < 1 s at 4x | – | not measured |");
  // Budgets, which are also tests.
  for (const b of r.bundles) {
    // As the budget test prices it: the sign-in page whole, a signed-in page's own code apart from antd's prepared styles.
    const { kb: size, limitKb: limit } = priced(b.bundle);
    out.push(`| Bundle budget ${b.bundle.route} ≤ ${limit} KB gzip${b.bundle.route === "/auth/login" ? "" : " of its own code"} | ${n(size, 1)} KB | ${verdict(size <= limit)}${size <= limit ? "" : ` by ${n(size - limit, 1)} KB`} |`);
  }
  return out;
}

export function writeReport(r: Results, scales: { pgliteScales: number[]; pgScales: number[] }): string {
  const L: string[] = [];
  L.push(`# Benchmark results${r.quick ? " (quick mode)" : ""}`);
  L.push("");
  L.push(`Written by \`npm run bench${r.quick ? " -- --quick" : ""}\` on ${r.startedAt} in ${n(r.seconds / 60, 1)} minutes. How to run it and what each figure means: the README's Benchmarks section.`);
  L.push("");
  L.push("## Machine and versions");
  L.push("");
  L.push(`- ${r.machine.cpus} cores (${r.machine.cpuModel}), ${n(r.machine.memoryGb, 1)} GB memory, ${r.machine.platform}`);
  L.push(`- Load average before ${r.machine.loadBefore.map((x) => n(x, 2)).join(" / ")}, after ${r.machine.loadAfter.map((x) => n(x, 2)).join(" / ")} (1/5/15 min). A load above the core count means other work shared the machine and the figures are pessimistic.`);
  L.push(`- Node ${r.versions.node}, PGlite ${r.versions.pglite}, PostgreSQL ${r.versions.postgres || "(not run)"}, json-server ${r.versions.jsonServer}, autocannon ${r.versions.autocannon}, Chromium ${r.versions.chromium || "(not run)"}`);
  L.push(`- API load: ${r.settings.rounds} round(s) of ${r.settings.seconds} s per figure, ${r.settings.connections} connections (one for the single-user report row), autocannon on a worker thread, server in-process on 127.0.0.1. Figures are the median over rounds with the spread (min–max) in brackets; latencies are exact per-response times in ms.`);
  L.push(`- Scales: PGlite ${scales.pgliteScales.map(rowsLabel).join(", ")}; PostgreSQL ${scales.pgScales.map(rowsLabel).join(", ")} rows per dataset for one business among 50.`);
  L.push("");
  L.push("## Goals of issue 15 (the API at the speed of its database)");
  L.push("");
  L.push("| Goal | Measured | Verdict |");
  L.push("|---|---|---|");
  for (const g of issueGoals(r)) L.push(`| ${g.goal} | ${g.measured} | **${g.verdict}**${g.why ? `: ${g.why}` : ""} |`);
  L.push("");
  L.push("## First targets");
  L.push("");
  L.push(...targets(r));
  L.push("");

  L.push("## Bundle: what a first visit downloads (JS + CSS)");
  L.push("");
  L.push("| Route | Files | gzip KB | brotli KB | raw KB | Largest files (gzip KB) |");
  L.push("|---|---:|---:|---:|---:|---|");
  for (const { name, bundle } of r.bundles) {
    const big = [...bundle.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((f) => `${f.path.replace("/assets/", "")} ${kb(f.gzip)}`).join(", ");
    L.push(`| ${name} \`${bundle.route}\` | ${bundle.files.length} | ${kb(bundle.gzip)} | ${kb(bundle.brotli)} | ${kb(bundle.raw)} | ${big} |`);
  }
  L.push("");

  L.push(`## Page speed (headless Chromium, CPU ${r.settings.cpuSlowdown}x slower, cold cache, loopback network)`);
  L.push("");
  L.push("| Page | LCP ms | FCP ms | Interactive from ms | Total blocking ms | First input delay ms |");
  L.push("|---|---:|---:|---:|---:|---:|");
  for (const p of r.pages) L.push(`| ${p.name} \`${p.path}\` | ${ms(p.lcp, 0)} | ${ms(p.fcp, 0)} | ${ms(p.interactive, 0)} | ${ms(p.tbt, 0)} | ${ms(p.inputDelay, 1)} |`);
  L.push("");
  L.push("Interactive from = the end of the last long task (> 50 ms) before a quiet second, or FCP when there was none. First input delay = a click on the page's first input (or content) once it showed, until its handler ran.");
  L.push("");

  for (const db of ["PGlite", "PostgreSQL"]) {
    const rows = r.api.filter((a) => a.db === db);
    if (!rows.length) continue;
    L.push(`## API on ${db}`);
    L.push("");
    L.push("| Rows | Endpoint | p50 ms | p99 ms | req/s | Non-2xx | Notes |");
    L.push("|---:|---|---:|---:|---:|---:|---|");
    for (const a of rows) {
      if (!a.figure) {
        L.push(`| ${a.scale ? rowsLabel(a.scale) : "–"} | ${a.endpoint} | – | – | – | – | not measured: ${a.unavailable} |`);
        continue;
      }
      const notes: string[] = [];
      if (a.totalCount) notes.push(`x-total-count ${a.totalCount}`);
      if (a.endpoint.startsWith("sales report") && a.counts?.invoiceLines) notes.push(`${int(a.counts.invoiceLines)} lines, ${int(a.counts.invoices ?? 0)} invoices`);
      if (a.figure.errors) notes.push(`${a.figure.errors} errors/timeouts`);
      L.push(`| ${a.scale ? rowsLabel(a.scale) : "–"} | ${a.endpoint}${a.connections === 1 ? " (1 client)" : ""} | ${ms(a.figure.p50, 2)} | ${ms(a.figure.p99, 2)} | ${ms(a.figure.rps, 0)} | ${a.figure.non2xx} | ${notes.join("; ")} |`);
    }
    const side = rows.filter((a) => a.jsonServer && a.figure);
    if (side.length) {
      L.push("");
      L.push(`Side by side with json-server ${r.versions.jsonServer} serving the same staff rows for the same query (\`_start=0&_end=20&_sort=full_name&_order=asc&status=active\`, with x-total-count):`);
      L.push("");
      L.push("| Rows | Galla req/s | json-server req/s | Ratio | Galla p99 ms | json-server p99 ms |");
      L.push("|---:|---:|---:|---:|---:|---:|");
      for (const a of side) {
        L.push(`| ${rowsLabel(a.scale)} | ${ms(a.figure!.rps, 0)} | ${ms(a.jsonServer!.rps, 1)} | ${a.jsonServer!.rps.median > 0 ? `**${n(a.figure!.rps.median / a.jsonServer!.rps.median, 1)}x**` : "json-server answered no request within a round"} | ${ms(a.figure!.p99, 1)} | ${ms(a.jsonServer!.p99, 1)} |`);
      }
    }
    L.push("");
  }

  if (r.asRun?.length) {
    L.push("## API on PostgreSQL as the README starts it (a separate process), beside raw SQL");
    L.push("");
    L.push("`server/main.ts` in its own process (what `npm start` runs, through tsx), default log level (info: one line per request to a pipe the bench drains), 10 connections from autocannon in the bench's process; then the same with `WEB_CONCURRENCY=2`. Raw SQL: the list's page statement exactly as the engine builds it, from 10 node-postgres connections in the bench's process, measured right after the `npm start` list row.");
    L.push("");
    L.push("| Rows | How | Endpoint | p50 ms | p99 ms | req/s (tps for SQL) | Non-2xx | Notes |");
    L.push("|---:|---|---|---:|---:|---:|---:|---|");
    for (const a of r.asRun) {
      if (!a.figure) {
        L.push(`| ${rowsLabel(a.scale)} | ${a.mode} | ${a.endpoint} | – | – | – | – | not measured: ${a.unavailable} |`);
        continue;
      }
      const notes = [a.totalCount ? `x-total-count ${a.totalCount}` : "", a.figure.errors ? `${a.figure.errors} errors/timeouts` : ""].filter(Boolean).join("; ");
      L.push(`| ${rowsLabel(a.scale)} | ${a.mode} | ${a.endpoint} | ${ms(a.figure.p50, 2)} | ${ms(a.figure.p99, 2)} | ${ms(a.figure.rps, 0)} | ${a.figure.non2xx} | ${notes} |`);
    }
    L.push("");
  }

  if (r.wallet.length) {
    L.push(`## Wallet: top-ups with ${r.settings.walletClients} concurrent clients`);
    L.push("");
    L.push("Each client asks for a dynamic QR, pays it in the sandbox bank (which also calls our webhook) and posts updateWalletAmount, which credits only after asking the bank; webhook and post race to credit the same payment.");
    L.push("");
    L.push("| Database | Top-ups | Seconds | Credits/s | updateWalletAmount p50 / p99 ms | Books |");
    L.push("|---|---:|---:|---:|---:|---|");
    for (const w of r.wallet) {
      L.push(`| ${w.db} | ${w.topups} | ${n(w.seconds, 1)} | **${n(w.creditsPerSecond, 1)}** | ${n(w.updateP50, 1)} / ${n(w.updateP99, 1)} | ${w.check.ok ? "balanced" : "**NOT balanced**"}: ${w.check.detail}${w.failureCount ? `; ${w.failureCount} requests failed: ${w.failures.join(" | ")}` : ""} |`);
    }
    L.push("");
  }

  if (r.seeding.length) {
    L.push("## Seeding (seed:big, generate_series inside the database)");
    L.push("");
    L.push("| Database | Grown to | Seconds | Parts | Rows of the big business |");
    L.push("|---|---:|---:|---|---|");
    for (const s of r.seeding) {
      const counts = s.counts ? Object.entries(s.counts).filter(([, v]) => v !== undefined).map(([k, v]) => `${k} ${int(v!)}`).join(", ") : "";
      L.push(`| ${s.db} | ${s.rows ? rowsLabel(s.rows) : "setup"} | ${n(s.seconds, 1)} | ${s.detail} | ${counts} |`);
    }
    L.push("");
  }

  if (r.notes.length) {
    L.push("## Notes");
    L.push("");
    for (const note of r.notes) L.push(`- ${note}`);
    L.push("");
  }
  const analysis = fileURLToPath(new URL("../analysis.md", import.meta.url));
  if (!r.quick && existsSync(analysis)) {
    L.push(readFileSync(analysis, "utf8").trim());
    L.push("");
  }
  return L.join("\n");
}
