import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl } from "./helpers";
import { balanceText, expectAt, signInThroughUi, storageOf } from "./foundation-ui";

/** A brand-new number (70000xxxxx, used by no other test): register, then the business wizard. */
const MOBILE = "7000010001";
let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = watchErrors(page);
});
afterAll(() => browser?.close());

const next = (name: RegExp = /^(Continue|Save and continue)$/) => page.getByRole("button", { name }).click();
const fieldError = (text: string) => page.locator(".ant-form-item-explain-error").filter({ hasText: text }).waitFor();
const pick = async (combobox: string, typed: string) => {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
};

describe("a new owner registers and onboards a business", () => {
  it("a new number goes from the code to RegisterForm", async () => {
    // The profile answers late (a slow network): the name typed before it comes must stay.
    let answerProfile!: () => void;
    const typed = new Promise<void>((resolve) => (answerProfile = resolve));
    await page.route("**/api/auth/me", async (route) => (await typed, route.continue()));
    await signInThroughUi(page, MOBILE);
    await page.waitForURL(/\/auth\/RegisterForm$/);
    await page.getByLabel("Your full name").fill("Anita Deshmukh");
    answerProfile();
    await page.getByText("Signed in as +91 70000 10001.").waitFor();
    await page.unroute("**/api/auth/me");
    expect(await page.getByLabel("Your full name").inputValue()).toBe("Anita Deshmukh");
    await page.getByLabel("Email").fill("not-an-email");
    await next(/^Continue$/);
    await fieldError("Email must be a valid email address");
    await page.getByLabel("Email").fill("anita@deshmukhtiffin.in");
    await next(/^Continue$/);
    await page.waitForURL(/\/auth\/BasicBusinessDetails$/);
  });

  it("walks the steps, refusing what the server would refuse", async () => {
    await page.getByRole("heading", { name: "Add Business" }).waitFor();
    await next();
    await fieldError("Please enter your business name");
    await page.getByLabel("Business name").fill("Deshmukh Tiffin Centre");
    await pick("Business category", "Restaurant");
    await next();

    await page.waitForURL(/\/auth\/details$/);
    await page.getByLabel("Business phone").fill("5000012345");
    await next();
    await fieldError("Business phone must be a valid 10-digit Indian mobile number");
    await page.getByLabel("Business phone").fill("+91 70000 10001");
    await next();

    await page.waitForURL(/\/auth\/details1$/);
    await page.getByLabel("Address", { exact: true }).fill("12, Shivaji Nagar, FC Road");
    await page.getByLabel("City / town").fill("Pune");
    await page.getByLabel("Pincode").fill("011005");
    await pick("State / UT", "Maharashtra");
    await next();
    await fieldError("Pincode must be a 6-digit pincode");
    await page.getByLabel("Pincode").fill("411005");
    await next();

    await page.waitForURL(/\/auth\/details2$/);
    await page.getByLabel("GSTIN").fill("27aapfu0939f1zx");
    await next();
    await fieldError("GSTIN is not a valid GSTIN: a character is mistyped. Copy it from the GST certificate");
    await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
    await page.getByText("PAN (from your GSTIN)").waitFor();
    expect(await page.getByLabel("PAN (from your GSTIN)").inputValue()).toBe("AAPFU0939F");
    await next();

    await page.waitForURL(/\/auth\/details3$/);
    await page.getByLabel("Account holder name").fill("Anita Deshmukh");
    await next();
    await fieldError("Please enter the account number");
    await page.getByLabel("Account number", { exact: true }).fill("123456789012");
    await page.getByLabel("Re-enter account number").fill("123456789013");
    await page.getByLabel("IFSC").fill("SBIN1000456");
    await next();
    await fieldError("The account numbers do not match");
    await fieldError("IFSC must be an IFSC like HDFC0001234");
    await page.getByLabel("Re-enter account number").fill("123456789012");
    await page.getByLabel("IFSC").fill("sbin0000456");
    await page.getByText("State Bank of India").waitFor();
    await next();

    await page.waitForURL(/\/auth\/details5$/);
    await page.getByLabel("UPI id (VPA)").fill("deshmukh tiffin@");
    await next();
    await fieldError("UPI id must be a UPI id like name@bank");
    await page.getByLabel("UPI id (VPA)").fill("deshmukhtiffin@oksbi");
    await next();

    await page.waitForURL(/\/auth\/details6$/);
    // A real image, resized in the browser into a small data URL.
    const png = await page.evaluate(async () => {
      const c = document.createElement("canvas");
      c.width = 600;
      c.height = 400;
      const g = c.getContext("2d")!;
      g.fillStyle = "#0b6e4f";
      g.fillRect(0, 0, 600, 400);
      g.fillStyle = "#ffd54f";
      g.fillRect(150, 100, 300, 200);
      return c.toDataURL("image/png").split(",")[1];
    });
    await page.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
    const preview = page.getByTestId("logo-preview");
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 171]);
    await next();
    await page.waitForURL(/\/auth\/details7$/);
  });

  it("keeps the draft across a reload and edits one step from the review", async () => {
    await page.reload();
    await page.getByRole("heading", { name: "Review and create" }).waitFor();
    for (const text of ["Deshmukh Tiffin Centre", "Restaurant & Cafe", "+91 70000 10001", "411005", "Maharashtra", "AAPFU0939F", "SBIN0000456 (State Bank of India)", "deshmukhtiffin@oksbi"]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    // The account number is masked on the review.
    await page.getByText("••••••••9012").waitFor();

    await page.getByRole("link", { name: "Edit Shop address" }).click();
    await page.waitForURL(/\/auth\/detailsnew3$/);
    await page.getByRole("heading", { name: "Edit: Shop address" }).waitFor();
    await page.getByLabel("City / town").fill("Pune City");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(/\/auth\/details7$/);
    await page.getByText("Pune City", { exact: true }).waitFor();
  });

  it("creates the business: congratulation with ₹100.00, then the dashboard on the new business", async () => {
    await page.getByRole("button", { name: "Create business" }).click();
    await fieldError("must be checked");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create business" }).click();
    await page.waitForURL(/\/auth\/congratulation$/);
    await page.getByText("Congratulations! Your business is ready.").waitFor();
    await page.getByTestId("welcome-balance").filter({ hasText: "₹100.00" }).waitFor();
    const id = (await storageOf(page)).businessid;
    expect(id).toMatch(/^\d+$/);

    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await page.waitForURL(/\/galla\/Dashboard$/);
    expect(await balanceText(page)).toContain("₹100.00");
    const stored = await storageOf(page);
    expect(stored.businessid).toBe(id);
    expect(stored.businessName).toBe("Deshmukh Tiffin Centre");
    expect(stored.wallet).toBe("100");

    // The server has exactly what the wizard collected.
    const res = await fetch(`${baseUrl()}/api/public/business/${id}`);
    const { data } = await res.json();
    expect(data).toMatchObject({ business_name: "Deshmukh Tiffin Centre", upi_id: "deshmukhtiffin@oksbi", city: "Pune City", category: "Restaurant & Cafe" });
    expect(data.business_logo_path).toMatch(/^data:image\/(png|webp|jpeg);base64,/);
    // Nothing of the draft is left behind.
    expect(await page.evaluate(() => sessionStorage.getItem("galla.businessDraft"))).toBeNull();
  });

  it("Add Business in the navigation opens the wizard for the signed-in owner, with a way back", async () => {
    await page.getByRole("link", { name: "Add Business" }).click();
    await page.waitForURL(/\/auth\/BasicBusinessDetails$/);
    expect(await page.getByLabel("Business name").inputValue()).toBe("");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/galla\/Dashboard$/);
    expectAt(page, "/galla/Dashboard");
  });

  it("logged no errors besides the refused wrong inputs", () => {
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
