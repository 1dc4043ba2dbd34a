import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { DESKTOP, PHONE, openAs, pageWidth } from "./phone";
import { baseUrl, sessions } from "./helpers";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Issue 23: My QR downloads the QR as a standee, a PDF (A5/A6) from the server and a PNG drawn in the
 * browser, on a phone. STANDEE_SCREENSHOTS=1 saves the page and the PNGs into .tmp/ to look at.
 */
const SHOP = 1; // Sharma General Store
const LINK = "upi://pay?pa=sharmastore%40okhdfcbank&pn=Sharma%20General%20Store&cu=INR";
const keep = (name: string, bytes?: Buffer) => process.env.STANDEE_SCREENSHOTS && bytes && import("node:fs").then((fs) => fs.writeFileSync(`.tmp/standee-${name}`, bytes));

let browser: Browser;
let owner: string;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = sessions()[DEMO_OWNER_MOBILE];
});
afterAll(() => browser?.close());

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}
const decode = (bytes: Buffer) => {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, link: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data };
};
const mediaBox = (pdf: Buffer) => /\/MediaBox\s*\[\s*([\d. ]+)\]/.exec(pdf.toString("latin1"))?.[1].trim().split(/\s+/).map(Number);

async function openMyQr(page: Page) {
  await openAs(page, owner, "/MyQR", SHOP);
  await page.getByTestId("qr-business-name").getByText("Sharma General Store").waitFor();
  await page.waitForFunction(() => (document.querySelector("[data-testid=qr-image]") as HTMLImageElement | null)?.naturalWidth);
}

describe("QR standee on My QR", () => {
  it("at 390 px: the buttons wrap at 44 px tall; the PDF downloads in A5 or A6 and the PNG decodes to the business QR's link", async () => {
    const page = await (await browser.newContext({ ...PHONE, acceptDownloads: true })).newPage();
    const errors = watchErrors(page);
    await openMyQr(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    for (const id of ["standee-pdf", "standee-png"]) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.height, id).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, id).toBeLessThanOrEqual(390);
    }
    expect((await page.getByRole("button", { name: "DOWNLOAD QR CODE" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await page.getByTestId("standee-size").boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Scrolled to the end, the last button clears the bottom tab bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const tabs = (await page.locator(".galla-tabbar").boundingBox())!;
    const last = (await page.getByTestId("standee-png").boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(tabs.y);
    if (process.env.STANDEE_SCREENSHOTS) await page.screenshot({ path: ".tmp/standee-my-qr-phone.png" });

    const a5 = await download(page, "standee-pdf");
    expect(a5.name).toBe("Sharma General Store QR standee.pdf");
    expect(a5.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(mediaBox(a5.bytes)).toEqual([0, 0, 419.53, 595.28]);
    keep("a5.pdf", a5.bytes);

    await page.getByTestId("standee-size").getByText("A6").click();
    const a6 = await download(page, "standee-pdf");
    expect(a6.name).toBe("Sharma General Store QR standee.pdf");
    expect(mediaBox(a6.bytes)).toEqual([0, 0, 297.64, 419.53]);

    const png = await download(page, "standee-png");
    expect(png.name).toBe("Sharma General Store QR standee.png");
    keep("en.png", png.bytes);
    expect(decode(png.bytes)).toEqual({ width: 1259, height: 1786, link: LINK });
    expect(errors).toEqual([]);
  });

  it("a Hindi business's PNG carries the Hindi line (Devanagari font loaded) and still decodes; desktop shows the buttons in one card", async () => {
    const sales = (method: string, body?: object) =>
      fetch(`${baseUrl()}/api/sales/${SHOP}/settings`, { method, headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" }, body: body && JSON.stringify(body) }).then((r) => r.json());
    const { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format } = (await sales("GET")).data;
    const put = (invoice_language: string) => sales("PUT", { invoice_prefix, next_number, default_gst_rate, state_code, terms, print_format, invoice_language });
    expect((await put("hi")).success).toBe(true);
    try {
      const page = await (await browser.newContext({ ...DESKTOP, acceptDownloads: true })).newPage();
      const errors = watchErrors(page);
      await openMyQr(page);
      await page.getByTestId("standee-png").scrollIntoViewIfNeeded();
      if (process.env.STANDEE_SCREENSHOTS) await page.screenshot({ path: ".tmp/standee-my-qr-desktop.png" });
      const png = await download(page, "standee-png");
      keep("hi.png", png.bytes);
      expect(decode(png.bytes).link).toBe(LINK);
      expect(await page.evaluate(() => document.fonts.check('700 17px "Galla Noto Sans Devanagari"', "किसी"))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      expect((await put("en")).success).toBe(true);
    }
  });

  it("in Hindi at 390 px the standee buttons say so and still fit", async () => {
    const page = await (await browser.newContext({ ...PHONE, locale: "hi-IN", acceptDownloads: true })).newPage();
    const errors = watchErrors(page);
    await openAs(page, owner, "/MyQR", SHOP);
    await page.waitForFunction(() => (document.querySelector("[data-testid=qr-image]") as HTMLImageElement | null)?.naturalWidth);
    await page.getByRole("button", { name: "स्टैंडी डाउनलोड करें (PDF)" }).waitFor();
    await page.getByText("स्टैंडी का आकार").waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    for (const id of ["standee-pdf", "standee-png"]) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(390);
    }
    await page.getByTestId("standee-png").scrollIntoViewIfNeeded();
    if (process.env.STANDEE_SCREENSHOTS) await page.screenshot({ path: ".tmp/standee-my-qr-phone-hi.png" });
    const pdf = await download(page, "standee-pdf");
    expect(pdf.name).toBe("Sharma General Store QR standee.pdf");
    expect(errors).toEqual([]);
  });
});
