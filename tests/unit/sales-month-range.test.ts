import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { overMonths } from "../../modules/sales/server/month-range";

/** The month bounds overMonths hands to a rollup, in order: cut checks, whole months, the two cut ends. */
function boundsOf(from: string, to: string): string[] {
  const bound = (a: unknown, b: unknown) => sql`[${a}, ${b}]`;
  const q = overMonths({ from, to }, { present: bound, monthly: bound, daily: bound });
  return new PgDialect().sqlToQuery(q).params.map(String);
}

describe("overMonths", () => {
  it("splits a range across a new year into its first and last months and the months between", () => {
    expect(boundsOf("2025-12-15", "2026-01-10")).toEqual([
      "2025-12-01", "2025-12-15", // anything before `from` in its month?
      "2026-01-11", "2026-02-01", // anything after `to` in its month?
      "2026-01-01", "2025-12-01", // whole months from: after the first month if it is cut, else the first
      "2026-01-01", "2026-02-01", // whole months before: the last month if it is cut, else the one after it
      "2025-12-15", "2025-12-31", // the first month's days in range
      "2026-01-01", "2026-01-10", // the last month's days in range
    ]);
  });

  it("keeps a range inside one month to its own days at both cut ends", () => {
    const b = boundsOf("2024-02-10", "2024-02-20");
    expect(b.slice(8)).toEqual(["2024-02-10", "2024-02-20", "2024-02-10", "2024-02-20"]);
    expect(b.slice(0, 4)).toEqual(["2024-02-01", "2024-02-10", "2024-02-21", "2024-03-01"]);
  });
});
