import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { startServer, type TestServer } from "./harness";

/** The QR as a printable standee (issue 23): the PDF, its page size, words and who may fetch it. */
let s: TestServer;
let owner: string;
let other: string;
let shop: number;
let otherShop: number;
const LINK = "upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR";

const raw = async (path: string, token?: string) => {
  const res = await fetch(s.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};
/** The PDF's first page rendered (pdf.js) and its QR decoded. */
const decodePdf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const png = PNG.sync.read(Buffer.from((await parser.getScreenshot({ scale: 2 })).pages[0].data));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  } finally {
    await parser.destroy();
  }
};
const mediaBoxes = (pdf: Buffer) => [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => m.slice(1).map(Number));
/** The fonts a PDF embeds, by their /BaseFont names (subset prefix left off). */
const fontsOf = (pdf: Buffer) => [...pdf.toString("latin1").matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
const standee = (query = "", token = owner, id = shop) => raw(`/api/business/generate/qr-standee/${id}${query}`, token);

beforeAll(async () => {
  s = await startServer();
  owner = await s.signIn("9876543210");
  other = await s.signIn("9123456780");
  shop = (await s.call("GET", "/api/business/getBusiness", { token: owner })).body.data[0].id;
  otherShop = (await s.call("GET", "/api/business/getBusiness", { token: other })).body.data[0].id;
}, 180_000);
afterAll(() => s?.close());

describe("QR standee PDF", () => {
  it("is an A5 page by default with the shop name, UPI id and the scan line, as an attachment", async () => {
    const { res, bytes } = await standee();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Sharma General Store QR standee\.pdf"/);
    // Like the member QR route: nothing a signed-in caller fetches is cached (server/http/no-store.ts).
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(mediaBoxes(bytes)).toEqual([[0, 0, 419.53, 595.28]]);
    const text = await textOf(bytes);
    expect(text).toContain("Sharma General Store");
    expect(text).toContain("sharmastore@okhdfcbank");
    expect(text).toContain("Scan & pay with any UPI app");
    expect(text).toContain("BHIM UPI · Google Pay · PhonePe · Paytm");
    expect(text).toContain("Powered by Galla");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    // The QR on the page is the business QR: the same static upi:// link as GET /qr-code answers.
    expect((await s.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner })).body.data.upi_link).toBe(LINK);
    expect(await decodePdf(bytes)).toBe(LINK);
  });

  it("is an A6 page when asked, and refuses other sizes", async () => {
    const { res, bytes } = await standee("?size=A6&format=pdf");
    expect(res.status).toBe(200);
    expect(mediaBoxes(bytes)).toEqual([[0, 0, 297.64, 419.53]]);
    expect(await textOf(bytes)).toContain("sharmastore@okhdfcbank");
    expect(await decodePdf(bytes)).toBe(LINK);
    expect((await standee("?size=A4")).res.status).toBe(400);
    expect((await standee("?format=png")).res.status).toBe(400);
  });

  it("speaks Hindi (with English under it) for a business whose invoices are in Hindi", async () => {
    const settings = (await s.call("GET", `/api/sales/${shop}/settings`, { token: owner })).body.data;
    const { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format } = settings;
    const put = (invoice_language: string) =>
      s.call("PUT", `/api/sales/${shop}/settings`, { token: owner, body: { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format, invoice_language } });
    expect((await put("hi")).status).toBe(200);
    try {
      const qr = await s.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner });
      expect(qr.body.data).toMatchObject({ standee_language: "hi", upi_link: LINK });
      const { bytes } = await standee();
      const text = await textOf(bytes);
      // A PDF's text comes out in drawing order (ि before its consonant, the anusvara apart): the words that print whole.
      expect(text).toMatch(/सी भी UPI ऐ.*भुगतान कर/);
      expect(fontsOf(bytes)).toEqual(expect.arrayContaining(["NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"]));
      expect(text).toContain("Scan & pay with any UPI app");
      expect(text).toContain("Sharma General Store");
      expect(text).toContain("sharmastore@okhdfcbank");
    } finally {
      expect((await put("en")).status).toBe(200);
    }
    expect((await s.call("GET", `/api/business/generate/qr-code/${shop}`, { token: owner })).body.data.standee_language).toBe("en");
  });

  it("is 404 for another business, 401 without a token, 403 for STAFF without Payments read", async () => {
    expect((await standee("", owner, otherShop)).res.status).toBe(404);
    expect((await standee("", "")).res.status).toBe(401);
    const invited = await s.call("POST", `/api/business/${shop}/members`, { token: owner, body: { mobile: "7000000071", name: "Ravi", permissions: { sales_and_purchase: "read" } } });
    expect(invited.status).toBe(201);
    expect(invited.body.data.permissions.galla).toBe("none");
    const staff = await s.signIn("7000000071");
    expect((await standee("", staff)).res.status).toBe(403);
    expect((await s.call("PATCH", `/api/business/${shop}/members/${invited.body.data.user_id}`, { token: owner, body: { permissions: { galla: "read" } } })).status).toBe(200);
    const allowed = await standee("?size=A6", staff);
    expect(allowed.res.status).toBe(200);
    expect(allowed.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
