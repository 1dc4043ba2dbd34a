import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl } from "./helpers";
import { PHONE, demoOwnerBrowser, openAs, settled } from "./phone";

/**
 * Issue 24: the installable console with its service worker. With no network it opens from the device,
 * says it is offline and shows what it last read; a sale typed offline is kept on the device (IndexedDB),
 * survives the tab closing and is made exactly once on the server when the network returns; one the
 * server refuses is shown as refused with the server's reason.
 */
const AXE = readFileSync(fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
const NOTO = fileURLToPath(new URL("../../node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf", import.meta.url));
const SHOTS = "/tmp/shots-pwa";
const SP = "/sales&purchase";
const fresh = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}`;

let browser: Browser;
let owner: string;
let shop: number;
beforeAll(async () => {
  const demo = await demoOwnerBrowser();
  ({ browser, owner } = demo);
  shop = demo.ids["Sharma General Store"];
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}/api${path}`, { method, headers: { authorization: `Bearer ${owner}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}
const invoicesOf = async (party: string) => (await api<{ data: { number: string; party_name: string }[]; total: number }>("GET", `/sales/${shop}/invoices?q=${encodeURIComponent(party)}&from=2020-01-01`)).body;

/** A phone context with the service worker on (the launcher blocks it for every other test). */
// bypassCSP: axe is injected as an inline script, which the console's CSP rightly refuses.
const phoneContext = () => browser.newContext({ ...PHONE, serviceWorkers: "allow", bypassCSP: true });

/** The page is controlled by the console's worker, and its cache holds every file the worker lists. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  return page.evaluate(async () => {
    const names = await caches.keys();
    const shell = names.find((n) => n.startsWith("galla-shell-"))!;
    const kept = (await (await caches.open(shell)).keys()).map((r) => new URL(r.url).pathname);
    return { names, kept };
  });
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  });
}

/** Screenshots of the notice and the bills, without a toast over them. */
async function shoot(page: Page, name: string) {
  for (const close of await page.locator(".ant-notification-notice-close").all()) await close.click().catch(() => {});
  await page.locator(".ant-notification-notice").first().waitFor({ state: "detached" }).catch(() => {});
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Devanagari for screenshots: the machine has no Hindi font, so the page is given Noto (as the i18n tests do). */
async function withNoto(page: Page) {
  await page.addStyleTag({ content: `@font-face{font-family:"Noto Sans";src:url(data:font/ttf;base64,${readFileSync(NOTO).toString("base64")});unicode-range:U+0900-097F,U+200C-200D}` });
  await page.evaluate(() => document.fonts.ready);
}

describe("installable", () => {
  it("links a manifest with PNG icons (any and maskable), served with their types; the worker keeps the whole build", async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const m = (await manifest.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; lang: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(m).toMatchObject({ name: "Galla", short_name: "Galla", display: "standalone", start_url: "/galla/Dashboard", theme_color: "#0b6e4f", lang: "en-IN" });
    for (const size of [192, 512]) {
      const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === "any")!;
      const res = await fetch(`${baseUrl()}${icon.src}`);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]); // IHDR width, height
    }
    expect(m.icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512" && i.type === "image/png")).toBe(true);
    const sw = await fetch(`${baseUrl()}/sw.js`);
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const listed = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(await sw.text())![1]) as string[];
    expect(listed).toContain("/index.html");
    expect(listed.some((f) => /^\/assets\/ConsoleApp-.*\.js$/.test(f))).toBe(true);

    const context = await phoneContext();
    const page = await context.newPage();
    await openAs(page, owner, "/galla/Dashboard", shop);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const { names, kept } = await workerInCharge(page);
    expect(names.filter((n) => n.startsWith("galla-shell-"))).toHaveLength(1);
    expect(kept.sort()).toEqual([...listed].sort());
    await context.close();
  });
});

describe("offline", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext();
  });
  // Each test starts online, whatever the one before it left, and with no tab of it still open: a tab
  // left by a failed test would send the next test's bill itself and say so there, failing it too.
  beforeEach(async () => {
    await context.setOffline(false);
    await Promise.all(context.pages().map((p) => p.close()));
  });
  afterAll(() => context?.close());

  it("reloads with no network: the shell from the device, the dashboard as last read, and a plain notice", async () => {
    const page = await context.newPage();
    await openAs(page, owner, "/galla/Dashboard", shop);
    await workerInCharge(page);
    await settled(page);
    const heading = await page.locator("h1").innerText();
    const month = await page.getByTestId("month-collections").innerText();
    expect(await page.getByTestId("offline-notice").count()).toBe(0);
    // Each answer is kept on the device after it arrives (providers/offline-reads.ts): the ones the
    // dashboard draws from must be there before the network goes, however busy the machine.
    await page.waitForFunction(
      async (paths) => {
        const kept = (await (await caches.open("galla-reads")).keys()).map((k) => k.url);
        return paths.every((p) => kept.some((url) => url.includes(p)));
      },
      ["/api/business/getBusiness", "/api/payments/summary"],
      { timeout: 15_000 },
    );

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId("offline-notice");
    await notice.getByText("You are offline").waitFor();
    await notice.getByText(/Showing what this device last read, at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m/i).waitFor();
    // The notice comes with the first kept answer; the business's name (in the heading) may come a moment later.
    await expect.poll(() => page.locator("h1").innerText()).toBe(heading);
    await expect.poll(() => page.getByTestId("month-collections").innerText()).toBe(month);
    await shoot(page, "offline-dashboard-en");
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(false);
    await page.close();
  });

  it("a sale saved offline survives the tab closing and is made exactly once when the network is back", async () => {
    const buyer = fresh("Offline Buyer");
    const page = await context.newPage();
    await openAs(page, owner, `${SP}/manage_party/addsale`, shop);
    await workerInCharge(page);
    await page.getByLabel("Item name 1").waitFor();
    await settled(page);
    // The list the editor returns to, read once online, is on the device too.
    await page.goto(`${baseUrl()}${SP}/Sale/sale_invoices`);
    await settled(page);
    await page.goto(`${baseUrl()}${SP}/manage_party/addsale`);
    await page.getByLabel("Item name 1").waitFor();
    await settled(page);

    await context.setOffline(true);
    await page.getByLabel("Walk-in name").fill(buyer);
    await page.getByLabel("Item name 1").fill("Tea 250 g");
    await page.getByLabel("HSN/SAC 1", { exact: true }).fill("0902");
    await page.getByLabel("Rate 1", { exact: true }).fill("120");
    expect(await page.getByLabel("Invoice number").inputValue()).toBe("Given when sent");
    await page.getByTestId("save").click();
    await page.getByText("You are offline: the bill is kept on this device").waitFor();
    const panel = page.getByTestId("outbox-panel");
    await panel.getByText(buyer).waitFor();
    expect(await panel.getByTestId("outbox-entry").getAttribute("data-state")).toBe("pending");
    await page.getByTestId("offline-notice").getByText("1 bill is waiting to be sent.").waitFor();
    await shoot(page, "offline-pending-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.close(); // the tab is closed while the bill waits

    expect((await invoicesOf(buyer)).total).toBe(0);
    const again = await context.newPage();
    await again.goto(`${baseUrl()}${SP}/Sale/sale_invoices`);
    await again.getByTestId("outbox-panel").getByText(buyer).waitFor();
    await context.setOffline(false);
    await again.getByText(/^Bill .+ sent: ₹/).waitFor({ timeout: 60_000 });
    await again.getByTestId("outbox-panel").waitFor({ state: "detached" });
    const made = await invoicesOf(buyer);
    expect(made.total).toBe(1);
    expect(made.data[0].number).toMatch(/^SGS\/\d+$/); // numbered by the server
    // A later flush (another start, the 20 s timer) has nothing left to send: still one.
    await again.reload();
    await settled(again);
    expect((await invoicesOf(buyer)).total).toBe(1);
    await again.close();
  });

  it("a sale the server refuses on sync is shown as refused with the reason, and can be discarded", async () => {
    const name = fresh("Refused Party");
    const created = await api<{ id: number }>("POST", `/b/${shop}/parties`, { name, party_type: "Customer", state: "27 Maharashtra", opening_balance: 0, opening_type: "To Receive" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const partyId = (created.body as { id: number }).id;
    const page = await context.newPage();
    await openAs(page, owner, `${SP}/manage_party/addsale?party_id=${partyId}`, shop);
    await workerInCharge(page);
    await page.getByTestId("party-select").getByText(name).waitFor();
    await settled(page);
    await page.goto(`${baseUrl()}${SP}/Sale/sale_invoices`);
    await settled(page);
    await page.goBack();
    await page.getByTestId("party-select").getByText(name).waitFor();

    await context.setOffline(true);
    await page.getByLabel("Item name 1").fill("Sugar 1 kg");
    await page.getByLabel("HSN/SAC 1", { exact: true }).fill("1701");
    await page.getByLabel("Rate 1", { exact: true }).fill("48");
    await page.getByTestId("save").click();
    await page.getByTestId("outbox-panel").getByText(name).waitFor();
    // Meanwhile the party is deleted (from another device): the bill can no longer be made as typed.
    expect((await api("DELETE", `/b/${shop}/parties/${partyId}`)).status).toBe(200);
    await context.setOffline(false);
    const entry = page.getByTestId("outbox-entry");
    await expect.poll(() => entry.getAttribute("data-state"), { timeout: 30_000 }).toBe("refused");
    await entry.getByTestId("outbox-refusal").getByText("Party not found: choose one from the list").waitFor();
    await page.getByTestId("outbox-notice").getByText("1 bill was refused by the server.").waitFor();
    await shoot(page, "refused-en");
    expect(await seriousViolations(page)).toEqual([]);

    // The same in Hindi, for the owner who reads it.
    await page.evaluate(() => localStorage.setItem("language", "hi"));
    await page.reload();
    await withNoto(page);
    await page.getByTestId("outbox-panel").getByText("सर्वर ने अस्वीकार किया").waitFor();
    await shoot(page, "refused-hi");
    await context.setOffline(true);
    await page.reload();
    await withNoto(page);
    await page.getByTestId("offline-notice").getByText("आप ऑफ़लाइन हैं").waitFor();
    await shoot(page, "offline-hi");
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(false);
    await page.reload();

    await page.getByTestId("outbox-entry").getByRole("button", { name: /हटाएँ/ }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: /हटाएँ/ }).click();
    await page.getByTestId("outbox-panel").waitFor({ state: "detached" });
    expect((await invoicesOf(name)).total).toBe(0);
    await page.close();
  });
});
