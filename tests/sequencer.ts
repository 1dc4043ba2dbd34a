import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The e2e files that take a minute or more whatever else runs (sweeps over every page of the console)
 * start first. Vitest runs the files it has no timings for largest first, and a fresh clone (CI) has
 * none: a sweep that started last ran alone at the end of the e2e stage while the other worker sat idle
 * (about 50 s of the stage). The timed files go last (LAST). Elsewhere Vitest's own order stands (failed
 * first, then longest, from its cache).
 */
const LONGEST: string[] = [
  "tests/e2e/budget-bundle.test.ts",
  "tests/e2e/shell-width.test.ts",
  "tests/e2e/modules-routes.test.ts",
  "tests/e2e/shell-phone.test.ts",
  "tests/e2e/shell-a11y.test.ts",
  "tests/e2e/tap-targets.test.ts",
];

/**
 * Files that hold the console to a time the spec sets (a payment on screen within 2 s) run last, once the
 * sweeps are done: the workers' servers share one process, and beside the budget sweep's cold visits (three
 * at a time) on a saturated two-core machine the dashboard's payment missed its 2 s in two full runs of
 * 2026-11-27 (2.2 s), and passed alone. The time is the product's promise; the sweep is the test's own load.
 */
const LAST: string[] = ["tests/e2e/live-payments.test.ts"];

const rank = (file: TestSpecification) => {
  const named = (paths: string[]) => paths.findIndex((path) => file.moduleId.endsWith(path));
  if (named(LAST) >= 0) return LONGEST.length + 1;
  const at = named(LONGEST);
  return at < 0 ? LONGEST.length : at;
};

export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the files not named keep Vitest's order among themselves.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
