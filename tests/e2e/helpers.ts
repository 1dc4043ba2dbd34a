import { inject } from "vitest";
import type { Page } from "playwright-core";

export const baseUrl = () => inject("baseUrl");

/** Reads the newest code the sandbox SMS provider delivered to a number. */
export async function latestOtp(mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/sandbox/outbox?to=${mobile}`);
  const body = (await res.json()) as { data: { text: string }[] };
  return /\b(\d{6})\b/.exec(body.data[0].text)![1];
}

/** Puts a demo owner's session into the page's storage, for tests that are not about sign-in itself. */
export async function signInAs(page: Page, mobile: string): Promise<string> {
  const token = inject("sessions")[mobile];
  if (!token) throw new Error(`no seeded session for ${mobile}`);
  await page.goto(`${baseUrl()}/errors/error-404`);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem("authToken", t);
    localStorage.setItem("authRole", "ADMIN");
  }, token);
  return token;
}
