import type { TestProject } from "vitest/node";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { buildConsole } from "../../server/build-console";
import { startServer, type TestServer } from "../api/harness";
import { findChromium } from "./browser";
import { users } from "../../server/db/schema";
import { TOOL_SESSION_LIMITS, createSession } from "../../server/auth/sessions";

/** What one e2e worker's files run against: their server's address and a live session token per demo mobile. */
export interface E2eServer {
  baseUrl: string;
  /** A live session token per demo mobile, so tests not about sign-in skip the OTP resend limit. */
  sessions: Record<string, string>;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One seeded server per e2e worker, indexed by VITEST_POOL_ID - 1 (tests/e2e/helpers.ts picks it). */
    e2eServers: E2eServer[];
  }
}

/** The e2e server's resend gap per number (the product's default is 30 s). */
export const E2E_OTP_RESEND_GAP_SEC = 3;

const rootDir = fileURLToPath(new URL("../..", import.meta.url));
const servers: TestServer[] = [];

async function seededServer(): Promise<E2eServer> {
  // Every browser and test client of the run signs in from one loopback address: the per-address
  // limits (right for a shop's network) would refuse the later files' sign-ins. Files that sign the
  // same number in one after another wait out its resend gap, so the run keeps that gap short.
  const server = await startServer({
    consoleDir: join(rootDir, "dist"),
    env: { OTP_PER_ADDRESS_PER_HOUR: "1000", SIGNIN_LIMIT_PER_MIN: "1000", OTP_RESEND_GAP_SEC: String(E2E_OTP_RESEND_GAP_SEC), BOOKING_REMINDER_SWEEP_MS: "0" },
  });
  servers.push(server);
  const owners = await server.database.db.select({ id: users.id, mobile: users.mobile }).from(users);
  const sessions: Record<string, string> = {};
  for (const owner of owners) sessions[owner.mobile] = (await createSession(server.database.db, owner.id, TOOL_SESSION_LIMITS)).token;
  return { baseUrl: server.url, sessions };
}

/** Builds the console (when its sources changed) and serves it with a seeded API per e2e worker. */
export async function setup(project: TestProject) {
  findChromium();
  await buildConsole(rootDir, { log: () => {} });
  // Files run side by side, as many as vitest has workers (vitest.config.ts): a file spends much of its
  // time waiting on its browser, its server or an animation, and a second one fills those waits. Each
  // worker has a server and a database of its own, so files never meet in one another's data, sign-ins
  // or resend gaps, just as when they all ran one after the other.
  const { maxWorkers, fileParallelism } = project.vitest.config;
  const workers = fileParallelism ? Math.max(1, maxWorkers) : 1;
  const e2eServers: E2eServer[] = [];
  for (let i = 0; i < workers; i++) e2eServers.push(await seededServer());
  project.provide("e2eServers", e2eServers);
}

export async function teardown() {
  await Promise.all(servers.map((s) => s.close()));
}
