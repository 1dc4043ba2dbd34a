import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Written beside the build: none is a file a page asks for (code-map.json is the server's, server/route-preloads.ts). */
const NOT_KEPT = /(\.(br|gz)$)|(^\.source-hash$)|(^sw\.js$)|(^code-map\.json$)/;

/** Every file of a built console as the URL a page asks for it by, sorted. */
export function builtFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(distDir, join(e.parentPath, e.name)).split(sep).join("/"))
    .filter((path) => !NOT_KEPT.test(path))
    .map((path) => `/${path}`)
    .sort();
}

/**
 * Writes dist/sw.js: the list of this build's files and a version hashed from their contents, then the
 * worker itself (src/pwa/service-worker.js). The same sources give the same version, so a rebuild that
 * changed nothing does not make every device download the console again; any changed file makes a new
 * cache and a clean takeover.
 */
export function writeServiceWorker(rootDir: string, distDir: string): { version: string; files: string[] } {
  const files = builtFiles(distDir);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(readFileSync(join(distDir, file)));
  const version = hash.digest("hex").slice(0, 16);
  const worker = readFileSync(join(rootDir, "src/pwa/service-worker.js"), "utf8");
  writeFileSync(join(distDir, "sw.js"), `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n${worker}`);
  return { version, files };
}
