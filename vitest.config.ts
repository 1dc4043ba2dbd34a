import { defineConfig } from "vitest/config";
import { LongestFirst } from "./tests/sequencer";

/**
 * Three projects: unit (pure logic, fake timers), api (a real server over a real database:
 * PGlite, or PostgreSQL when DATABASE_URL is set) and e2e (the built console in Chromium).
 */
/** The built console in Chromium, one seeded server per worker (tests/e2e/global-setup.ts). */
const browserProject = {
  environment: "node" as const,
  globalSetup: ["tests/e2e/global-setup.ts"],
  setupFiles: ["tests/e2e/failure-report.ts"],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // Two files at a time (maxWorkers below), each worker against a server of its own: a file mostly
  // waits on Chromium's rendering, its server and the console's animations, and the other fills those waits.
  pool: "forks" as const,
  env: { NODE_ENV: "test" },
  // expect.poll waits for what a page shows after its server answers; with two files side by side on a
  // busy two-core machine that can take more than Vitest's default 1 s. Same checks, longer patience.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    // Two files at a time (Vitest's default on two cores is one): an API file spends much of its time
    // waiting on its server, sweeps and child processes, so a second file fills those waits.
    maxWorkers: 2,
    minWorkers: 1,
    sequence: { sequencer: LongestFirst },
    projects: [
      // Each project assembles the app from the one list of modules first, as app/ does (the framework never imports modules/).
      { test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", setupFiles: ["app/declarations.ts"] } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["app/server.ts"],
          environment: "node",
          testTimeout: 30_000,
          // A file's server starts in its hook: a fresh database and every migration, slow on a busy two-core machine.
          hookTimeout: 180_000,
          env: { NODE_ENV: "test" },
        },
      },
      // Includes the bundle budgets (tests/e2e/budget-bundle.test.ts): sizes are deterministic, so they are tests.
      { test: { ...browserProject, name: "e2e", include: ["tests/e2e/**/*.test.ts"] } },
    ],
  },
});
