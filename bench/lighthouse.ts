/**
 * `npx tsx bench/lighthouse.ts [--runs 3] [--pages dashboard,login] [--paths /a,/b] [--write]`
 *
 * Lighthouse 12's default mobile profile over the built console on a seeded in-memory server: the
 * pages of issue 24 (LIGHTHOUSE_PAGES), or any `--paths` (signed in, performance only, ≥ 0.80). With
 * `--write` the figures replace the "## Lighthouse (mobile)" section of bench/RESULTS.md (the rest
 * of the file is left as it is). `npm run bench` runs the same measurement as part of its pages.
 */
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { buildConsole } from "../server/build-console";
import { lighthouseSection, writeLighthouseSection } from "./lib/lighthouse-report";
import { LIGHTHOUSE_PAGES, measureLighthouse, type LighthousePage } from "./lib/lighthouse-pages";
import { startSeededServer } from "./lib/seeded-server";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    paths: { type: "string" },
    write: { type: "boolean", default: false },
  },
});
const rootDir = fileURLToPath(new URL("..", import.meta.url));
const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);

await buildConsole(rootDir, { log });
const server = await startSeededServer(join(rootDir, "dist"));
try {
  let pages: LighthousePage[] = LIGHTHOUSE_PAGES;
  if (args.pages) pages = pages.filter((p) => args.pages!.split(",").includes(p.name));
  if (args.paths) pages = args.paths.split(",").map((path) => ({ name: path, path, guarded: path !== "/auth/login", minPerformance: 0.8, seo: false }));
  const figures = await measureLighthouse(server.url, pages, {
    runs: Number(args.runs),
    storage: server.storage,
    log,
    categories: args.paths ? ["performance"] : undefined,
  });
  console.log(lighthouseSection(figures, Number(args.runs)));
  if (args.write) {
    writeLighthouseSection(join(rootDir, "bench/RESULTS.md"), figures, Number(args.runs));
    log("wrote the Lighthouse section of bench/RESULTS.md");
  }
} finally {
  await server.close();
}
process.exit(0);
