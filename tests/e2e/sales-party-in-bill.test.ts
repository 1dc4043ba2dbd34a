import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { watchErrors } from "./browser";
import { baseUrl } from "./helpers";
import { DESKTOP, PHONE, demoOwnerBrowser, openAs, settled, signInByOtp } from "./phone";
import { gstinCheckChar } from "../../resources/validators";

/**
 * Issue 23: a party added from inside the sale invoice and purchase bill editors. The owner types a name
 * no party has, picks "Add <name>", fills a short form (a bottom sheet on a phone, a dialog on a desk) and
 * is back on the same invoice with the new party chosen and every typed line kept.
 */
const AXE = readFileSync(fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
const SP = "/sales&purchase";
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
// Names are new on every run: the e2e files share one database.
const fresh = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

let browser: Browser;
let owner: string;
let shop: number;
beforeAll(async () => {
  const demo = await demoOwnerBrowser();
  ({ browser, owner } = demo);
  shop = demo.ids["Sharma General Store"];
  mkdirSync(".tmp", { recursive: true });
});
afterAll(() => browser?.close());

/** The sales API answers `{ data }`; the engine's record routes (/b/...) answer the record itself. */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${owner}` } });
  expect(res.status, path).toBe(200);
  const body = (await res.json()) as { data: T } & T;
  return path.startsWith("/b/") ? body : body.data;
}

async function seriousViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  });
}

/**
 * A time zone whose calendar day is not India's right now (UTC-12 until 17:30 IST, UTC+14 after it): a
 * form that dates by the browser's clock instead of IST would show another day.
 */
const offIndianDay = () => (Number(new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(11, 13)) < 17 ? "Etc/GMT+12" : "Pacific/Kiritimati");

/** The form is open and has settled: its name field has the keyboard (and the picker's list is gone). */
async function formOpen(page: Page, form: ReturnType<Page["locator"]>) {
  await form.waitFor();
  await expect.poll(() => form.locator("input").first().evaluate((el) => el === document.activeElement)).toBe(true);
  await page.locator(".ant-select-dropdown:visible").waitFor({ state: "detached" }).catch(() => {});
  await settled(page);
}

/** Types into the party picker (a tap or a click opens it first). */
async function searchParty(page: Page, name: string, touch: boolean) {
  const select = page.getByTestId("party-select");
  if (touch) await select.tap();
  else await select.click();
  await page.keyboard.type(name);
}

describe("a party added inside the invoice and bill editors", () => {
  it("on a phone: a new customer added from the sale invoice is chosen, the typed line stays, the invoice is theirs", async () => {
    const context = await browser.newContext({ ...PHONE, timezoneId: offIndianDay(), bypassCSP: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openAs(page, owner, `${SP}/manage_party/addsale`, shop);
    await page.getByLabel("Item name 1").fill("Handmade soap");
    await page.getByLabel("HSN/SAC 1", { exact: true }).fill("3401");
    await page.getByLabel("Rate 1", { exact: true }).fill("120");

    const name = fresh("Kiran Stores");
    await searchParty(page, name, true);
    const offer = page.getByTestId("add-party-option");
    await offer.waitFor();
    expect(await offer.textContent()).toContain(`Add “${name}”`);
    await offer.tap();

    const sheet = page.locator(".ant-drawer-bottom .ant-drawer-content");
    await formOpen(page, sheet);
    await sheet.getByText("New customer").waitFor();
    expect(await sheet.getByLabel("Name").inputValue()).toBe(name);
    await sheet.getByLabel("Mobile (optional)").fill("12345");
    await sheet.getByTestId("quick-party-save").tap();
    await sheet.getByText("Mobile must be a valid 10-digit Indian mobile number").waitFor();
    await sheet.getByLabel("Mobile (optional)").fill("98220 47001");
    await sheet.getByText("Mobile must be a valid 10-digit Indian mobile number").waitFor({ state: "detached" });
    await page.screenshot({ path: ".tmp/party-in-bill-phone-en.png" });
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByTestId("quick-party-save").tap();
    await sheet.waitFor({ state: "hidden" });

    await page.getByTestId("party-select").getByText(name).waitFor();
    expect(await page.getByLabel("Item name 1").inputValue()).toBe("Handmade soap");
    expect(await page.getByLabel("Rate 1", { exact: true }).inputValue()).toMatch(/^120(\.00)?$/);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/sales/${shop}/invoices`) && r.request().method() === "POST"),
      page.getByTestId("save").tap(),
    ]);
    expect(saved.status()).toBe(200);
    const { id } = ((await saved.json()) as { data: { id: number } }).data;

    const [party] = await api<{ id: number; name: string; party_type: string; phone: string }[]>(`/sales/${shop}/parties?q=${encodeURIComponent(name)}`);
    expect(party).toMatchObject({ name, party_type: "Customer", phone: "9822047001" });
    const invoice = await api<{ party_id: number; party_name: string; date: string; lines: { name: string }[] }>(`/sales/${shop}/invoices/${id}`);
    expect(invoice).toMatchObject({ party_id: party.id, party_name: name, date: todayInIndia() });
    expect(invoice.lines.map((l) => l.name)).toEqual(["Handmade soap"]);
    expect(errors).toEqual([]);
  });

  it("on a desk: a new supplier with a GSTIN, by keyboard, takes the GSTIN's state to the purchase bill", async () => {
    const page = await (await browser.newContext({ ...DESKTOP, timezoneId: "Asia/Kolkata", bypassCSP: true })).newPage();
    const errors = watchErrors(page);
    await openAs(page, owner, `${SP}/manage_party/addpurchase`, shop);
    await page.getByLabel("Item name 1").fill("Groundnut oil 15 L");
    await page.getByLabel("Rate 1", { exact: true }).fill("2100");
    await page.getByLabel("Supplier bill no.").fill("GO/551");

    const name = fresh("Gujarat Agro Oils");
    // Enter on "Add <name>" opens the form; Esc closes it and leaves the bill as it was.
    await searchParty(page, name, false);
    await page.getByTestId("add-party-option").waitFor();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New supplier" });
    // The form takes the keyboard (its name field has the focus), and gives it back to the picker on Esc.
    await formOpen(page, dialog);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByTestId("party-select").locator("input").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId("party-select").locator(".ant-select-selection-item").count()).toBe(0);
    expect(await page.getByLabel("Item name 1").inputValue()).toBe("Groundnut oil 15 L");

    await searchParty(page, name, false);
    await page.getByTestId("add-party-option").waitFor();
    await page.keyboard.press("Enter");
    await formOpen(page, dialog);
    expect(await dialog.getByLabel("Name").inputValue()).toBe(name);
    const first14 = `24AAGCG${String(Date.now()).slice(-4)}K1Z`;
    const gstin = first14 + gstinCheckChar(first14);
    await dialog.getByLabel("GSTIN (optional)").fill(gstin.toLowerCase());
    await dialog.getByText("Taken from the GSTIN").waitFor();
    expect(await dialog.getByLabel("State").inputValue()).toBe("24 Gujarat");
    expect(await dialog.getByLabel("State").getAttribute("readonly")).not.toBeNull();
    await page.screenshot({ path: ".tmp/party-in-bill-desktop-en.png" });
    expect(await seriousViolations(page)).toEqual([]);

    // A field the server refuses is marked at that field (the answer stood in for once here).
    await page.route(`**/api/b/${shop}/parties`, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ success: false, message: "GSTIN is already used by another party", field: "gstin" }) }) : route.fallback(),
    { times: 1 });
    await dialog.getByTestId("quick-party-save").click();
    await dialog.locator(".ant-form-item").filter({ hasText: "GSTIN (optional)" }).getByText("GSTIN is already used by another party").waitFor();
    await page.unrouteAll();
    await dialog.getByLabel("GSTIN (optional)").press("Enter");
    await dialog.waitFor({ state: "hidden" });

    await page.getByTestId("party-select").getByText(name).waitFor();
    await page.getByText(/Inter-state supply \(27 Maharashtra → 24 Gujarat\): IGST/).waitFor();
    expect(await page.getByLabel("Item name 1").inputValue()).toBe("Groundnut oil 15 L");
    expect(await page.getByLabel("Supplier bill no.").inputValue()).toBe("GO/551");
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/sales/${shop}/bills`) && r.request().method() === "POST"),
      page.getByTestId("save").click(),
    ]);
    expect(saved.status()).toBe(200);
    const { id } = ((await saved.json()) as { data: { id: number } }).data;

    const bill = await api<{ party_id: number; party_gstin: string; inter_state: boolean; date: string }>(`/sales/${shop}/bills/${id}`);
    expect(bill).toMatchObject({ party_gstin: gstin, inter_state: true, date: todayInIndia() });
    const party = await api<{ name: string; party_type: string; gstin: string; state: string }>(`/b/${shop}/parties/${bill.party_id}`);
    expect(party).toMatchObject({ name, party_type: "Supplier", gstin, state: "24 Gujarat" });
    // The browser reports the refused answer the test stood in; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });

  it("in Hindi, on a phone and on a desk: offered and asked in Hindi; cancelling leaves the invoice as it was", async () => {
    for (const [size, options] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const page = await (await browser.newContext({ ...options, bypassCSP: true })).newPage();
      await page.addInitScript(() => localStorage.setItem("language", "hi"));
      await openAs(page, owner, `${SP}/manage_party/addsale`, shop);
      await page.getByLabel("सामान का नाम 1").fill("हाथ का बना साबुन");
      const name = fresh("कविता किराना");
      await searchParty(page, name, size === "phone");
      const offer = page.getByTestId("add-party-option");
      await offer.waitFor();
      expect(await offer.textContent()).toContain(`“${name}” जोड़ें`);
      await page.keyboard.press("Enter");
      const form = page.getByTestId("quick-party-form");
      await formOpen(page, form);
      await page.getByText("नया ग्राहक").waitFor();
      await form.getByLabel("मोबाइल (ज़रूरी नहीं)").fill("98");
      await form.getByLabel("GSTIN (ज़रूरी नहीं)").click();
      await form.getByText(/10 अंकों/).waitFor();
      await settled(page);
      await page.screenshot({ path: `.tmp/party-in-bill-${size}-hi.png` });
      expect(await seriousViolations(page), size).toEqual([]);
      await form.getByRole("button", { name: "रद्द करें" }).click();
      await form.waitFor({ state: "hidden" });
      expect(await page.getByTestId("party-select").locator(".ant-select-selection-item").count()).toBe(0);
      expect(await page.getByLabel("सामान का नाम 1").inputValue()).toBe("हाथ का बना साबुन");
      expect(await api<unknown[]>(`/sales/${shop}/parties?q=${encodeURIComponent(name)}`)).toEqual([]);
    }
  });

  it("staff who may only read sales are not offered to add a party", async () => {
    const invited = await fetch(`${baseUrl()}/api/business/${shop}/members`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${owner}` },
      body: JSON.stringify({ mobile: "7100000231", name: "Reader", permissions: { sales_and_purchase: "read" } }),
    });
    expect(invited.status).toBe(201);
    const reader = await signInByOtp("7100000231");
    const page = await (await browser.newContext(DESKTOP)).newPage();
    await openAs(page, reader, `${SP}/manage_party/addsale`, shop);
    await page.getByLabel("Item name 1").waitFor();
    await settled(page);
    await searchParty(page, fresh("Not Allowed Traders"), false);
    await page.locator(".ant-select-dropdown:visible").getByText("No party found").waitFor();
    expect(await page.getByTestId("add-party-option").count()).toBe(0);
  });
});
