import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { Redis } from "ioredis";
import { spawnServer, type ChildServer } from "./child-server";

/**
 * REDIS_URL (server/http/rate-limits.ts): the per-minute limits are counted in Redis, so several server
 * processes (WEB_CONCURRENCY, or several machines) allow a client the limit once, not once each; and a
 * Redis that does not answer never takes sign-in down. Needs PostgreSQL (several processes) and a Redis
 * (REDIS_TEST_URL, default the machine's redis://127.0.0.1:6379): in the PostgreSQL pass a missing Redis
 * fails the file with a message that says so. Keys live under a prefix of their own, removed afterwards.
 */
const redisUrl = process.env.REDIS_TEST_URL || "redis://127.0.0.1:6379/0";
const prefix = `galla:test:${randomBytes(5).toString("hex")}:`;
const LIMIT = 5;

const children: ChildServer[] = [];
const spawn = (env: Record<string, string>) => {
  const c = spawnServer(env);
  children.push(c);
  return c;
};

/** A port nothing listens on now (the servers need a fixed one: with several workers, PORT=0 is not one port). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/** A code check on a new connection each time (no keep-alive), so the cluster hands each one to a worker in turn. */
const verifyFresh = (base: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ mobile: "7200000009", otp: "123456" });
    const req = request(
      `${base}/api/auth/verify`,
      { method: "POST", agent: false, headers: { connection: "close", "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const servingPids = (output: string) =>
  new Set(
    output
      .split("\n")
      .filter((l) => l.includes('"request completed"'))
      .map((l) => (JSON.parse(l) as { pid: number }).pid),
  );

const waitFor = async (what: () => boolean, ms: number) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (what()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return what();
};

/** Starts the servers, waits until `workers` listen, sends 12 code checks and stops them with SIGTERM. */
async function run(env: Record<string, string>, workers: number) {
  const port = String(await freePort());
  const child = spawn({ DATABASE_URL: databaseUrl, PORT: port, SIGNIN_LIMIT_PER_MIN: String(LIMIT), WEB_CONCURRENCY: String(workers), ...env });
  const base = await child.listening;
  expect(await waitFor(() => (child.output().match(/Server listening at/g) ?? []).length === workers, 30_000)).toBe(true);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push(await verifyFresh(base));
  expect(await waitFor(() => servingPids(child.output()).size === workers, 5_000)).toBe(true);
  const signalled = Date.now();
  child.child.kill("SIGTERM");
  expect(await child.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  return { statuses, output: child.output() };
}

let databaseUrl = "";
let admin: pg.Client | undefined;
let redis: Redis | undefined;
const database = `galla_t_${randomBytes(5).toString("hex")}`;

describe.runIf(Boolean(process.env.DATABASE_URL))("per-minute limits shared through Redis (REDIS_URL)", () => {
  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on("error", () => {});
    try {
      await redis.connect();
      await redis.ping();
    } catch (err) {
      throw new Error(`this test needs a Redis at ${redisUrl} (REDIS_TEST_URL), and none answers: ${(err as Error).message}. .ci/run starts one; locally: redis-server --daemonize yes`);
    }
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }, 30_000);

  afterAll(async () => {
    for (const c of children) if (c.child.exitCode === null) c.child.kill("SIGKILL");
    if (redis?.status === "ready") {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  }, 30_000);

  it("two workers with REDIS_URL turn a client away after the limit once, not once each", { timeout: 120_000 }, async () => {
    const { statuses } = await run({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix }, 2);
    // A wrong code is 400; the sixth check, whichever worker takes it, is the client's sixth in the minute.
    expect(statuses).toEqual([...Array(LIMIT).fill(400), ...Array(12 - LIMIT).fill(429)]);
    expect(await redis!.keys(`${prefix}*`)).toEqual([`${prefix}POST/api/auth/verify-127.0.0.1`]);
  });

  it("without REDIS_URL each worker counts for itself: the client gets the limit once per worker", { timeout: 120_000 }, async () => {
    const { statuses } = await run({}, 2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(2 * LIMIT);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
  });

  it("an unreachable Redis leaves sign-in working (uncounted, logged) and the server still stops on SIGTERM", { timeout: 120_000 }, async () => {
    const closed = await freePort();
    const { statuses, output } = await run({ REDIS_URL: `redis://127.0.0.1:${closed}`, REDIS_PREFIX: prefix }, 1);
    expect(statuses).toEqual(Array(12).fill(400));
    expect(output).toMatch(/"msg":"redis: unreachable; per-minute limits are not counted until it answers \(retrying\)"/);
  });
});
