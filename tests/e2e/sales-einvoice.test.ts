import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { readFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Download, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs, storagePage } from "./helpers";
import { DESKTOP, PHONE, pageWidth, settled } from "./phone";
import { gstinCheckChar } from "../../resources/validators";

/**
 * Issue 26 in the browser at 390 px: the month's GSTR-1 and GSTR-3B read on screen section by section,
 * an empty month said plainly; from an invoice's page, the e-invoice JSON and the e-way bill JSON
 * downloaded (their content checked) and the IRN recorded and printed. EINV_SHOTS=1 saves screenshots
 * (390 px and laptop, English and Hindi) into /tmp/shots-einv.
 */
const IST = "Asia/Kolkata";
const SHOP = 1; // Sharma General Store, GSTIN 27AAPFU0939F1ZV
const SP = "/sales&purchase";
const AXE = readFileSync(fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
const SHOTS = process.env.EINV_SHOTS === "1" ? "/tmp/shots-einv" : null;
const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

let browser: Browser;
let owner: string;
let invoice: { id: number; number: string; total: number; taxable: number; cgst: number };

const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${owner}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data?: T };
  expect([200, 201], `${method} ${path}: ${JSON.stringify(json)}`).toContain(res.status);
  // The engine answers a created row as it is; the sales API wraps its answers in { data }.
  return (json.data ?? json) as T;
};

async function open(page: Page, path: string, language: "en" | "hi" = "en") {
  await page.goto(storagePage());
  await page.evaluate(
    ([token, business, lang]) => {
      localStorage.setItem("authToken", token);
      localStorage.setItem("authRole", "ADMIN");
      localStorage.setItem("businessid", business);
      localStorage.setItem("language", lang);
    },
    [owner, String(SHOP), language],
  );
  await page.goto(`${baseUrl()}${path}`);
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  });
}

/** Hindi needs a Devanagari font the machine lacks: for screenshots only, Noto Sans Devanagari for those code points. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const font = (await readFile("node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf")).toString("base64");
  await page.addStyleTag({ content: `@font-face { font-family: "Noto Sans"; src: url(data:font/ttf;base64,${font}); unicode-range: U+0900-097F, U+200C-200D; }` });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const jsonOf = async (d: Download) => {
  const chunks: Buffer[] = [];
  for await (const c of await d.createReadStream()) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
};

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  owner = await signInAs(page, "9876543210");
  await page.close();
  const gstin = `27AAKFE2601K1Z${gstinCheckChar("27AAKFE2601K1Z")}`;
  const party = await call<{ id: number }>("POST", `/b/${SHOP}/parties`, {
    name: "Einvoice Kirana Distributors", party_type: "Customer", gstin, state: "27 Maharashtra", address: "Plot 7, MIDC Bhosari", city: "Pune", pincode: "411026", opening_balance: 0, opening_type: "To Receive",
  });
  invoice = await call("POST", `/sales/${SHOP}/invoices`, {
    payment_type: "credit", date: today, party_id: party.id,
    lines: [{ name: "Steel almirah", hsn: "9403", qty: 4, rate: 15500, gst_rate: 18 }, { name: "Basmati rice 25 kg", hsn: "10063020", qty: 2, rate: 2100, gst_rate: 5 }],
  });
});
afterAll(() => browser?.close());

describe("GST returns on screen", () => {
  it("at 390 px the month's GSTR-1 reads section by section with counts and totals; GSTR-3B beside; an empty month says so", async () => {
    const page = await (await browser.newContext({ ...PHONE, timezoneId: IST, bypassCSP: true })).newPage();
    const errors = watchErrors(page);
    await open(page, `${SP}/reports/gst_returns`);
    // This month: the demo books and the invoice above.
    const fp = `${today.slice(5, 7)}${today.slice(0, 4)}`;
    // The page opens at last month, whose sections stand until this month's answer arrives: read after it.
    const answered = page.waitForResponse((r) => r.url().includes(`/gst/summary?period=${fp}`) && r.ok());
    await page.getByTestId("gst-month").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await answered;
    const b2b = page.getByTestId("gst-section-b2b");
    const g1 = await call<never>("GET", `/b/${SHOP}/gst/summary?period=${fp}`);
    const s = (g1 as { gstr1: { key: string; count: number; txval: number }[] }).gstr1.find((x) => x.key === "b2b")!;
    await expect.poll(() => b2b.getByTestId("gst-section-count").textContent()).toBe(`${s.count} documents`);
    expect(await b2b.textContent()).toContain("B2B — invoices to registered businesses");
    expect(await b2b.textContent()).toContain(new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(s.txval));
    await page.getByTestId("gst-section-b2cs").getByText("B2CS — small sales to consumers").waitFor();
    await page.getByTestId("gst-section-hsn.hsn_b2b").getByText("HSN summary — sales to registered businesses").waitFor();
    await page.getByTestId("gst3b-sup_details.osup_det").getByText("3.1(a) Outward taxable supplies").waitFor();
    // The downloads stay beside the sections.
    await page.getByTestId("gstr1-json").waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The month list closes with an animation: checked once it is gone (axe would read antd's closing list).
    await page.locator(".ant-select-dropdown:visible").waitFor({ state: "hidden" });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "gst-returns-390-en");

    // Twenty-three months back: nothing recorded, said once instead of ₹0.00 rows.
    await page.getByTestId("gst-month").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").last().click();
    const empty = page.getByTestId("gst-empty");
    await empty.waitFor();
    expect(await empty.textContent()).toMatch(/^No sales or purchases recorded for [A-Z][a-z]+ \d{4}/);
    expect(await page.getByTestId("gst-section-b2b").count()).toBe(0);
    expect(await page.locator("main").textContent()).not.toContain("₹0.00");
    expect(errors).toEqual([]);
  });

  it("reads in Hindi on a phone and on a laptop", async () => {
    for (const [size, name] of [[PHONE, "390"], [DESKTOP, "laptop"]] as const) {
      const page = await (await browser.newContext({ ...size, timezoneId: IST, bypassCSP: true })).newPage();
      const errors = watchErrors(page);
      await open(page, `${SP}/reports/gst_returns`, "hi");
      await page.getByTestId("gst-month").click();
      await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
      await page.getByTestId("gst-section-b2b").getByText("B2B — पंजीकृत व्यवसायों को इनवॉइस").waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.viewport.width);
      // The month list closes with an animation: checked once it is gone (axe would read antd's closing list).
      await page.locator(".ant-select-dropdown:visible").waitFor({ state: "hidden" });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `gst-returns-${name}-hi`);
      if (name === "laptop") {
        await open(page, `${SP}/reports/gst_returns`);
        await page.getByTestId("gst-month").click();
        await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
        await page.getByTestId("gst-section-b2b").getByTestId("gst-section-count").waitFor();
        await shot(page, "gst-returns-laptop-en");
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe("e-invoice and e-way bill from the invoice's page", () => {
  it("at 390 px downloads both files with the invoice's figures, and records the IRN that is then printed", async () => {
    const page = await (await browser.newContext({ ...PHONE, timezoneId: IST, acceptDownloads: true, bypassCSP: true })).newPage();
    const errors = watchErrors(page);
    await open(page, `${SP}/Sale/sale_invoices/${invoice.id}/print`);
    const panel = page.getByTestId("einvoice-panel");
    await panel.waitFor();
    // Clicked while the page's other reads were still answering, on a saturated machine, the button once
    // brought no download in 30 s (no error, no failed call; the cause was not found): click once it is quiet.
    await settled(page);

    const [einv] = await Promise.all([page.waitForEvent("download"), panel.getByTestId("einvoice-json").click()]);
    expect(einv.suggestedFilename()).toBe(`EINV_${invoice.number.replace(/\//g, "-")}.json`);
    const e = await jsonOf(einv);
    expect(e).toMatchObject({ Version: "1.1", DocDtls: { Typ: "INV", No: invoice.number }, BuyerDtls: { Pin: 411026, Loc: "Pune" } });
    expect(Math.round(e.ValDtls.TotInvVal * 100)).toBe(Math.round(invoice.total * 100));
    expect(Math.round(e.ValDtls.CgstVal * 100)).toBe(Math.round(invoice.cgst * 100));

    // The e-way bill: ₹50,000 is said, a wrong vehicle number is refused on its field, then the file.
    await panel.getByText("Goods worth more than ₹50,000.00 moving need an e-way bill").waitFor();
    await panel.getByTestId("eway-open").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("above ₹50,000.00: the goods need an e-way bill").waitFor();
    await dialog.getByLabel("Distance (km)").fill("18");
    await dialog.getByLabel("Vehicle number").fill("12345");
    await dialog.getByRole("button", { name: "Download JSON" }).click();
    await dialog.getByText("Vehicle number must be a registration number such as MH12AB1234").waitFor();
    await dialog.getByLabel("Vehicle number").fill("mh14 gt 4521");
    await shot(page, "eway-dialog-390-en");
    const [eway] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download JSON" }).click()]);
    const w = await jsonOf(eway);
    expect(w.billLists[0]).toMatchObject({ docNo: invoice.number, vehicleNo: "MH14GT4521", transDistance: 18, transMode: 1, toPincode: 411026, fromPincode: 411001 });
    expect(Math.round(w.billLists[0].totInvValue * 100)).toBe(Math.round(invoice.total * 100));
    await dialog.waitFor({ state: "hidden" });

    // Record what the IRP returned: a wrong IRN is refused on its field, then it is printed with its QR.
    const irn = "3f".repeat(32);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const qr = `${b64({ alg: "RS256" })}.${b64({ data: JSON.stringify({ Irn: irn, DocNo: invoice.number }), iss: "NIC" })}.c2ln`;
    await panel.getByTestId("irn-record").click();
    const form = page.getByRole("dialog");
    await form.getByLabel("IRN").fill("1234");
    await form.getByLabel("Ack No.").fill("112610000000123");
    // Five minutes into India's day: never in the future, whatever the hour the suite runs at.
    await form.getByLabel("Ack Date").fill(`${today} 00:05:00`);
    await form.getByLabel("Signed QR code").fill(qr);
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("IRN must be 64 characters").waitFor();
    await form.getByLabel("IRN").fill(irn);
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "hidden" });
    await page.getByTestId("print-irn-code").getByText(irn).waitFor();
    await page.getByTestId("print-irn-qr").waitFor();
    await panel.getByTestId("einvoice-recorded").waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "invoice-irn-390-en");
    // The one 400 is the vehicle number refused above, on purpose.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it("the invoice page with its IRN in Hindi and on a laptop", async () => {
    for (const [size, name, lang] of [[PHONE, "390", "hi"], [DESKTOP, "laptop", "hi"], [DESKTOP, "laptop", "en"]] as const) {
      const page = await (await browser.newContext({ ...size, timezoneId: IST, bypassCSP: true })).newPage();
      const errors = watchErrors(page);
      await open(page, `${SP}/Sale/sale_invoices/${invoice.id}/print`, lang);
      await page.getByTestId("print-irn-qr").waitFor();
      await page.getByTestId("einvoice-recorded").waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `invoice-irn-${name}-${lang}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
