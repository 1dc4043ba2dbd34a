import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeServiceWorker } from "./build-service-worker";

// The build recipe itself counts: a change to how we build must rebuild too.
const CONSOLE_INPUTS = ["app", "src", "modules", "resources", "contracts", "providers", "locales", "index.html", "vite.config.ts", "package-lock.json", "public", "server/build-console.ts", "scripts/antd-styles-plugin.ts", "scripts/antd-prepared-styles.tsx", "scripts/code-map-plugin.ts", "server/code-map.ts", "scripts/early-reads-plugin.ts", "scripts/app-chunks.ts", "scripts/entry-modules.ts", "server/build-service-worker.ts"];
const STAMP = ".source-hash";

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** A hash over every file the console is built from: a changed source means a rebuild. */
export function sourceHash(rootDir: string): string {
  const hash = createHash("sha256");
  for (const input of CONSOLE_INPUTS) {
    for (const file of files(join(rootDir, input))) hash.update(relative(rootDir, file)).update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** Writes .br and .gz beside each text asset so the server never compresses on the request path. */
async function precompress(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && /\.(js|css|html|svg|json|webmanifest|txt)$/.test(e.name))
      .map(async (e) => {
        const path = join(e.parentPath, e.name);
        const body = await readFile(path);
        await writeFile(`${path}.gz`, await promisify(gzip)(body, { level: 9 }));
        await writeFile(
          `${path}.br`,
          await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }),
  );
}

/** Builds the console into dist/ unless dist/ was built from exactly these sources. Returns whether it built. */
export async function buildConsole(rootDir: string, { force = false, log = console.log } = {}): Promise<boolean> {
  const distDir = join(rootDir, "dist");
  const hash = sourceHash(rootDir);
  const stampPath = join(distDir, STAMP);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, "utf8") === hash) return false;
  log("building the console…");
  const { build } = await import("vite");
  // Vite follows NODE_ENV; under the test runner it is "test", which would ship React's and antd's
  // development builds. The console is always built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: rootDir, mode: "production", logLevel: "warn", configFile: join(rootDir, "vite.config.ts") });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // The worker lists the build's files, so it is written once they all are; then compressed with them.
  writeServiceWorker(rootDir, distDir);
  await precompress(distDir);
  writeFileSync(stampPath, hash);
  return true;
}
