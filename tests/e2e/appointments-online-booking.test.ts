import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, signInAs } from "./helpers";
import { DESKTOP, PHONE } from "./phone";

/**
 * Issue 28: a customer books on the shop's public page on a phone (the code read from the sandbox outbox),
 * the confirmation SMS is in the outbox, and its link cancels the booking and frees the slot. Screenshots
 * of the booking page at 390 px and on a laptop in English and Hindi (BOOK_SHOTS=1: /tmp/shots-book/),
 * and axe-core on it.
 */
const AXE = readFileSync(fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
let browser: Browser;
let salon: number;
beforeAll(async () => {
  browser = await launchBrowser();
  // The salon's id, as a stranger finds it: the demo's third business.
  for (let id = 1; id < 20 && !salon; id++) {
    const res = await fetch(`${baseUrl()}/api/public/book/${id}`);
    if (res.ok && ((await res.json()) as { data: { business_name: string } }).data.business_name.includes("Salon")) salon = id;
  }
});
afterAll(() => browser?.close());

const outbox = async (mobile: string) => ((await (await fetch(`${baseUrl()}/api/sandbox/outbox?to=${mobile}`)).json()) as { data: { text: string }[] }).data;
const freeTimes = async (serviceId: number, date: string) => {
  const body = (await (await fetch(`${baseUrl()}/api/public/book/${salon}/slots?service_id=${serviceId}&from=${date}&to=${date}`)).json()) as {
    data: { staff: { staff_id: number; slots: { date: string; start_time: string }[] }[] };
  };
  return body.data.staff;
};

async function shot(page: Page, name: string) {
  if (!process.env.BOOK_SHOTS) return;
  mkdirSync("/tmp/shots-book", { recursive: true });
  const font = (await readFile("node_modules/@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf")).toString("base64");
  await page.addStyleTag({ content: `@font-face { font-family: "Noto Sans"; src: url(data:font/ttf;base64,${font}); unicode-range: U+0900-097F, U+200C-200D; }` });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `/tmp/shots-book/${name}.png`, fullPage: true });
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  });
}

describe("online booking on the public page (issue 28)", () => {
  it("at 390 px: service, day, time, name and mobile with the SMS code; the confirmation SMS's link cancels it and frees the slot", async () => {
    const context = await browser.newContext({ ...PHONE, locale: "en-IN", bypassCSP: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl()}/p/${salon}`);
    await page.getByRole("heading", { name: "Book an appointment" }).waitFor();
    await shot(page, "book-390-en-services");
    await page.getByRole("radio", { name: /Haircut \(men\)/ }).click();
    const firstDay = page.locator(".book-days .ant-btn").first();
    await firstDay.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "book-390-en-slots");
    // A day after today, so the slot is not too soon whatever the hour.
    await page.locator(".book-days .ant-btn").nth(1).click();
    const firstTime = page.locator(".book-times .ant-btn").first();
    const time = (await firstTime.textContent())!.trim();
    await firstTime.click();
    const mobile = "9812377001";
    await page.getByLabel("Your name").fill("Kavita More");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Send code by SMS" }).click();
    const codeBox = page.getByLabel("Code from the SMS");
    await codeBox.waitFor();
    const code = /\b(\d{6})\b/.exec((await outbox(mobile))[0].text)![1];
    await codeBox.fill(code);
    await shot(page, "book-390-en-code");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await page.getByText("Your booking is confirmed").waitFor();
    await shot(page, "book-390-en-done");

    const [sms] = await outbox(mobile);
    expect(sms.text).toMatch(/^Shree Ganesh Beauty Parlour.*: your booking for Haircut \(men\) on .* at \d\d:\d\d is confirmed\. To cancel or change: http/);
    expect(sms.text).toContain(` at ${time} `);
    const link = new URL(/(https?:\/\/\S+)$/.exec(sms.text)![1]);
    const token = link.pathname.split("/").pop()!;
    const booked = (await (await fetch(`${baseUrl()}/api/public/booking/${token}`)).json()) as { data: { date: string; staff_id: number; service_id: number; start_time: string } };
    const taken = await freeTimes(booked.data.service_id, booked.data.date);
    expect(taken.find((s) => s.staff_id === booked.data.staff_id)!.slots.map((s) => s.start_time)).not.toContain(time);

    await page.goto(`${baseUrl()}${link.pathname}`);
    await page.getByRole("heading", { name: /Your booking at Shree Ganesh/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "manage-390-en");
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
    await page.locator(".ant-tag").filter({ hasText: "Cancelled" }).waitFor();
    const freed = await freeTimes(booked.data.service_id, booked.data.date);
    expect(freed.find((s) => s.staff_id === booked.data.staff_id)!.slots.map((s) => s.start_time)).toContain(time);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a customer who only looks or pays loads no form: the steps' code comes when a finger reaches for a service", async () => {
    const context = await browser.newContext({ ...PHONE, locale: "en-IN" });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    const steps = (list: string[]) => list.filter((p) => /\/BookingSteps-[^/]*\.js$/.test(p));
    await page.goto(`${baseUrl()}/p/${salon}`);
    await page.getByRole("heading", { name: "Book an appointment" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(steps(scripts), "before any service is reached for").toEqual([]);
    await page.getByRole("radio", { name: /Haircut \(men\)/ }).tap();
    await page.locator(".book-days .ant-btn").first().waitFor();
    expect(steps(scripts)).toHaveLength(1);
    await context.close();
  });

  it("when the steps' code cannot arrive, the booking card says so and the rest of the business's page stays", async () => {
    const context = await browser.newContext({ ...PHONE, locale: "en-IN" });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/p/${salon}`);
    await page.getByRole("heading", { name: "Book an appointment" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.route(/\/BookingSteps-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("radio", { name: /Haircut \(men\)/ }).tap();
    const card = page.locator(".book-card");
    await card.getByRole("alert").filter({ hasText: "This page could not be loaded" }).waitFor();
    await card.getByRole("heading", { level: 2, name: "This page could not be loaded" }).waitFor();
    await page.getByRole("heading", { name: "Book an appointment" }).waitFor();
    await context.close();
  });

  it("in Hindi at 390 px and on a laptop in both languages: the page draws, and axe finds nothing serious", async () => {
    for (const [name, options, locale] of [
      ["390-hi", PHONE, "hi-IN"],
      ["laptop-en", DESKTOP, "en-IN"],
      ["laptop-hi", DESKTOP, "hi-IN"],
    ] as const) {
      const context = await browser.newContext({ ...options, locale, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/p/${salon}`);
      await page.getByRole("heading", { name: locale === "hi-IN" ? "अपॉइंटमेंट बुक करें" : "Book an appointment" }).waitFor();
      await page.locator(".book-service").nth(1).click();
      await page.locator(".book-times .ant-btn").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `book-${name}`);
      await context.close();
    }
  });

  it("the owner's generated forms for working hours and booking rules fit 390 px, with nothing serious for axe", async () => {
    const context = await browser.newContext({ ...PHONE, locale: "en-IN", bypassCSP: true });
    const page = await context.newPage();
    const token = await signInAs(page, "9876543210");
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), salon);
    await page.goto(`${baseUrl()}/galla/appointments/working_hours/create`);
    await page.locator("#staff_id").waitFor();
    await shot(page, "owner-hours-form-390");
    // Everything fits the phone's width: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const label of ["Staff", "Day", "Opening", "Closing", "Break start", "Break end"]) await page.getByText(label, { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [rules] = (await (await fetch(`${baseUrl()}/api/b/${salon}/booking_rules`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
    await page.goto(`${baseUrl()}/galla/appointments/booking_rules/${rules.id}/edit`);
    await page.getByText("Book up to (days ahead)").first().waitFor();
    expect(await page.locator("#days_ahead").inputValue()).toBe("14");
    await shot(page, "owner-booking-rules-390");
    await context.close();
  });
});
