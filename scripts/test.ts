/**
 * `npm test`: lint, typecheck, the unit and API tests (PGlite), then the e2e tests in Chromium.
 *
 * Lint, typecheck and the console's build run beside the unit and API files rather than before them:
 * an API file spends much of its time waiting on its server, sweeps and child processes, and the checks
 * (about a minute of CPU on a fresh clone: lint ~15 s, typecheck ~45 s, build ~20 s) fill those waits.
 * Their output is held and printed in one piece when they end, so it does not cut into the test
 * reporter's lines. Any failure stops the run before the e2e stage, as before; lint and typecheck keep a
 * cache under node_modules/.cache (ignored by git) for the next run.
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

interface Outcome {
  name: string;
  /** Its output was held back (a check), so it is printed with a closing line when it ends. */
  held: boolean;
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command; with `quiet`, its output is kept for later instead of shown as it comes. */
function run(name: string, command: string, args: string[], quiet: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    // The checks are to fill the tests' idle time: at a lower priority they hardly slow a timed test.
    if (quiet && child.pid) setPriority(child.pid, 10);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => resolve({ name, held: quiet, code: 1, output: `${output}${err.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on("close", (code, signal) => resolve({ name, held: quiet, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** A script of package.json, the one place each command and its flags are written; `quiet` holds its output for the report. */
const npm = (script: string, quiet = true) => run(`npm run ${script}`, "npm", ["run", "--silent", script], quiet);

/**
 * The API files run without isolation: a worker keeps the modules it imported from one file to the next,
 * instead of importing the whole server again for each of ~90 files (2–3 s of CPU apiece: the project on
 * PGlite took 983 CPU seconds isolated and 666 without, 8.7 → 5.9 min, on 2026-11-27). Sound because each
 * file builds its own app over its own database and closes it, and a file that changes process.env or the
 * clock puts it back (the server reads both when it starts, not at import). The unit files keep isolation:
 * they set module state (the display locale, fake timers) that the next file would inherit, and cost little.
 * Isolation is a pool-wide setting in Vitest, so it is chosen per run (`--no-isolate` in package.json's
 * test:api, which CI's PostgreSQL pass runs too: 616 passed there without isolation, 491 s, on 2026-11-27):
 * unit, then API, in this stage; the e2e stage keeps it.
 */
async function unitThenApi(): Promise<Outcome[]> {
  const unit = await npm("test:unit", false);
  return [unit, await npm("test:api", false)];
}

/** Prints the held output of the checks (vitest's own was shown live); true when everything passed. */
function report(outcomes: Outcome[]): boolean {
  for (const o of outcomes.filter((o) => o.held)) {
    if (o.output.trim()) process.stdout.write(`\n── ${o.name} ──\n${o.output.trimEnd()}\n`);
    process.stdout.write(`${o.code === 0 ? "✓" : "✗"} ${o.name} (${o.seconds.toFixed(0)} s)\n`);
  }
  return outcomes.every((o) => o.code === 0);
}

// The console's build is the e2e stage's first step (its global setup skips a build that is up to date):
// done here, it fills the first stage's waits too instead of holding up the browsers.
const first = (await Promise.all([npm("lint"), npm("typecheck"), npm("build"), unitThenApi()])).flat();
if (!report(first)) process.exit(1);
if (!report([await npm("test:e2e", false)])) process.exit(1);
