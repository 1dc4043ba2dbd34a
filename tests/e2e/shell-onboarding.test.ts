import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl, sessions } from "./helpers";
import { SECOND_OWNER_MOBILE } from "../../server/seed/demo";
import { newPhonePage, openAs } from "./phone";

/** Issue #10: adding a business on a phone asks for nothing the console already knows. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the business wizard on a phone", () => {
  it("the verified mobile is the business phone to start with, and the pincode fills the state (and the city it names)", async () => {
    const page = await newPhonePage(browser);
    await openAs(page, sessions()[SECOND_OWNER_MOBILE], "/errors/error-404");
    // Past the first step (name and category), as the wizard keeps it between steps.
    await page.evaluate(() => sessionStorage.setItem("galla.businessDraft", JSON.stringify({ business_name: "Mehta Medicals 2", business_master_id: 5 })));

    await page.goto(`${baseUrl()}/auth/details`);
    const phone = page.getByLabel("Business phone");
    await expect.poll(() => phone.inputValue()).toBe(SECOND_OWNER_MOBILE);

    await page.goto(`${baseUrl()}/auth/details1`);
    const state = page.locator(".ant-form-item").filter({ hasText: "State / UT" }).locator(".ant-select-selection-item");
    await page.getByLabel("Pincode").fill("560001");
    await expect.poll(() => state.textContent()).toBe("Karnataka");
    expect(await page.getByLabel("City / town").inputValue()).toBe("Bengaluru");

    // A town the prefix does not name: the state follows, the city typed by the owner stays.
    await page.getByLabel("City / town").fill("Shirdi");
    await page.getByLabel("Pincode").fill("423109");
    await expect.poll(() => state.textContent()).toBe("Maharashtra");
    expect(await page.getByLabel("City / town").inputValue()).toBe("Shirdi");
  });
});
