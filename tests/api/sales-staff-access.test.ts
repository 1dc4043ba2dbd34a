import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { MODULE_KEYS } from "../../resources/modules";
import { PDFParse } from "pdf-parse";

/**
 * The newer sales routes (credit notes, cancelling, GSTR-1/3B, month locks, the invoice PDF and its
 * share link) asked with a real invoice by STAFF without Sales & Purchase, with read, with write, and
 * by another business's owner. permission-matrix.test.ts probes every route with an empty input;
 * here each refusal is also shown to change nothing.
 */
let s: TestServer;
const B = 1; // Sharma General Store
const tokens: Record<string, string> = {};
let invoice: { id: number; number: string; date: string };
const period = () => {
  const m = invoice.date.slice(0, 7);
  return { fp: `${m.slice(5, 7)}${m.slice(0, 4)}`, month: m };
};

/** Status only: the PDF is not JSON. */
const status = async (who: string, method: string, path: string, body?: unknown) =>
  (
    await fetch(s.url + path, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).status;

const permissions = (sales: "none" | "read" | "write") => ({ ...Object.fromEntries(MODULE_KEYS.map((k) => [k, "read"])), sales_and_purchase: sales });

beforeAll(async () => {
  s = await startServer();
  tokens.owner = await s.signIn(DEMO_OWNER_MOBILE);
  tokens.other = await s.signIn(SECOND_OWNER_MOBILE);
  for (const [who, mobile] of [["none", "9000000021"], ["read", "9000000022"], ["write", "9000000023"]] as const) {
    const invited = await s.call("POST", `/api/business/${B}/members`, { token: tokens.owner, body: { mobile, permissions: permissions(who) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    tokens[who] = await s.signIn(mobile);
  }
  const date = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const saved = await s.call("POST", `/api/sales/${B}/invoices`, { token: tokens.owner, body: { payment_type: "cash", date, lines: [{ name: "Staff test soap", hsn: "2106", qty: 4, rate: 40, gst_rate: 18 }] } });
  expect(saved.status).toBe(200);
  invoice = saved.body.data;
}, 120_000);
afterAll(() => s?.close());

const reads = () => [
  ["GET", `/api/sales/${B}/invoices/${invoice.id}/pdf`, undefined],
  ["POST", `/api/sales/${B}/invoices/${invoice.id}/share`, {}],
  ["GET", `/api/sales/${B}/invoices/${invoice.id}/share`, undefined],
  ["GET", `/api/b/${B}/gst/gstr1?period=${period().fp}`, undefined],
  ["GET", `/api/b/${B}/gst/gstr1?period=${period().fp}&format=csv`, undefined],
  ["GET", `/api/b/${B}/gst/gstr3b?period=${period().fp}`, undefined],
  ["GET", `/api/sales/${B}/locks`, undefined],
] as const;
const writes = () => [
  ["POST", `/api/sales/${B}/invoices/${invoice.id}/notes`, { date: invoice.date, reason: "returned", lines: [{ position: 1, qty: 1 }] }],
  ["POST", `/api/sales/${B}/invoices/${invoice.id}/cancel`, undefined],
] as const;
const lock = () => ["PUT", `/api/sales/${B}/locks/${period().month}`, { locked: true }] as const;

/** What the refusals must leave as it was: the invoice issued, no note against it, the month open. */
async function untouched() {
  const doc = (await s.call("GET", `/api/sales/${B}/invoices/${invoice.id}`, { token: tokens.owner })).body.data;
  expect(doc.status).toBe("issued");
  expect(doc.notes_issued).toEqual([]);
  const locks = (await s.call("GET", `/api/sales/${B}/locks`, { token: tokens.owner })).body.data;
  expect(locks.locked).toEqual([]);
}

describe("newer sales routes by permission", () => {
  it("STAFF without Sales & Purchase gets 403 everywhere, and nothing changes", async () => {
    for (const [method, path, body] of reads()) expect(await status("none", method, path, body), `${method} ${path}`).toBe(403);
    for (const [method, path, body] of [...writes(), lock()]) expect(await status("none", method, path, body), `${method} ${path}`).toBe(403);
    await untouched();
  });

  it("STAFF with read reads the PDF, the share link and the returns, but cannot note, cancel or lock", async () => {
    for (const [method, path, body] of reads()) expect(await status("read", method, path, body), `${method} ${path}`).toBe(200);
    for (const [method, path, body] of [...writes(), lock()]) expect(await status("read", method, path, body), `${method} ${path}`).toBe(403);
    await untouched();
  });

  it("a STAFF member's PDF shows the bank account's last 4 digits only, as their screen does", async () => {
    const pdfText = async (who: string) => {
      const res = await fetch(`${s.url}/api/sales/${B}/invoices/${invoice.id}/pdf`, { headers: { authorization: `Bearer ${tokens[who]}` } });
      const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
      try {
        return (await parser.getText()).text;
      } finally {
        await parser.destroy();
      }
    };
    expect(await pdfText("owner")).toContain("A/c 50200012345678");
    const staff = await pdfText("read");
    expect(staff).not.toContain("50200012345678");
    expect(staff).toContain("5678");
  });

  it("another business's owner gets 404 for every one of them, and nothing changes", async () => {
    for (const [method, path, body] of reads()) expect(await status("other", method, path, body), `${method} ${path}`).toBe(404);
    for (const [method, path, body] of [...writes(), lock()]) expect(await status("other", method, path, body), `${method} ${path}`).toBe(404);
    await untouched();
  });

  it("STAFF with write notes and cancels, but locking a month stays the owner's", async () => {
    expect(await status("write", ...lock())).toBe(403);
    const [note] = writes();
    expect(await status("write", note[0], note[1], note[2])).toBe(200);
    const doc = (await s.call("GET", `/api/sales/${B}/invoices/${invoice.id}`, { token: tokens.owner })).body.data;
    expect(doc.notes_issued).toHaveLength(1);
    // An invoice with a note against it is not cancelled (409): a second one is.
    const other = await s.call("POST", `/api/sales/${B}/invoices`, { token: tokens.write, body: { payment_type: "cash", date: invoice.date, lines: [{ name: "Staff test comb", hsn: "2106", qty: 1, rate: 20, gst_rate: 18 }] } });
    expect(other.status).toBe(200);
    expect(await status("write", "POST", `/api/sales/${B}/invoices/${other.body.data.id}/cancel`)).toBe(200);
    expect((await s.call("GET", `/api/sales/${B}/invoices/${other.body.data.id}`, { token: tokens.owner })).body.data.status).toBe("cancelled");
    expect(await status("owner", ...lock())).toBe(200);
  });
});
