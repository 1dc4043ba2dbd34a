import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type TestServer } from "./harness";

/**
 * Issue #16 F7: text typed by strangers (a payer's note, a party's name) reaches the owner's
 * spreadsheet. Every server export neutralises formula starts and quotes bare CR/LF.
 */
let server: TestServer;
let owner: string;
let shop: number;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn("9876543210");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
}, 180_000);
afterAll(() => server?.close());

/** The CSV's rows, split on CRLF only (a bare CR inside a quoted cell must not split one). */
async function csvRows(path: string): Promise<string[]> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${owner}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/text\/csv/);
  return (await res.text()).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
}

describe("the resource engine's export", () => {
  it("neutralises names starting with tab or CR+= and quotes a bare CR", async () => {
    // The API trims and strips control characters on the way in, so rows like these come from
    // elsewhere (an import, an older version): put them in the table directly.
    for (const name of ["\t=1+1 Zqxv", "\r=1+1 Zqxv", "Dal\rRice Zqxv"]) {
      const res = await server.call("POST", `/api/b/${shop}/parties`, { token: owner, body: { name: "placeholder", party_type: "Customer" } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await server.database.db.execute(sql`UPDATE r_parties SET name = ${name} WHERE id = ${res.body.id}`);
    }
    const rows = await csvRows(`/api/b/${shop}/parties/export?q=Zqxv`);
    const text = rows.join("\n");
    expect(text).toContain(`'\t=1+1 Zqxv`);
    expect(text).toContain(`"'\r=1+1 Zqxv"`);
    expect(text).toContain(`"Dal\rRice Zqxv"`);
    // header + 3 rows: the CR inside a cell did not split a row
    expect(rows.filter((r) => r.includes("Zqxv"))).toHaveLength(3);
  });
});

describe("the QR payments export", () => {
  it("neutralises a payer's note starting with tab or CR+= and quotes a bare CR", async () => {
    const link = `upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR`;
    for (const note of ["\t=cmd|' /C calc'!A0", "\r=1+1", "line\rbreak"]) {
      const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: link, payer_address: "f7.tester@oksbi", amount: "1.00", note } });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    let rows: string[] = [];
    for (let i = 0; i < 50; i++) {
      rows = await csvRows(`/api/payments/qr-payments?business_id=${shop}&format=csv&q=f7.tester`);
      if (rows.length >= 4) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toHaveLength(4);
    const text = rows.join("\n");
    expect(text).toContain(`,'\t=cmd|' /C calc'!A0`);
    expect(text).toContain(`,"'\r=1+1"`);
    expect(text).toContain(`,"line\rbreak"`);
  });
});
