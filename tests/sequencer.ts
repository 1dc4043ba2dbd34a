import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The e2e files that take a minute or more whatever else runs (sweeps over every page of the console)
 * start first. Vitest runs the files it has no timings for largest first, and a fresh clone (CI) has
 * none: a sweep that started last ran alone at the end of the e2e stage while the other worker sat idle
 * (about 50 s of the stage). Elsewhere Vitest's own order stands (failed first, then longest, from its
 * cache).
 */
const LONGEST: string[] = [
  "tests/e2e/budget-bundle.test.ts",
  "tests/e2e/shell-width.test.ts",
  "tests/e2e/modules-routes.test.ts",
  "tests/e2e/live-payments.test.ts",
  "tests/e2e/shell-phone.test.ts",
  "tests/e2e/shell-a11y.test.ts",
  "tests/e2e/tap-targets.test.ts",
];

const rank = (file: TestSpecification) => {
  const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return at < 0 ? LONGEST.length : at;
};

export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the files not named keep Vitest's order among themselves.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
