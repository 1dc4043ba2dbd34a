import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";
import { rawSql } from "./raw-sql";

/**
 * Issue 22: wrong shapes inside a money body (a null line, an object where text goes) are a 400 naming
 * the field and change nothing, never a 500. Each shape below is sent to every route that takes it.
 */
let s: TestServer;
let token: string;
let invoice: number;
const B = 1;
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const doc = (extra: object) => ({ payment_type: "cash", date: today, party_name: "Shape Buyer", lines: [{ name: "Tea", hsn: "2106", qty: 1, rate: 10, gst_rate: 5 }], ...extra });
const { one } = rawSql(() => s);
const count = async () => Number((await one("SELECT count(*)::int AS n FROM sales_invoices")).n);

beforeAll(async () => {
  s = await startServer();
  token = await s.signIn(DEMO_OWNER_MOBILE);
  invoice = (await s.call("POST", `/api/sales/${B}/invoices`, { token, body: doc({}) })).body.data.id;
}, 180_000);
afterAll(() => s?.close());

const shapes: [string, object, string][] = [
  ["a null line", { lines: [null] }, "lines.0"],
  ["a line that is a list", { lines: [[]] }, "lines.0"],
  ["a line that is text", { lines: ["tea"] }, "lines.0"],
  ["an item name that is an object", { lines: [{ name: {}, qty: 1, rate: 1, gst_rate: 5 }] }, "lines.0.name"],
  ["an HSN that is a number", { lines: [{ name: "Tea", hsn: 902, qty: 1, rate: 1, gst_rate: 5 }] }, "lines.0.hsn"],
  ["a party name that is an object", { party_name: { first: "x" } }, "party_name"],
  ["notes that are a list", { notes: ["x"] }, "notes"],
];

describe("wrong shapes in an invoice or bill", () => {
  for (const [what, body, field] of shapes) {
    it(`${what}: 400 naming ${field}, nothing saved`, async () => {
      const before = await count();
      for (const [method, path] of [
        ["POST", `/api/sales/${B}/invoices`],
        ["POST", `/api/sales/${B}/bills`],
        ["PUT", `/api/sales/${B}/invoices/${invoice}`],
      ]) {
        const res = await s.call(method, path, { token, body: doc(body) });
        expect({ path, status: res.status, field: res.body.field }).toEqual({ path, status: 400, field });
      }
      expect(await count()).toBe(before);
    });
  }
});
