import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * json-server 0.17 — the fake REST backend a @refinedev/simple-rest user starts with — serving
 * the same rows under the same conventions (_start/_end/_sort/_order, field filters,
 * x-total-count), in its own process as it would run.
 */
export interface JsonServer {
  url: string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startJsonServer(collection: string, rows: unknown[]): Promise<JsonServer> {
  const dir = mkdtempSync(join(tmpdir(), "galla-json-server-"));
  const file = join(dir, "db.json");
  writeFileSync(file, JSON.stringify({ [collection]: rows }));
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve("json-server/package.json")), "lib/cli/bin.js");
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bin, "--port", String(port), "--host", "127.0.0.1", "--quiet", "--no-gzip", file], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`json-server exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/${collection}?_start=0&_end=1`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`json-server did not start in 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
