import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { LIGHTHOUSE_LIMITS, type LighthouseFigure } from "./lighthouse-pages";

export const LIGHTHOUSE_HEADING = "## Lighthouse (mobile)";

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const range = (xs: number[], f: (x: number) => string) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;

/** The "## Lighthouse (mobile)" section: per page the median of the runs, its spread, and each goal met or missed. */
export function lighthouseSection(figures: LighthouseFigure[], runs: number, when = new Date().toISOString()): string {
  const L: string[] = [LIGHTHOUSE_HEADING, ""];
  L.push(
    `Lighthouse 12.2.3, default mobile profile (simulated slow 4G: 150 ms RTT, 1.6 Mbps; CPU 4x slower), headless Chromium, ` +
      `median of ${runs} runs per page, each in a fresh browser profile (cold: nothing of the console cached; a repeat visit loads the page once first and keeps cache and service worker). ` +
      `Goals (issue 24): performance ≥ 0.90, LCP ≤ ${s(LIGHTHOUSE_LIMITS.lcpMs)}, TBT ≤ ${LIGHTHOUSE_LIMITS.tbtMs} ms, CLS ≤ ${LIGHTHOUSE_LIMITS.cls} on the four named pages and their repeat visits; performance ≥ 0.80 on the other public pages; SEO 1.00 on every public page. Measured ${when}.`,
  );
  L.push("");
  L.push("| Page | Performance | LCP | TBT | CLS | FCP | Requests (JS+CSS) | SEO | A11y | Best pr. | Load avg | Host index | Goals |");
  L.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const f of figures) {
    const m = f.median;
    const cat = (x: number) => (Number.isNaN(x) ? "–" : x.toFixed(2));
    L.push(
      `| ${f.page.name} \`${f.page.path}\` | ${m.performance.toFixed(2)} (${range(f.runs.map((r) => r.performance), (x) => x.toFixed(2))}) | ` +
        `${s(m.lcp)} | ${m.tbt.toFixed(0)} ms (${range(f.runs.map((r) => r.tbt), (x) => x.toFixed(0))}) | ${m.cls.toFixed(3)} | ${s(m.fcp)} | ` +
        `${m.requests} (${m.scripts}) | ${cat(m.seo)} | ${cat(m.accessibility)} | ${cat(m.bestPractices)} | ${f.loadBefore.toFixed(2)}→${f.loadAfter.toFixed(2)} | ${Number.isNaN(m.benchmarkIndex) ? "–" : m.benchmarkIndex.toFixed(0)} | ` +
        `${f.missed.length ? `**missed**: ${f.missed.join(", ")}` : "**met**"} |`,
    );
  }
  L.push("");
  L.push(
    "Lighthouse simulates the network and CPU from a trace taken on this machine, so LCP depends little on how busy the machine is; TBT does (long tasks are measured, then scaled). " +
      "The load average (1 min, before→after each page's runs) says how shared the 2 cores were; the host index is Lighthouse's own benchmark of this machine at the time (median of the runs, higher is faster).",
  );
  L.push("");
  return L.join("\n");
}

/** Replaces the section (from its heading to the next "## " heading) in the file, or appends it; the rest is kept. */
export function spliceSection(text: string, heading: string, section: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return `${text.replace(/\n*$/, "")}\n\n${section.replace(/\n*$/, "")}\n`;
  const next = text.indexOf("\n## ", start + heading.length + 1);
  const before = text.slice(0, start + 1);
  const after = next < 0 ? "" : text.slice(next + 1);
  return `${before}${section.replace(/\n*$/, "")}\n${after ? `\n${after}` : ""}`;
}

/** The section under `heading` (heading included, up to the next "## "), if the text has one. */
export function sectionOf(text: string, heading: string): string | undefined {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return undefined;
  const next = text.indexOf("\n## ", start + heading.length + 1);
  return text.slice(start + 1, next < 0 ? undefined : next + 1);
}

export function writeLighthouseSection(file: string, figures: LighthouseFigure[], runs: number) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
  writeFileSync(file, spliceSection(text, LIGHTHOUSE_HEADING, lighthouseSection(figures, runs)));
}
