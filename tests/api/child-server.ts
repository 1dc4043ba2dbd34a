import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createServer, type AddressInfo } from "node:net";

const rootDir = fileURLToPath(new URL("../..", import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the server's origin once it logs that it listens; rejects if it exits first. */
  listening: Promise<string>;
}

/** `app/main.ts` as its own process, exactly as `npm start` runs it, with the given environment. */
export function spawnServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ["--import", "tsx", "app/main.ts"], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", SERVE_CONSOLE: "false", LOG_LEVEL: "debug", DATA_DIR: "memory://", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on("data", check);
    child.stderr!.on("data", check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => {}); // a test that expects a refusal never awaits it
  return { child, output: () => output, exited, listening };
}

/** A port nothing listens on now: for a server that must keep its port across restarts (PORT=0 would not). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** Polls `what` every 100 ms for up to `ms`; its last answer. */
export const waitFor = async (what: () => boolean | Promise<boolean>, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return what();
};

/** The process ids on the "request completed" lines of the output (pino writes the pid on every line; at LOG_LEVEL=debug every request has one). */
export const servingPids = (output: string) =>
  new Set(
    output
      .split("\n")
      .filter((l) => l.includes('"request completed"'))
      .map((l) => (JSON.parse(l) as { pid: number }).pid),
  );
