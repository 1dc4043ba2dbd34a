import { spawn, type ChildProcess } from "node:child_process";

/**
 * The server as the README starts it: `app/main.ts` in a process of its own (what `npm start`
 * runs, through tsx), with the default log level writing to a pipe the bench drains, on loopback
 * and a free port. `root` may be another checkout of the repo (bench/ab.ts compares two).
 */
export interface ProcessServer {
  url: string;
  child: ChildProcess;
  /** Lines the server wrote (kept short: the last 200). */
  output(): string[];
  /** SIGTERM, and the exit (or SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export async function startProcessServer(opts: { root: string; env: Record<string, string>; readyMs?: number; nodeArgs?: string[] }): Promise<ProcessServer> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), "--import", "tsx", "app/main.ts"], {
    cwd: opts.root,
    // No LOG_LEVEL: the default (info), as a user runs it. NODE_ENV unset, as `npm start` leaves it.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", HOST: "127.0.0.1", SERVE_CONSOLE: "false", SEED: "false", ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let pending = "";
  const keep = (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    lines.push(...parts);
    if (lines.length > 400) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not listen within ${opts.readyMs ?? 60_000} ms:\n${lines.slice(-20).join("\n")}`)), opts.readyMs ?? 60_000);
    const check = () => {
      const joined = lines.slice(-50).join("\n") + pending;
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(joined);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", check);
    child.stderr!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${lines.slice(-20).join("\n")}`));
    });
  });
  return {
    url,
    child,
    output: () => [...lines],
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
