import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { PDFParse } from "pdf-parse";
import { launchBrowser, watchErrors } from "./browser";
import { DESKTOP, PHONE, fakeShareSheet, openAs, pageWidth } from "./phone";
import { sessions } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Issue #13/#10: an invoice downloads as a real PDF file, is shared on WhatsApp as a public link that
 * opens without signing in, and is typed on a phone as line cards that fit the screen.
 */
const AXE = readFileSync(fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
const SHOP = 1; // Sharma General Store
const IST = "Asia/Kolkata";
const NEW_SALE = "/sales&purchase/manage_party/addsale";

let browser: Browser;
let owner: string;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = sessions()[DEMO_OWNER_MOBILE];
});
afterAll(() => browser?.close());

const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

/** Clicks "Download PDF" (a button in the console, a plain link to the file on the public page) and answers the saved file's name and bytes. */
async function downloadPdf(page: Page) {
  const control = page.getByRole("button", { name: "Download PDF" }).or(page.getByRole("link", { name: "Download PDF" }));
  const [download] = await Promise.all([page.waitForEvent("download"), control.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** A walk-in cash sale typed into the editor, line by line. */
async function typeWalkIn(page: Page, lines: { name: string; qty: string; rate: string }[]) {
  await page.getByText("New Cash Sale").waitFor();
  await page.getByLabel("Walk-in name").fill("Anita Desai");
  await page.getByLabel("Walk-in mobile").fill("9811122233");
  for (const [i, l] of lines.entries()) {
    if (i > 0) await page.getByRole("button", { name: "+ Add item" }).click();
    await page.getByLabel(`Item name ${i + 1}`, { exact: true }).fill(l.name);
    // A GST-registered shop's invoice names every line's HSN/SAC (issue 26).
    await page.getByLabel(`HSN/SAC ${i + 1}`, { exact: true }).fill("2106");
    await page.getByLabel(`Quantity ${i + 1}`, { exact: true }).fill(l.qty);
    await page.getByRole("spinbutton", { name: `Rate ${i + 1}`, exact: true }).fill(l.rate);
  }
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  });
}

describe("invoice PDF and WhatsApp share", () => {
  it("downloads the invoice as a PDF file and shares a public link that opens without signing in", async () => {
    const page = await (await browser.newContext({ ...DESKTOP, timezoneId: IST, acceptDownloads: true })).newPage();
    const errors = watchErrors(page);
    // A browser without file sharing: WhatsApp opens through a wa.me link.
    await page.addInitScript(() => {
      Object.assign(navigator, { canShare: undefined, share: undefined });
      window.open = ((url: string) => {
        (window as unknown as { opened: string }).opened = url;
        return null;
      }) as typeof window.open;
    });
    await openAs(page, owner, NEW_SALE, SHOP);
    await typeWalkIn(page, [{ name: "Chai patti 500 g", qty: "2", rate: "240" }]);
    await page.screenshot({ path: ".tmp/invoice-editor-desktop.png", fullPage: true });
    await page.getByTestId("save-print").click();
    await page.waitForURL(/\/Sale\/sale_invoices\/\d+\/print/);
    const number = (await page.getByTestId("print-number").textContent())!.trim();
    const total = (await page.getByTestId("print-total").textContent())!.trim();

    const pdf = await downloadPdf(page);
    expect(pdf.name).toBe(`${number.replace(/\//g, "-")}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(number);
    expect(text).toContain(total);
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");

    // No share sheet: WhatsApp opens on the buyer's chat with the public link.
    await page.getByRole("button", { name: "Share on WhatsApp" }).click();
    const opened = await page.waitForFunction(() => (window as unknown as { opened?: string }).opened).then((h) => h.jsonValue() as Promise<string>);
    expect(opened.startsWith("https://wa.me/919811122233?text=")).toBe(true);
    const message = decodeURIComponent(opened.split("?text=")[1]);
    expect(message).toContain(number);
    const link = /(http\S+\/i\/[A-Za-z0-9_-]{22})/.exec(message)![1];
    expect(errors).toEqual([]);

    // The buyer: a fresh browser, nobody signed in.
    for (const [name, device] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const buyer = await (await browser.newContext({ ...device, acceptDownloads: true })).newPage();
      const buyerErrors = watchErrors(buyer);
      const res = await buyer.goto(link);
      expect(res!.headers()["x-robots-tag"]).toContain("noindex");
      await buyer.getByTestId("print-number").filter({ hasText: number }).waitFor();
      expect((await buyer.getByTestId("print-total").textContent())!.trim()).toBe(total);
      expect(await buyer.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      if (name === "phone") expect(await pageWidth(buyer)).toBeLessThanOrEqual(390);
      await buyer.screenshot({ path: `.tmp/invoice-public-${name}.png`, fullPage: true });
      const buyerPdf = await downloadPdf(buyer);
      expect(buyerPdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(await pdfText(buyerPdf.bytes)).toContain(number);
      expect(buyerErrors).toEqual([]);
      await buyer.context().close();
    }
    await page.context().close();
  });

  it("on a 390 px phone: a walk-in invoice with two lines as cards, nothing wider than the screen, no serious axe finding", async () => {
    // bypassCSP: the test injects axe as an inline script, which the console's CSP rightly refuses.
    const page = await (await browser.newContext({ ...PHONE, timezoneId: IST, acceptDownloads: true, bypassCSP: true })).newPage();
    const errors = watchErrors(page);
    await fakeShareSheet(page);
    await openAs(page, owner, NEW_SALE, SHOP);
    await typeWalkIn(page, [
      { name: "Parle-G 800 g", qty: "3", rate: "95" },
      { name: "Tata Salt 1 kg", qty: "2", rate: "28" },
    ]);
    await page.getByLabel("Discount 2", { exact: true }).fill("6");
    await page.getByTestId("line-card-1").waitFor();
    expect(await page.locator(".sales-editor table").count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // Every field of the line being typed is on screen, inside the phone's width.
    for (const label of ["Item name 2", "Quantity 2", "Rate 2", "Discount 2", "GST rate 2"]) {
      const box = (await page.getByLabel(label, { exact: true }).last().boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    }
    const amount = (await page.getByTestId("line-amount-1").boundingBox())!;
    expect(amount.x + amount.width).toBeLessThanOrEqual(390);
    // At the shop's default 5 %: 3 × 95 = 285 and 2 × 28 − 6 = 50, taxable 335, total 351.75 → 352.00; the total and Save stay pinned at the bottom.
    const bar = page.locator(".sales-editor-actions");
    await expect.poll(async () => (await bar.locator(".sales-editor-total").textContent())?.trim()).toBe("₹352.00");
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
    // Save is in reach: on screen and not under the shell's bottom tab bar.
    const onTop = (testid: string) =>
      bar.getByTestId(testid).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom <= window.innerHeight && el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
    expect(await onTop("save")).toBe(true);
    expect(await onTop("save-print")).toBe(true);
    await page.screenshot({ path: ".tmp/invoice-editor-phone.png" });
    await page.screenshot({ path: ".tmp/invoice-editor-phone-full.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByTestId("save-print").tap();
    await page.waitForURL(/\/Sale\/sale_invoices\/\d+\/print/);
    const number = (await page.getByTestId("print-number").textContent())!.trim();
    const pdf = await downloadPdf(page);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf.bytes)).toContain(number);

    // Share on WhatsApp sends the PDF itself through the share sheet, with the public link in the text.
    await page.getByRole("button", { name: "Share on WhatsApp" }).tap();
    await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared.length === 1);
    const [sent] = await page.evaluate(() => (window as unknown as { shared: { name: string; type: string; size: number; text: string }[] }).shared);
    expect(sent).toMatchObject({ name: `${number.replace(/\//g, "-")}.pdf`, type: "application/pdf" });
    expect(sent.size).toBeGreaterThan(5000);
    expect(sent.text).toMatch(/\/i\/[A-Za-z0-9_-]{22}$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
