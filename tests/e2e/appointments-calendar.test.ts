import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { allowLiveStream, watchErrors } from "./browser";
import { baseUrl, holdRequests } from "./helpers";
import { DESKTOP, PHONE, demoOwnerBrowser, openAs } from "./phone";
import { seriousViolations } from "./axe";
import { istDate } from "../../resources/ist";

/**
 * The appointments calendar (issue 28): the owner drags an appointment to another time in the day view,
 * and a drag into a taken slot is refused with the server's reason, the appointment staying put; on a
 * phone the day is an agenda of one staff member, moved by editing; an appointment booked through the
 * API appears in an open calendar without a reload; no-show in one tap; Tab reaches an appointment and
 * Enter opens it; axe-core finds nothing serious. CAL_SHOTS=1 writes screenshots to /tmp/shots-calendar.
 */
const SALON = "Shree Ganesh Beauty Parlour & Unisex Salon";
const HOTEL = "Hotel Sai Residency";
const DAY = "2030-03-04";
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;
let browser: Browser;
let owner: string;
let ids: Record<string, number>;
let stylist: number;
let stylistName: string;

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl()}/api/b/${ids[SALON]}${path}`, {
    method,
    headers: { authorization: `Bearer ${owner}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { id: number } };
};
const book = async (customer: string, start: string, end: string, phone = "9822011000") => {
  const made = await api("POST", "/appointments", { customer_name: customer, phone, staff_id: stylist, date: DAY, start_time: start, end_time: end });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id;
};
const stored = async (id: number) => (await api("GET", `/appointments/${id}`)).body;

beforeAll(async () => {
  ({ browser, owner, ids } = await demoOwnerBrowser());
  stylistName = `Calendar Stylist ${Date.now() % 100000}`;
  const made = await api("POST", "/staff", { full_name: stylistName, phone: `98810${String(Date.now() % 100000).padStart(5, "0")}`, joining_date: "2026-01-01", salary_type: "monthly", salary: 12000, status: "active" });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  stylist = made.body.id;
});
afterAll(() => browser?.close());

async function openCalendar(size: typeof PHONE | typeof LAPTOP | typeof DESKTOP, query: string, language: "en" | "hi" = "en", business = SALON, path = "/galla/appointments/calendar") {
  // bypassCSP: axe-core is injected as an inline script, which the console's CSP rightly refuses.
  const context = await browser.newContext({ ...size, bypassCSP: true });
  await allowLiveStream(context); // the grid follows other devices' changes through its live stream
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript((lang) => localStorage.setItem("language", lang), language);
  const streaming = page.waitForResponse((r) => r.url().includes("/api/live/") && r.status() === 200, { timeout: 30_000 });
  await openAs(page, owner, `${path}?${query}`, ids[business]);
  await streaming;
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return { page, errors };
}

/** Screenshots for a human to look at, Hindi drawn with the Noto the invoice PDF embeds (the machine has no Devanagari font). */
async function shot(page: Page, name: string) {
  if (!process.env.CAL_SHOTS) return;
  const font = (await readFile("node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf")).toString("base64");
  await page.addStyleTag({ content: `@font-face { font-family: "Noto Sans"; src: url(data:font/ttf;base64,${font}); unicode-range: U+0900-097F, U+200C-200D; }` });
  await page.evaluate(() => document.fonts.ready);
  await mkdir("/tmp/shots-calendar", { recursive: true });
  await page.screenshot({ path: `/tmp/shots-calendar/${name}.png` });
}

/** Drags an item so its top lands at `time` in the column, the way a mouse does. */
async function dragTo(page: Page, id: number, column: string, time: string) {
  const item = page.getByTestId(`cal-item-${id}`);
  const box = (await item.boundingBox())!;
  const col = (await page.getByTestId(column).boundingBox())!;
  const [h, m] = time.split(":").map(Number);
  const grab = 10;
  await page.mouse.move(box.x + box.width / 2, box.y + grab);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + grab + 12, { steps: 3 });
  await page.mouse.move(col.x + col.width / 2, col.y + ((h - 8) * 60 + m) * (64 / 60) + grab, { steps: 8 });
  await page.mouse.up();
}

describe("appointments calendar", () => {
  it("the owner drags an appointment to a free time; a drag into a taken slot is refused with the reason and it stays", async () => {
    const moving = await book("Pooja Sawant", "10:00", "10:30");
    const blocker = await book("Ritu Desai", "12:00", "12:30");
    const { page, errors } = await openCalendar(LAPTOP, `date=${DAY}`);
    const column = `cal-column-${stylist}-${DAY}`;
    await page.getByTestId(`cal-item-${moving}`).waitFor();
    await shot(page, "laptop-day-en");

    await dragTo(page, moving, column, "11:00");
    await expect.poll(async () => (await stored(moving)).start_time, { timeout: 5000 }).toBe("11:00");
    expect((await stored(moving)).end_time).toBe("11:30");
    await expect.poll(() => page.getByTestId(`cal-item-${moving}`).textContent()).toContain("11:00");

    // Relative to its column: the refusal notice above the grid pushes the whole grid down.
    const offset = async () => (await page.getByTestId(`cal-item-${moving}`).boundingBox())!.y - (await page.getByTestId(column).boundingBox())!.y;
    const topBefore = await offset();
    await dragTo(page, moving, column, "12:00");
    const refusal = page.getByRole("alert").filter({ hasText: "Ritu Desai" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(stylistName);
    expect((await stored(moving)).start_time).toBe("11:00");
    expect(await offset()).toBeCloseTo(topBefore, 0);
    expect((await stored(blocker)).start_time).toBe("12:00");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The refused move's 409 is the answer the page shows, not a fault.
    expect(errors.filter((e) => !/\b409\b/.test(e)), JSON.stringify(errors)).toEqual([]);
  });

  it("an appointment booked through the API appears in the open calendar within 2 s, without a reload", async () => {
    const { page } = await openCalendar(DESKTOP, `date=${DAY}`);
    await page.getByTestId(`cal-column-${stylist}-${DAY}`).waitFor();
    const at = Date.now();
    const id = await book("Live Walk-in", "16:00", "16:30");
    await page.getByTestId(`cal-item-${id}`).waitFor({ timeout: 2000 });
    expect(Date.now() - at).toBeLessThan(2000);
    expect((await api("DELETE", `/appointments/${id}`)).status).toBe(200);
    await page.getByTestId(`cal-item-${id}`).waitFor({ state: "detached", timeout: 2000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it("today's figures above the calendar are the server's at 390 px, and a booking made through the API raises today's count without a reload", async () => {
    type Figures = { today_bookings: number; today_upcoming: number; free_slots_today: number; no_shows_month: number };
    const figures = async () => {
      const res = await fetch(`${baseUrl()}/api/appointments/figures?business_id=${ids[SALON]}`, { headers: { authorization: `Bearer ${owner}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as Figures;
    };
    const { page, errors } = await openCalendar(PHONE, `date=${DAY}`);
    const card = page.getByTestId("appointment-figures");
    const shown = async (field: keyof Figures) => (await card.getByTestId(`figure-${field}`).locator(".ant-statistic-content-value").textContent())?.trim();
    await card.getByTestId("figure-today_bookings").waitFor();
    const before = await figures();
    for (const field of ["today_bookings", "today_upcoming", "free_slots_today", "no_shows_month"] as const) {
      expect(await shown(field), field).toBe(before[field].toLocaleString("en-IN"));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.CAL_SHOTS) {
      await mkdir("/tmp/shots-fig", { recursive: true });
      await page.screenshot({ path: "/tmp/shots-fig/phone-figures-en.png" });
    }

    const made = await api("POST", "/appointments", { customer_name: "Figures Walk-in", phone: "9822033000", staff_id: stylist, date: istDate(), start_time: "20:00", end_time: "20:30" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await expect.poll(() => shown("today_bookings"), { timeout: 5000 }).toBe((before.today_bookings + 1).toLocaleString("en-IN"));
    expect((await figures()).today_bookings).toBe(before.today_bookings + 1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    expect((await api("DELETE", `/appointments/${made.body.id}`)).status).toBe(200);
  });

  it("Tab reaches an appointment and Enter opens it; no-show is one tap and counted for the customer", async () => {
    const earlier = await book("Sneha Kale", "09:00", "09:30", "9822022000");
    await api("PATCH", `/appointments/${earlier}`, { status: "no_show" });
    const id = await book("Sneha Kale", "14:00", "14:30", "9822022000");
    const { page } = await openCalendar(DESKTOP, `date=${DAY}`);
    await page.getByTestId(`cal-item-${id}`).waitFor();
    let reached = false;
    for (let i = 0; i < 150 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate((tid) => document.activeElement?.getAttribute("data-testid") === tid, `cal-item-${id}`);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    const sheet = page.locator(".ant-drawer-content");
    await sheet.getByText("Sneha Kale").first().waitFor();
    await sheet.getByTestId("no-show-note").filter({ hasText: "missed 1 appointment" }).waitFor();
    await sheet.getByTestId("cal-no-show").click();
    await sheet.getByTestId("cal-sheet-status").filter({ hasText: "No-show" }).waitFor();
    expect((await stored(id)).status).toBe("no_show");
  });

  it("the first tap on a booking shows that it was heard while the sheet's code arrives", async () => {
    const id = await book("Kavya Rao", "15:00", "15:30", "9822033000");
    const { page, errors } = await openCalendar(DESKTOP, `date=${DAY}`);
    await page.getByTestId(`cal-item-${id}`).waitFor();
    // The sheet is a chunk of its own, fetched on the first tap (issue 24): held back as mobile data would.
    const release = await holdRequests(page, /\/assets\/ItemSheet-[\w-]+\.js$/);
    await page.getByTestId(`cal-item-${id}`).click();
    const waiting = page.locator(".ant-spin-fullscreen");
    await waiting.waitFor();
    expect(await page.locator(".ant-drawer-content").count()).toBe(0);
    release();
    await page.locator(".ant-drawer-content").getByText("Kavya Rao").first().waitFor();
    await waiting.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("on a phone the day is one stylist's agenda, picked from the staff; a move by editing is refused with the reason, then made", async () => {
    const moving = await book("Kiran More", "17:00", "17:30");
    await book("Leena Pawar", "18:00", "18:30");
    const { page, errors } = await openCalendar(PHONE, `date=${DAY}`);
    await page.locator(".cal-lane-picker").click();
    await page.locator(".ant-select-item-option").filter({ hasText: stylistName }).click();
    await page.getByTestId(`cal-item-${moving}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "phone-agenda-en");
    await page.getByTestId(`cal-item-${moving}`).click();
    const sheet = page.locator(".ant-drawer-content");
    await sheet.getByLabel("Start").fill("18:15");
    await sheet.getByTestId("cal-move").click();
    await sheet.getByRole("alert").filter({ hasText: "Leena Pawar" }).waitFor();
    expect((await stored(moving)).start_time).toBe("17:00");
    await sheet.getByLabel("Start").fill("19:00");
    await sheet.getByTestId("cal-move").click();
    await expect.poll(async () => (await stored(moving)).start_time).toBe("19:00");
    await page.locator(".ant-drawer-content").waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId(`cal-item-${moving}`).textContent()).toContain("19:00");
    expect(errors.filter((e) => !/\b409\b/.test(e)), JSON.stringify(errors)).toEqual([]);
  });

  it("a free slot opens the booking form with the date, time and stylist filled in", async () => {
    const { page } = await openCalendar(PHONE, `date=${DAY}&lane=${stylist}`);
    await page.getByTestId("cal-agenda").waitFor();
    await page.locator(".cal-agenda-free").first().click();
    await page.waitForURL(/\/galla\/appointments\/create\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("date")).toBe(DAY);
    expect(url.searchParams.get("staff_id")).toBe(String(stylist));
    expect(url.searchParams.get("start_time")).toBe("08:00");
    expect(await page.locator("main form input[type=time]").first().inputValue()).toBe("08:00");
    await expect.poll(() => page.locator("main form").getByText(stylistName).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it("has no serious axe-core violation, at 390 px and on a laptop, and reads in Hindi", async () => {
    for (const [size, name] of [
      [PHONE, "phone"],
      [LAPTOP, "laptop"],
    ] as const) {
      const { page } = await openCalendar(size, `date=${DAY}&lane=${stylist}`, "hi");
      await page.locator("[data-testid^=cal-item-]").first().waitFor();
      await page.getByRole("button", { name: "आज" }).waitFor();
      await shot(page, `${name}-day-hi`);
      const found = await seriousViolations(page);
      expect(found, JSON.stringify(found)).toEqual([]);
      await page.context().close();
    }
  });

  it("the hotel's rooms by night: a stay spans its nights", async () => {
    const { page } = await openCalendar(LAPTOP, "", "en", HOTEL, "/galla/hotel_management/calendar");
    await page.locator(".cal-nights").waitFor();
    await page.locator(".cal-stay").first().waitFor();
    await shot(page, "laptop-hotel-en");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
