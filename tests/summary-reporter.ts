import type { Reporter, TestModule } from "vitest/node";

/** Prints the plain "N passed, N failed" closing line that CI reads, after vitest's own summary. */
export default class SummaryReporter implements Reporter {
  private line = "";

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    this.line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
  }

  // Vitest's own summary is printed in onFinished, after onTestRunEnd: ours goes last.
  onFinished() {
    if (this.line) process.stdout.write(`\n${this.line}\n`);
  }
}
