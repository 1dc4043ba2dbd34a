import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

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

/** `server/main.ts` as its own process, exactly as `npm start` runs it, with the given environment. */
export function spawnServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", SERVE_CONSOLE: "false", LOG_LEVEL: "info", DATA_DIR: "memory://", ...env },
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
