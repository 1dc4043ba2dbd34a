import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { executeNamed } from "../../server/db/named-statements";
import type { Db } from "../../server/db/client";

/** A database handle whose session records the name each statement was prepared under. */
function recordingDb() {
  const names: (string | undefined)[] = [];
  const db = {
    dialect: new PgDialect(),
    session: {
      prepareQuery: (_query: unknown, _fields: unknown, name: string | undefined) => {
        names.push(name);
        return { execute: async () => ({ rows: [] }) };
      },
    },
  } as unknown as Db;
  return { db, names };
}

describe("statements prepared under their text's name (server/db/named-statements.ts)", () => {
  it("the same text with other values gets the same name; another text another name", async () => {
    const { db, names } = recordingDb();
    await executeNamed(db, sql`SELECT 1 FROM r_staff WHERE business_id = ${1} AND salary >= ${100}`);
    await executeNamed(db, sql`SELECT 1 FROM r_staff WHERE business_id = ${1} AND salary >= ${200}`);
    await executeNamed(db, sql`SELECT 1 FROM r_staff WHERE business_id = ${1} AND status = ${"active"}`);
    expect(names[0]).toMatch(/^galla_/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toMatch(/^galla_/);
    expect(names[2]).not.toBe(names[0]);
  });

  it("names at most 256 texts per database handle; the rest run unnamed, and the named keep their names", async () => {
    const { db, names } = recordingDb();
    for (let i = 0; i < 300; i++) await executeNamed(db, sql.raw(`SELECT ${i}`));
    expect(names.slice(0, 256).every((n) => n?.startsWith("galla_"))).toBe(true);
    expect(new Set(names.slice(0, 256)).size).toBe(256);
    expect(names.slice(256).every((n) => n === undefined)).toBe(true);
    await executeNamed(db, sql.raw("SELECT 7"));
    expect(names.at(-1)).toBe(names[7]);
  });
});
