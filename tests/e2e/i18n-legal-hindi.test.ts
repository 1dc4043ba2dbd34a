import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl } from "./helpers";

/**
 * Issue 14: the terms, the privacy policy and the sandbox UPI app in Hindi, for a visitor whose
 * device remembers Hindi (localStorage `language`), on a phone, without overflowing it; their links
 * still work; and the header's switch turns the terms back into English.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    // Once per tab: the switch back to English later in the file must stick across reloads.
    if (sessionStorage.getItem("hindiSet")) return;
    localStorage.setItem("language", "hi");
    sessionStorage.setItem("hindiSet", "1");
  });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(() => browser?.close());

describe("legal pages and the sandbox UPI app in Hindi", () => {
  it("shows the terms in Hindi, with working links to the privacy policy and the grievance email", async () => {
    await page.goto(`${baseUrl()}/terms/terms-conditions`);
    await page.getByRole("heading", { name: "नियम और शर्तें", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const article = page.locator("article");
    const text = await article.innerText();
    for (const phrase of ["पिछला बदलाव: 1 नवंबर 2026", "1. हम कौन हैं और ये शर्तें किन बातों पर लागू होती हैं", "भारतीय राष्ट्रीय भुगतान निगम (NPCI)", "पुणे, महाराष्ट्र", "grievance@galla.in"]) {
      expect(text).toContain(phrase);
    }
    // No English sentence left behind (names, codes and email addresses aside).
    expect(text).not.toMatch(/\b(the|and|you|your|we|our)\b/i);
    expect(await article.getByRole("link", { name: "grievance@galla.in" }).getAttribute("href")).toBe("mailto:grievance@galla.in");
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await article.getByRole("link", { name: "गोपनीयता नीति" }).click();
    await page.waitForURL(/\/policy\/Privacy-Policy$/);
  });

  it("shows the privacy policy in Hindi: the DPDP Act, data kept in India, the grievance officer", async () => {
    await page.getByRole("heading", { name: "गोपनीयता नीति", level: 1 }).waitFor();
    const text = await page.locator("article").innerText();
    for (const phrase of ["डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023", "भारत में मौजूद सर्वरों", "Galla के शिकायत अधिकारी", "ईमेल: grievance@galla.in", "15 दिनों"]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(/\b(the|and|you|your|we|our)\b/i);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it("shows the terms inside the sign-in flow in Hindi", async () => {
    await page.goto(`${baseUrl()}/auth/terms-conditions`);
    await page.getByRole("heading", { name: "नियम और शर्तें", level: 1 }).waitFor();
    await page.getByText("इस्तेमाल के नियम").waitFor();
  });

  it("shows the sandbox UPI app in Hindi", async () => {
    await page.goto(`${baseUrl()}/sandbox/upi`);
    await page.getByRole("heading", { name: "सैंडबॉक्स UPI ऐप" }).waitFor();
    await page.getByText("यह पेज ग्राहक के फ़ोन का काम करता है।").waitFor();
    await page.getByRole("button", { name: "QR की फ़ोटो स्कैन करें…" }).waitFor();
    await page.getByLabel("आपकी UPI आईडी").waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it("turns the terms back into English with the header's switch, word for word", async () => {
    await page.goto(`${baseUrl()}/terms/terms-conditions`);
    await page.getByRole("heading", { name: "नियम और शर्तें", level: 1 }).waitFor();
    await page.getByTestId("language-switch").selectOption("en");
    await page.getByRole("heading", { name: "Terms & Conditions", level: 1 }).waitFor();
    const text = await page.locator("article").innerText();
    expect(text).toContain("Last updated: 1 November 2026");
    expect(text).toContain("Courts at Pune, Maharashtra have jurisdiction.");
    expect(text).toContain("Complaints go to our Grievance Officer, Galla at grievance@galla.in (Monday to Saturday, 10:00 to 18:00 IST (except public holidays)).");
    expect(errors).toEqual([]);
  });
});
