import type { TestProject } from "vitest/node";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { buildConsole } from "../../server/build-console";
import { startServer, type TestServer } from "../api/harness";
import { findChromium } from "./browser";
import { users } from "../../server/db/schema";
import { TOOL_SESSION_LIMITS, createSession } from "../../server/auth/sessions";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A live session token per demo mobile, so tests not about sign-in skip the OTP resend limit. */
    sessions: Record<string, string>;
  }
}

/** The e2e server's resend gap per number (the product's default is 30 s). */
export const E2E_OTP_RESEND_GAP_SEC = 3;

const rootDir = fileURLToPath(new URL("../..", import.meta.url));
let server: TestServer | undefined;

/** Builds the console (when its sources changed) and serves it with a seeded API for every e2e file. */
export async function setup(project: TestProject) {
  findChromium();
  await buildConsole(rootDir, { log: () => {} });
  // Every browser and test client of the run signs in from one loopback address: the per-address
  // limits (right for a shop's network) would refuse the later files' sign-ins. Files that sign the
  // same number in one after another wait out its resend gap, so the run keeps that gap short.
  server = await startServer({
    consoleDir: join(rootDir, "dist"),
    env: { OTP_PER_ADDRESS_PER_HOUR: "1000", SIGNIN_LIMIT_PER_MIN: "1000", OTP_RESEND_GAP_SEC: String(E2E_OTP_RESEND_GAP_SEC), BOOKING_REMINDER_SWEEP_MS: "0" },
  });
  project.provide("baseUrl", server.url);
  const owners = await server.database.db.select({ id: users.id, mobile: users.mobile }).from(users);
  const sessions: Record<string, string> = {};
  for (const owner of owners) sessions[owner.mobile] = (await createSession(server.database.db, owner.id, TOOL_SESSION_LIMITS)).token;
  project.provide("sessions", sessions);
}

export async function teardown() {
  await server?.close();
}
