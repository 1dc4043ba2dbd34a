import { afterAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { spawnServer, type ChildServer, servingPids, waitFor } from "./child-server";

/**
 * WEB_CONCURRENCY (server/cluster.ts): `npm start` runs that many server processes on one port, so
 * the API uses every core. They need PostgreSQL; on PGlite one process starts and says why.
 */
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill("SIGKILL");
});
const spawn = (env: Record<string, string>) => {
  const c = spawnServer(env);
  children.push(c);
  return c;
};

/** A GET on a new connection each time (no keep-alive), so the cluster hands each one to a worker in turn. */
const getFresh = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });

describe("WEB_CONCURRENCY", () => {
  it("refuses a value that is not a whole number, with one line", async () => {
    const child = spawn({ WEB_CONCURRENCY: "two" });
    expect(await child.exited).toBe(1);
    expect(child.output()).toMatch(/^galla: cannot start: WEB_CONCURRENCY must be a whole number from 1 to 64 \(got "two"\)/m);
  });

  it.runIf(!process.env.DATABASE_URL)("on PGlite starts one process and says why", { timeout: 120_000 }, async () => {
    const child = spawn({ WEB_CONCURRENCY: "2" });
    const url = await child.listening;
    expect(await getFresh(`${url}/api/health`)).toBe(200);
    expect(child.output()).toMatch(/WEB_CONCURRENCY=2 needs PostgreSQL/);
    child.child.kill("SIGTERM");
    expect(await child.exited).toBe(0);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("on PostgreSQL runs two workers that both serve, and stops both on SIGTERM", { timeout: 120_000 }, async () => {
    const name = `galla_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const child = spawn({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: "2" });
      const base = await child.listening;
      expect(await waitFor(() => (child.output().match(/Server listening at/g) ?? []).length === 2, 30_000)).toBe(true);
      for (let i = 0; i < 40; i++) expect(await getFresh(`${base}/api/health`)).toBe(200);
      // Both workers answered (the primary hands out connections in turn); the log flushes asynchronously.
      expect(await waitFor(() => servingPids(child.output()).size === 2, 5_000)).toBe(true);
      expect(servingPids(child.output()).has(child.child.pid!)).toBe(false);

      const signalled = Date.now();
      child.child.kill("SIGTERM");
      expect(await child.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect((child.output().match(/"msg":"shut down"/g) ?? []).length).toBe(2);
      expect(child.output()).toMatch(/all workers shut down/);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
