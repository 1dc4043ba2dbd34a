import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let owner: string;
let other: string;
let shop: number;
let otherShop: number;

beforeAll(async () => {
  server = await startServer();
  owner = await server.signIn("9876543210");
  other = await server.signIn("9123456780");
  shop = (await server.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  otherShop = (await server.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
  // Migrating and seeding a fresh database can take a while on a busy 2-core machine.
}, 180_000);
afterAll(() => server?.close());

async function decodePng(url: string): Promise<string> {
  const res = await fetch(url.startsWith("http") ? url : server.url + url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error("no QR in the image");
  return found.data;
}

describe("business QR", () => {
  it("answers {success, data:{qr_code_path, business_name}} with a PNG of the static UPI QR", async () => {
    const res = await server.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.business_name).toBe("Sharma General Store");
    expect(res.body.data.qr_code_path).toMatch(/^\/api\/public\/qr-code\/\d+\/qr\.png\?v=/);
    expect(await decodePng(res.body.data.qr_code_path)).toBe("upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR");
  });

  it("is 404 for another owner's business and 401 without a token", async () => {
    expect((await server.call("GET", `/api/business/generate/qr-code/${otherShop}`, { token: owner })).status).toBe(404);
    expect((await server.call("GET", `/api/business/generate/qr-code/${shop}`)).status).toBe(401);
  });

  it("has a public variant that reveals only the name and the QR", async () => {
    const res = await server.call("GET", `/api/public/qr-code/${shop}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(["business_name", "qr_code_path"]);
    expect((await server.call("GET", "/api/public/qr-code/999999")).status).toBe(404);
    expect((await server.call("GET", "/api/public/qr-code/abc")).status).toBe(404);
  });
});

describe("payments received on the QR", () => {
  const list = (query: string, token = owner) => server.call("GET", `/api/payments/qr-payments?business_id=${shop}&${query}`, { token });

  it("records a payment made to the static QR in the payer's app (signed webhook) and lists it first", async () => {
    const link = await decodePng((await server.call("GET", `/api/public/qr-code/${shop}`)).body.data.qr_code_path);
    const paid = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: link, payer_address: "kavita.iyer@oksbi", amount: "347.50", note: "Dal and rice" } });
    expect(paid.status).toBe(200);
    let first;
    for (let i = 0; i < 40; i++) {
      first = (await list("page=1&page_size=5")).body.data[0];
      if (first?.payer_vpa === "kavita.iyer@oksbi") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(first).toMatchObject({ payer_vpa: "kavita.iyer@oksbi", amount: 347.5, status: "SUCCESS", note: "Dal and rice" });
    expect(first.rrn).toMatch(/^\d{12}$/);
    // A static QR without an amount needs the payer to type one.
    const noAmount = await server.call("POST", "/api/sandbox/upi/pay", { body: { qr: link, payer_address: "kavita.iyer@oksbi" } });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.field).toBe("amount");
  });

  it("pages on the server, newest first, with totals", async () => {
    const one = await list("page=1&page_size=10");
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(10);
    expect(one.body.total).toBeGreaterThan(100); // 45 days of demo payments
    expect(one.body.totals.count).toBe(one.body.total);
    const two = await list("page=2&page_size=10");
    expect(two.body.data[0].id).not.toBe(one.body.data[0].id);
    const times = [...one.body.data, ...two.body.data].map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("filters by status, amount, date range and search; totals follow the filters", async () => {
    const failed = await list("status=FAILURE&page_size=100");
    expect(failed.body.data.every((r: { status: string }) => r.status === "FAILURE")).toBe(true);
    expect(failed.body.totals.success_amount).toBe(0);
    const big = await list("min_amount=1000&max_amount=1200&page_size=100");
    expect(big.body.data.every((r: { amount: number }) => r.amount >= 1000 && r.amount <= 1200)).toBe(true);
    const succeeded = await list("status=SUCCESS&min_amount=1000&max_amount=1200&page_size=100");
    expect(succeeded.body.totals.success_amount).toBeCloseTo(succeeded.body.data.reduce((s: number, r: { amount: number }) => s + r.amount, 0), 2);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await list(`from=${today}&to=${today}&page_size=100`);
    expect(todays.body.data.some((r: { payer_vpa: string }) => r.payer_vpa === "kavita.iyer@oksbi")).toBe(true);
    const found = await list("q=KAVITA.IYER@OKSBI");
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.data.every((r: { payer_vpa: string }) => r.payer_vpa.includes("kavita.iyer"))).toBe(true);
    expect((await list("q=%25")).body.total).toBe(0);
  });

  it("refuses bad filters with 400 naming the field", async () => {
    for (const [query, field] of [["from=2026-13-01", "from"], ["to=yesterday", "to"], ["from=2026-05-02&to=2026-05-01", "to"], ["status=PAID", "status"], ["min_amount=-1", "min_amount"], ["max_amount=1.234", "max_amount"], ["page=0", "page"], ["page_size=1000", "page_size"]]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it("exports the filtered list as CSV", async () => {
    const res = await fetch(`${server.url}/api/payments/qr-payments?business_id=${shop}&format=csv&q=kavita.iyer@oksbi`, { headers: { authorization: `Bearer ${owner}` } });
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="qr-payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Date (IST),Payer name,Payer UPI id,Amount (INR),Status,UPI ref no,Transaction id,Note");
    expect(lines.some((l) => l.includes("kavita.iyer@oksbi,347.50,SUCCESS"))).toBe(true);
  });

  it("keeps another owner out", async () => {
    expect((await list("page=1", other)).status).toBe(404);
    expect((await server.call("GET", `/api/payments/summary?business_id=${shop}`, { token: other })).status).toBe(404);
  });

  it("sums today, this month and the last 7 days for the dashboard", async () => {
    const res = await server.call("GET", `/api/payments/summary?business_id=${shop}`, { token: owner });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.last7).toHaveLength(7);
    expect(d.last7[6].date).toBe(d.today.date);
    expect(d.today.amount).toBe(d.last7[6].amount);
    expect(d.today.amount).toBeGreaterThanOrEqual(347.5);
    expect(d.month.amount).toBeGreaterThanOrEqual(d.today.amount);
    expect(d.recent).toHaveLength(5);
  });
});
