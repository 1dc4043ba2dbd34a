import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, watchErrors } from "./browser";
import { baseUrl, sessions, signInAs } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a double booking in the generated form (issue 28)", () => {
  it("moving an appointment into a taken slot: the 409's message under Start and in a toast, and the form stays", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = watchErrors(page);
    const token = sessions()["9876543210"];
    const api = async (method: string, path: string, body?: unknown) =>
      (await fetch(`${baseUrl()}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) })).json();
    const mine = (await api("GET", "/business/getBusiness")) as { data: { id: number; business_master_id: number }[] };
    const salon = mine.data.find((b) => b.business_master_id === 14)!.id;
    const [stylist] = (await api("GET", `/b/${salon}/staff?_start=0&_end=1`)) as { id: number; full_name: string }[];
    const slot = { phone: "9850011111", staff_id: stylist.id, date: "2031-03-14", status: "booked" };
    await api("POST", `/b/${salon}/appointments`, { ...slot, customer_name: "Neha Pathak", start_time: "10:00", end_time: "10:30" });
    const later = (await api("POST", `/b/${salon}/appointments`, { ...slot, customer_name: "Amit Jagtap", start_time: "11:00", end_time: "11:30" })) as { id: number };

    await signInAs(page, "9876543210");
    await page.evaluate((id) => localStorage.setItem("businessid", String(id)), salon);
    await page.goto(`${baseUrl()}/galla/appointments/${later.id}/edit`);
    const start = page.locator("#start_time");
    await expect.poll(() => start.inputValue(), { timeout: 15_000 }).toBe("11:00");
    await start.fill("10:15");
    await start.press("Tab");
    await page.locator("#end_time").fill("10:45");
    await page.locator("#end_time").press("Tab");
    await page.getByRole("button", { name: "Save" }).click();
    const said = `${stylist.full_name} is already booked 10:00–10:30 on 14 Mar 2031 (Neha Pathak)`;
    await page.locator(".ant-form-item-explain-error").filter({ hasText: said }).waitFor();
    await page.locator(".ant-notification").getByText(said).waitFor();
    await page.screenshot({ path: ".tmp/e2e-engine-double-booking.png" }).catch(() => {});
    expect(new URL(page.url()).pathname).toBe(`/galla/appointments/${later.id}/edit`);
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
  });
});
