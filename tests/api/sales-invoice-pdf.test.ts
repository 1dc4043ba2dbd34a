import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { startServer, type TestServer } from "./harness";
import { DEMO_OWNER_MOBILE, SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { formatRupees } from "../../resources/money";
import { amountInHindiWords } from "../../resources/gst";

/** The invoice as a PDF file and as a shared public link (issue 13, issue 10). */
let s: TestServer;
let owner: string;
let other: string;
const B = 1; // Sharma General Store: GSTIN 27AAPFU0939F1ZV, Maharashtra, UPI id and bank account set
let intra: any;
let inter: any;

const api = (method: string, path: string, token = owner) => s.call(method, `/api/sales/${B}${path}`, { token, body: method === "POST" ? {} : undefined });
/** Raw fetch: a PDF is not JSON. */
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
const save = async (body: object) => {
  const res = await s.call("POST", `/api/sales/${B}/invoices`, { token: owner, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  s = await startServer();
  owner = await s.signIn(DEMO_OWNER_MOBILE);
  other = await s.signIn(SECOND_OWNER_MOBILE);
  const date = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  intra = await save({
    payment_type: "cash",
    date,
    party_name: "Anita Desai",
    party_phone: "9811122233",
    lines: [
      { name: "Basmati Rice 5 kg", hsn: "1006", qty: 2, rate: 450, discount: 25, gst_rate: 5 },
      { name: "Steel Tiffin", hsn: "7323", qty: 1.5, rate: 333.33, gst_rate: 18 },
    ],
  });
  inter = await save({ payment_type: "cash", date, party_name: "Delhi Walk-in", party_state: "07", lines: [{ name: "Laptop bag", hsn: "4202", qty: 1, rate: 1999, gst_rate: 18 }] });
}, 120_000);
afterAll(() => s?.close());

describe("invoice PDF", () => {
  it("says which copy it is: the original unless the duplicate or triplicate is asked for (CGST rule 48)", async () => {
    expect(await textOf((await raw(`/api/sales/${B}/invoices/${intra.id}/pdf`, owner)).bytes)).toContain("ORIGINAL FOR RECIPIENT");
    const duplicate = await textOf((await raw(`/api/sales/${B}/invoices/${intra.id}/pdf?copy=duplicate`, owner)).bytes);
    expect(duplicate).toContain("DUPLICATE FOR TRANSPORTER");
    expect(duplicate).not.toContain("ORIGINAL FOR RECIPIENT");
    expect(await textOf((await raw(`/api/sales/${B}/invoices/${intra.id}/pdf?copy=triplicate`, owner)).bytes)).toContain("TRIPLICATE FOR SUPPLIER");
  });

  it("is an A4 PDF file named after the invoice with the print's content, ₹ amounts included", async () => {
    const { res, bytes } = await raw(`/api/sales/${B}/invoices/${intra.id}/pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${intra.number.replace(/\//g, "-")}.pdf"`);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(bytes);
    for (const expected of [
      "TAX INVOICE",
      intra.number,
      "GSTIN: 27AAPFU0939F1ZV",
      "State: 27 Maharashtra",
      "Place of supply",
      "Anita Desai",
      "Phone: 9811122233",
      "1006",
      "7323",
      "1.5 PCS",
      formatRupees(25), // the discount
      "CGST",
      "SGST",
      "Tax payable on reverse charge",
      intra.amount_in_words,
      "A/c 50200012345678",
      formatRupees(intra.total),
      formatRupees(intra.cgst),
      formatRupees(intra.taxable),
      formatRupees(intra.round_off),
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The ₹ sign itself is in the text (an embedded font with U+20B9, not a missing glyph).
    expect(text).toMatch(/₹\s?1,/);
    expect(text).not.toContain("IGST");
  });

  it("splits tax as IGST on an inter-state invoice", async () => {
    const text = await textOf((await raw(`/api/sales/${B}/invoices/${inter.id}/pdf`, owner)).bytes);
    expect(text).toContain("IGST");
    expect(text).toContain(formatRupees(inter.igst));
    expect(text).toContain("07 Delhi");
    expect(text).not.toContain("CGST");
  });

  it("answers 404 to another business's owner and to a bad id", async () => {
    expect((await raw(`/api/sales/${B}/invoices/${intra.id}/pdf`, other)).res.status).toBe(404);
    expect((await raw(`/api/sales/${B}/invoices/abc/pdf`, owner)).res.status).toBe(404);
    expect((await raw(`/api/sales/${B}/invoices/${intra.id}/pdf?copy=quadruplicate`, owner)).res.status).toBe(400);
    expect((await raw(`/api/sales/${B}/receipts/${intra.id}/pdf`, owner)).res.status).toBe(404);
    // A sale's id is not a purchase bill.
    expect((await raw(`/api/sales/${B}/bills/${intra.id}/pdf`, owner)).res.status).toBe(404);
  });
});

describe("invoice language (English, or Hindi + English)", () => {
  const settings = () => s.call("GET", `/api/sales/${B}/settings`, { token: owner });
  const saveLanguage = async (invoice_language: string) => {
    const { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format } = (await settings()).body.data;
    return s.call("PUT", `/api/sales/${B}/settings`, { token: owner, body: { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format, invoice_language } });
  };
  /** The fonts a PDF embeds, by their /BaseFont names (subset prefix left off). */
  const fontsOf = (pdf: Buffer) => [...pdf.toString("latin1").matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);

  it("is English by default: the PDF embeds DejaVu and no Hindi", async () => {
    expect((await settings()).body.data.invoice_language).toBe("en");
    const pdf = (await raw(`/api/sales/${B}/invoices/${intra.id}/pdf`, owner)).bytes;
    expect(fontsOf(pdf).every((f) => f.startsWith("DejaVu"))).toBe(true);
    expect(await textOf(pdf)).not.toMatch(/[\u0900-\u097F]/);
  });

  it("is kept on the server and prints the PDF in both languages with a Devanagari font", async () => {
    const saved = await saveLanguage("hi");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.invoice_language).toBe("hi");
    expect((await settings()).body.data.invoice_language).toBe("hi");
    try {
      const { res, bytes } = await raw(`/api/sales/${B}/invoices/${intra.id}/pdf`, owner);
      expect(res.status).toBe(200);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.subarray(-6).toString()).toContain("%%EOF");
      expect(fontsOf(bytes)).toEqual(expect.arrayContaining(["NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"]));
      expect(fontsOf(bytes).some((f) => f.startsWith("DejaVu"))).toBe(false);
      const text = await textOf(bytes);
      // Words whose letters print in reading order (a PDF's text comes out in drawing order: ि before its consonant).
      for (const expected of ["TAX INVOICE / कर बीजक", "Place of supply", "Item / सामान", "Qty / मात्रा", "Payment / भुगतान", intra.number, formatRupees(intra.total)]) expect(text, expected).toContain(expected);
      // The public page's view says the same.
      const path = (await api("POST", `/invoices/${intra.id}/share`)).body.data.path.slice(3);
      const { data } = (await s.call("GET", `/api/public/invoices/${path}`)).body;
      expect(data.title).toBe("TAX INVOICE / कर बीजक");
      expect(data.language).toBe("hi");
      // The amount in words too: English, then the Indian system in Hindi (रुपये … मात्र).
      expect(data.amount_in_words).toBe(`${intra.amount_in_words} / ${amountInHindiWords(Math.round(intra.total * 100))}`);
      // (The PDF's text splits रुपये after its vowel sign; the words after it come out whole.)
      expect(text).toMatch(/Only \/ रु ?पये .+ मात्र/);
    } finally {
      expect((await saveLanguage("en")).status).toBe(200);
    }
  });

  it("refuses a language the invoice cannot print", async () => {
    expect((await saveLanguage("fr")).status).toBe(400);
    expect((await settings()).body.data.invoice_language).toBe("en");
  });
});

describe("shared invoice link", () => {
  let token: string;

  it("makes one unguessable token per invoice and keeps it", async () => {
    const first = await api("POST", `/invoices/${intra.id}/share`);
    expect(first.status).toBe(200);
    const m = /^\/i\/([A-Za-z0-9_-]{22})$/.exec(first.body.data.path);
    expect(m, first.body.data.path).toBeTruthy();
    token = m![1];
    expect(first.body.data.phone).toBe("9811122233");
    expect(first.body.data.text).toContain(intra.number);
    expect(first.body.data.text).toContain(formatRupees(intra.total));
    expect((await api("POST", `/invoices/${intra.id}/share`)).body.data.path).toBe(first.body.data.path);
    const second = await api("POST", `/invoices/${inter.id}/share`);
    expect(second.body.data.path).not.toBe(first.body.data.path);
    expect(second.body.data.phone).toBeNull();
  });

  it("shows the invoice as printed to anyone with the link, not to search engines", async () => {
    const res = await fetch(`${s.url}/api/public/invoices/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const { data } = await res.json();
    expect(data.number).toBe(intra.number);
    expect(data.seller.gstin).toBe("27AAPFU0939F1ZV");
    expect(data.totals.find((r: any) => r.label === "Total").value).toBe(formatRupees(intra.total));
    // Only the printed view: no ids of the business, the party or the invoice.
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(["id"]));
    expect(JSON.stringify(data)).not.toMatch(/"(party_id|business_id|id)"/);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // The page itself (the console's /i/:token) says the same to crawlers.
    const page = await fetch(`${s.url}/i/${token}`);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const pdf = await raw(`/api/public/invoices/${token}/pdf`);
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get("content-disposition")).toContain("attachment");
    expect(await textOf(pdf.bytes)).toContain(intra.number);
  });

  it("cannot be guessed: ids, other strings and unshared invoices are not found", async () => {
    for (const guess of [String(intra.id), "1", "A".repeat(22), token.slice(0, 21), `${token}x`, token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()]) {
      expect((await s.call("GET", `/api/public/invoices/${encodeURIComponent(guess)}`)).status, guess).toBe(404);
      expect((await raw(`/api/public/invoices/${encodeURIComponent(guess)}/pdf`)).res.status, guess).toBe(404);
    }
  });

  it("is made only by a member of the invoice's business", async () => {
    expect((await api("POST", `/invoices/${intra.id}/share`, other)).status).toBe(404);
    expect((await s.call("POST", `/api/sales/${B}/invoices/${intra.id}/share`)).status).toBe(401);
    expect((await api("POST", `/invoices/999999/share`)).status).toBe(404);
  });

  it("says Cancelled once the invoice is cancelled, and stops asking for payment", async () => {
    const invoice = await save({ payment_type: "cash", date: intra.date, lines: [{ name: "Soap", hsn: "2106", qty: 1, rate: 50, gst_rate: 18 }] });
    const shared = (await api("POST", `/invoices/${invoice.id}/share`)).body.data.path.slice(3);
    expect((await api("POST", `/invoices/${invoice.id}/cancel`)).status).toBe(200);
    const { data } = (await s.call("GET", `/api/public/invoices/${shared}`)).body;
    expect(data.cancelled).toBe(true);
    expect(data.upi).toBeNull();
    expect(await textOf((await raw(`/api/public/invoices/${shared}/pdf`)).bytes)).toContain("CANCELLED");
  });
});
