import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { allowLiveStream, watchErrors } from "./browser";
import { baseUrl, motionsEnded } from "./helpers";
import { DESKTOP, PHONE, demoOwnerBrowser, openAs, spinnersGone } from "./phone";
import { staticUpiLink } from "../../resources/upi";

/**
 * Live payments (issue 23): an open console hears of money as it lands, without a reload. A customer
 * pays the business's printed QR in the sandbox payer app; within 2 s the dashboard's figure moves and
 * a notice says who paid how much, in the console's language, clear of the top bar's buttons.
 * LIVE_SCREENSHOTS=1 keeps each notice in .tmp/ for a human to look at.
 */
let browser: Browser;
let owner: string;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ browser, owner, ids } = await demoOwnerBrowser());
});
afterAll(() => browser?.close());

const SHOPS = {
  "Sharma General Store": "sharmastore@okhdfcbank",
  "Hotel Sai Residency": "hotelsai@oksbi",
  "Shree Ganesh Beauty Parlour & Unisex Salon": "shreeganeshsalon@ybl",
} as const;
type Shop = keyof typeof SHOPS;

/** The customer's UPI app pays the shop's static QR. */
async function customerPays(shop: Shop, amount: string, payer: string) {
  const res = await fetch(`${baseUrl()}/api/sandbox/upi/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ qr: staticUpiLink(SHOPS[shop], shop), payer_address: payer, amount }),
  });
  expect(res.status).toBe(200);
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);

const rupees = (text: string | null) => Number(/₹([\d,]+\.\d{2})/.exec(text ?? "")?.[1].replace(/,/g, "") ?? NaN);

/** Opens a page of the shop's console with its live stream connected, marking the document to tell a reload. */
async function openLive(shop: Shop, path: string, size: typeof PHONE | typeof DESKTOP, language: "en" | "hi"): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...size });
  await allowLiveStream(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript((lang) => localStorage.setItem("language", lang), language);
  // What the console asks the speech synthesiser to say, recorded instead of spoken.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spoken });
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void spoken.push({ text: u.text, lang: u.lang });
  });
  const streaming = page.waitForResponse((r) => r.url().includes("/api/payments/events") && r.status() === 200, { timeout: 30_000 });
  await openAs(page, owner, path, ids[shop]);
  await streaming;
  // The stream stays open as long as the page, so the network is never idle (settled waited out its 10 s
  // on every page here, 60 of this file's 66 s): what the page shows is waited for instead.
  await spinnersGone(page);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return { page, errors };
}

/**
 * A machine without a Devanagari font draws Hindi as boxes: for the screenshots only, the page gets the
 * Noto Sans Devanagari the invoice PDF uses, for Devanagari code points only, under the console's own family name.
 */
const shot = async (page: Page, name: string) => {
  if (!process.env.LIVE_SCREENSHOTS) return;
  const font = (await readFile("node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf")).toString("base64");
  await page.addStyleTag({ content: `@font-face { font-family: "Noto Sans"; src: url(data:font/ttf;base64,${font}); unicode-range: U+0900-097F, U+200C-200D; }` });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `.tmp/live-${name}.png` });
};

describe("live payments in the console", () => {
  it("an open dashboard on a phone shows a QR payment within 2 s: the notice and today's collections, no reload", async () => {
    const { page, errors } = await openLive("Sharma General Store", "/galla/Dashboard", PHONE, "en");
    const today = page.getByTestId("today-collections");
    await today.filter({ hasText: "₹" }).waitFor();
    const before = rupees(await today.textContent());
    expect(before).not.toBeNaN();

    const paidAt = Date.now();
    await customerPays("Sharma General Store", "250", "ramesh@okaxis");
    const notice = page.getByTestId("live-payment-notice");
    await notice.waitFor({ timeout: 2000 });
    expect(await notice.textContent()).toBe("₹250.00 received from RA****");
    await page.waitForFunction(
      (expected) => {
        const m = /₹([\d,]+\.\d{2})/.exec(document.querySelector("[data-testid=today-collections]")?.textContent ?? "");
        return m !== null && Number(m[1].replace(/,/g, "")) === expected;
      },
      before + 250,
      { timeout: Math.max(100, 2000 - (Date.now() - paidAt)) },
    );
    expect(Date.now() - paidAt).toBeLessThan(2000);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Once it has slid in: above the tab bar, inside the phone's width, clear of the top bar.
    await motionsEnded(page);
    const box = (await page.locator(".ant-notification-notice").first().boundingBox())!;
    const header = (await page.locator(".galla-header").boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844 - 56);
    await shot(page, "phone-en");
    expect(await spoken(page)).toEqual([]); // Sound alerts are off until switched on
    expect(errors).toEqual([]);
  });

  it("with Sound alerts on, says each payment aloud in the console's language, rupees as people say them", async () => {
    for (const [language, expected] of [
      ["en", { text: "₹1,25,000 received from RA", lang: "en-IN" }],
      ["hi", { text: "RA से ₹1,25,000 मिले", lang: "hi-IN" }],
    ] as const) {
      const { page, errors } = await openLive("Sharma General Store", "/galla/Dashboard", PHONE, language);
      await page.getByTestId("sound-alerts").tap();
      expect(await page.evaluate(() => localStorage.getItem("soundAlerts"))).toBe("on");
      await customerPays("Sharma General Store", "125000", "ramesh@okaxis");
      await page.getByTestId("live-payment-notice").waitFor({ timeout: 2000 });
      const said = await spoken(page);
      expect(said[0].lang).toBe(expected.lang); // the tap's own "Sound alerts are on"
      expect(said.slice(1)).toEqual([expected]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("says it in Hindi on a Hindi console", async () => {
    const { page, errors } = await openLive("Shree Ganesh Beauty Parlour & Unisex Salon", "/galla/Dashboard", PHONE, "hi");
    await customerPays("Shree Ganesh Beauty Parlour & Unisex Salon", "1250.50", "ramesh@okaxis");
    const notice = page.getByTestId("live-payment-notice");
    await notice.waitFor({ timeout: 2000 });
    expect(await notice.textContent()).toBe("RA**** से ₹1,250.50 मिले");
    await motionsEnded(page);
    await shot(page, "phone-hi");
    expect(errors).toEqual([]);
  });

  it("on a desktop the notice sits at the bottom right, clear of the top bar's buttons; the Transactions list refreshes", async () => {
    for (const language of ["en", "hi"] as const) {
      const { page, errors } = await openLive("Hotel Sai Residency", "/galla/Transactions", DESKTOP, language);
      const payer = `guest.${language}@oksbi`;
      await customerPays("Hotel Sai Residency", "999", payer);
      await page.getByTestId("live-payment-notice").waitFor({ timeout: 2000 });
      await page.getByText(payer).first().waitFor({ timeout: 2000 });
      await motionsEnded(page);
      const box = (await page.locator(".ant-notification-notice").first().boundingBox())!;
      expect(box.y).toBeGreaterThan(400);
      expect(box.x).toBeGreaterThan(640);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await shot(page, `desktop-${language}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
