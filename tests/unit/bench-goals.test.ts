import { describe, expect, it } from "vitest";
import { issueGoals } from "../../bench/lib/goals";
import type { ApiRow, Results } from "../../bench/lib/report";
import type { Figure } from "../../bench/lib/load";

/** The bench's verdicts for issue 15 are logic too: a wrong one would report a goal met that was not. */
const fig = (rps: number, p99: number, p50 = p99 / 2): Figure => ({
  rounds: [],
  rps: { median: rps, min: rps, max: rps },
  p99: { median: p99, min: p99, max: p99 },
  p50: { median: p50, min: p50, max: p50 },
  non2xx: 0,
  errors: 0,
});
const row = (over: Partial<ApiRow>): ApiRow => ({ db: "PostgreSQL", scale: 1_000_000, endpoint: "generated list (staff)", path: "/x", status: 200, connections: 10, ...over });

function results(over: Partial<Results> = {}): Results {
  return {
    quick: false,
    startedAt: "2026-11-24T00:00:00.000Z",
    machine: { cpus: 2, cpuModel: "x", memoryGb: 1, platform: "linux", loadBefore: [0, 0, 0], loadAfter: [0, 0, 0] },
    versions: { node: "", pglite: "", postgres: "", jsonServer: "", autocannon: "", chromium: "" },
    settings: { rounds: 3, seconds: 3, connections: 10, pageRuns: 5, cpuSlowdown: 4, walletClients: 50, walletTopups: 1000 },
    bundles: [],
    pages: [],
    api: [],
    asRun: [],
    seeding: [],
    wallet: [],
    notes: [],
    seconds: 0,
    ...over,
  };
}
const goal = (r: Results, starts: string) => issueGoals(r).find((g) => g.goal.startsWith(starts))!;

describe("issue 15 verdicts", () => {
  it("judge the list on the best way users run it, and report the API/raw ratio for both raw rows", () => {
    const r = results({
      asRun: [
        row({ mode: "npm start", figure: fig(1200, 20) }),
        row({ mode: "npm start, WEB_CONCURRENCY=2", figure: fig(2000, 12) }),
        row({ mode: "raw SQL, unprepared", endpoint: "list page statement", figure: fig(8000, 3) }),
        row({ mode: "raw SQL, prepared", endpoint: "list page statement", figure: fig(16000, 2) }),
      ],
    });
    const g = goal(r, "Generated list at 1M");
    expect(g.verdict).toBe("not met");
    expect(g.measured).toContain("npm start, WEB_CONCURRENCY=2: 2,000 req/s, p99 12.0 ms");
    expect(g.measured).toContain("raw SQL, unprepared 8,000 tps (API/raw 25.0 %)");
    expect(g.measured).toContain("raw SQL, prepared 16,000 tps (API/raw 12.5 %)");
    expect(g.why).toBe("2,000 req/s is 40.0 % of 5,000; p99 12.0 ms > 10 ms");
  });

  it("meet a goal only when every bound of it holds", () => {
    const fast = results({ asRun: [row({ mode: "npm start", figure: fig(5200, 9.9) })] });
    expect(goal(fast, "Generated list at 1M").verdict).toBe("met");
    const slowTail = results({ asRun: [row({ mode: "npm start", figure: fig(6000, 10.5) })] });
    expect(goal(slowTail, "Generated list at 1M").verdict).toBe("not met");
  });

  it("say not measured rather than judge a smaller scale, a missing row or the in-process server", () => {
    const r = results({
      asRun: [row({ mode: "npm start", scale: 100_000, figure: fig(9000, 2) })],
      api: [row({ figure: fig(9000, 2) })],
    });
    expect(goal(r, "Generated list at 1M").verdict).toBe("not measured");
    expect(goal(r, "getBusiness").verdict).toBe("not measured");
    expect(goal(r, "PGlite").verdict).toBe("not measured");
    expect(goal(r, "Sales report").verdict).toBe("not measured");
    expect(goal(r, "Scale-out").verdict).toBe("not measured");
  });

  it("judge PGlite at 100k, the reports on one client over 1M lines, and the books of the two-process wallet run", () => {
    const lines = { invoiceLines: 1_500_000 };
    const r = results({
      api: [
        row({ db: "PGlite", scale: 100_000, figure: fig(1100, 30) }),
        row({ endpoint: "sales report", connections: 1, counts: lines, figure: fig(3, 400, 280) }),
        row({ endpoint: "profit and loss", connections: 1, counts: lines, figure: fig(2, 500, 450) }),
      ],
      wallet: [
        { db: "PostgreSQL, 2 server processes (round-robin)", clients: 50, topups: 900, seconds: 20, creditsPerSecond: 45, updateP50: 1, updateP99: 2, failures: [], failureCount: 0, check: { ok: true, detail: "" } },
      ],
    });
    expect(goal(r, "PGlite").verdict).toBe("met");
    expect(goal(r, "Sales report").verdict).toBe("met");
    expect(goal(r, "P&L").verdict).toBe("not met");
    expect(goal(r, "Scale-out").verdict).toBe("met");
    r.wallet[0].check = { ok: false, detail: "business 3: wallet_balances ₹1 but ledger sum ₹2" };
    expect(goal(r, "Scale-out")).toMatchObject({ verdict: "not met", why: "business 3: wallet_balances ₹1 but ledger sum ₹2" });
  });
});
