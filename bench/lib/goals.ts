import type { ApiRow, Results } from "./results";

/** One goal of issue 15 with what the run measured and the verdict. */
export interface GoalVerdict {
  goal: string;
  measured: string;
  verdict: "met" | "not met" | "not measured";
  /** Why not met, or what was not measured. */
  why?: string;
}

const f0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-IN") : "–");
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : "–");
const isList = (a: ApiRow) => a.endpoint.startsWith("generated list");
const served = (a: ApiRow) => Boolean(a.figure) && (a.mode ?? "").startsWith("npm start");

/** The `npm start` rows (one process or more) for an endpoint at the largest scale ≥ `minRows`, best throughput first. */
function asRunRows(r: Results, match: (a: ApiRow) => boolean, minRows: number): ApiRow[] {
  const rows = r.asRun.filter((a) => served(a) && match(a) && a.scale >= minRows);
  const top = Math.max(...rows.map((a) => a.scale));
  return rows.filter((a) => a.scale === top).sort((a, b) => b.figure!.rps.median - a.figure!.rps.median);
}

const describe = (rows: ApiRow[]) => rows.map((a) => `${a.mode}: ${f0(a.figure!.rps.median)} req/s, p99 ${f1(a.figure!.p99.median)} ms`).join("; ");

/** Verdicts for the goals of issue 15 ("the API at the speed of its database"), from one run's figures. */
export function issueGoals(r: Results): GoalVerdict[] {
  const out: GoalVerdict[] = [];

  // 1. The list at 1M rows on PostgreSQL, as users run it, beside raw SQL.
  const list = asRunRows(r, isList, 1_000_000);
  const goal1 = "Generated list at 1M rows on PostgreSQL: ≥ 5,000 req/s and p99 ≤ 10 ms (10 connections), raw SQL in the same run";
  if (!list.length) out.push({ goal: goal1, measured: "–", verdict: "not measured", why: "no PostgreSQL run at 1M rows" });
  else {
    const best = list[0];
    const raw = (prepared: boolean) => r.asRun.find((a) => a.scale === best.scale && a.mode === `raw SQL, ${prepared ? "prepared" : "unprepared"}` && a.figure);
    const ratios = [false, true]
      .map((p) => raw(p))
      .filter((x): x is ApiRow => Boolean(x))
      .map((x) => `${x.mode} ${f0(x.figure!.rps.median)} tps (API/raw ${((best.figure!.rps.median / x.figure!.rps.median) * 100).toFixed(1)} %)`);
    const rps = best.figure!.rps.median;
    const p99 = best.figure!.p99.median;
    const ok = rps >= 5000 && p99 <= 10;
    out.push({
      goal: goal1,
      measured: `${describe(list)}; ${ratios.join(", ") || "raw SQL not measured"}`,
      verdict: ok ? "met" : "not met",
      why: ok ? undefined : [rps < 5000 ? `${f0(rps)} req/s is ${f1((rps / 5000) * 100)} % of 5,000` : "", p99 > 10 ? `p99 ${f1(p99)} ms > 10 ms` : ""].filter(Boolean).join("; "),
    });
  }

  // 2. getBusiness and business_balance.
  for (const name of ["getBusiness", "business_balance"]) {
    const rows = asRunRows(r, (a) => a.endpoint === name, 0);
    const goal = `${name} ≥ 5,000 req/s (PostgreSQL, as users run it)`;
    if (!rows.length) out.push({ goal, measured: "–", verdict: "not measured", why: "no PostgreSQL run" });
    else {
      const rps = rows[0].figure!.rps.median;
      out.push({ goal, measured: describe(rows), verdict: rps >= 5000 ? "met" : "not met", why: rps >= 5000 ? undefined : `${f0(rps)} req/s is ${f1((rps / 5000) * 100)} % of 5,000` });
    }
  }

  // 3. PGlite, the embedded default, at 100k rows.
  const pglite = r.api.find((a) => a.db === "PGlite" && a.scale === 100_000 && isList(a) && a.figure);
  const goal3 = "PGlite: generated list at 100k rows ≥ 1,000 req/s";
  if (!pglite) out.push({ goal: goal3, measured: "–", verdict: "not measured", why: "no PGlite run at 100k rows" });
  else {
    const rps = pglite.figure!.rps.median;
    out.push({ goal: goal3, measured: `${f0(rps)} req/s, p99 ${f1(pglite.figure!.p99.median)} ms (in-process)`, verdict: rps >= 1000 ? "met" : "not met", why: rps >= 1000 ? undefined : `${f0(rps)} req/s is ${f1(rps / 10)} % of 1,000` });
  }

  // 4. Reports over 1M invoice lines, one client.
  for (const name of ["sales report", "profit and loss"]) {
    const row = r.api.find((a) => a.db === "PostgreSQL" && a.endpoint === name && a.connections === 1 && a.figure && (a.counts?.invoiceLines ?? 0) >= 1_000_000);
    const goal = `${name === "sales report" ? "Sales report" : "P&L"} over 1M invoice lines ≤ 300 ms for one client (PostgreSQL)`;
    if (!row) out.push({ goal, measured: "–", verdict: "not measured", why: "no PostgreSQL run with 1M lines" });
    else {
      const p50 = row.figure!.p50.median;
      out.push({ goal, measured: `p50 ${f0(p50)} ms, p99 ${f0(row.figure!.p99.median)} ms`, verdict: p50 <= 300 ? "met" : "not met", why: p50 <= 300 ? undefined : `p50 ${f0(p50)} ms > 300 ms` });
    }
  }

  // 5. The console at 4x CPU slowdown.
  const dashboard = r.pages.find((p) => p.name === "dashboard");
  const goal5 = "Dashboard LCP ≤ 1.2 s at 4x CPU slowdown";
  if (!dashboard) out.push({ goal: goal5, measured: "–", verdict: "not measured", why: "pages not measured in this run" });
  else {
    const lcp = dashboard.lcp.median;
    out.push({ goal: goal5, measured: `${f0(lcp)} ms (median of ${dashboard.runs.length})`, verdict: lcp <= 1200 ? "met" : "not met", why: lcp <= 1200 ? undefined : `${f0(lcp)} ms > 1,200 ms` });
  }
  const login = r.bundles.find((b) => b.bundle.route === "/auth/login");
  const goal6 = "Login first visit ≤ 150 KB gzip";
  if (!login) out.push({ goal: goal6, measured: "–", verdict: "not measured", why: "bundles not measured in this run" });
  else {
    const kb = login.bundle.gzip / 1024;
    out.push({ goal: goal6, measured: `${f1(kb)} KB gzip`, verdict: kb <= 150 ? "met" : "not met", why: kb <= 150 ? undefined : `${f1(kb)} KB > 150 KB` });
  }

  // 6. Scale-out: two processes on one PostgreSQL, the wallet bench's books balanced.
  const multi = r.wallet.find((w) => w.db.includes("server processes"));
  const goal7 = "Scale-out: two server processes on one PostgreSQL pass the 50-client wallet bench with the books balanced";
  if (!multi) out.push({ goal: goal7, measured: "–", verdict: "not measured", why: "no PostgreSQL run" });
  else {
    const ok = multi.check.ok && multi.topups > 0;
    out.push({
      goal: goal7,
      measured: `${f0(multi.topups)} top-ups in ${f1(multi.seconds)} s (${f1(multi.creditsPerSecond)}/s); books ${multi.check.ok ? "balanced" : "NOT balanced"}`,
      verdict: ok ? "met" : "not met",
      why: ok ? undefined : multi.check.detail,
    });
  }
  return out;
}
