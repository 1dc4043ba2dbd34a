import { afterEach } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { openBrowsers, troublesOf } from "./browser";

/**
 * When an e2e test fails, what its pages showed: the address, the visible text (form errors,
 * toasts, the page's words), the errors and failed API calls it saw, and a screenshot under .tmp/e2e-failures/. A timeout alone says only
 * "waiting for …"; this says why the page never got there — in CI's log, where no one can look.
 */
const DIR = join(process.cwd(), ".tmp", "e2e-failures");

afterEach(async (context) => {
  if (context.task.result?.state !== "fail") return;
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((c) => c.pages()));
  mkdirSync(DIR, { recursive: true });
  for (const [i, page] of pages.entries()) {
    const name = `${context.task.name.replace(/[^\w]+/g, "-").slice(0, 60)}-${i}`;
    const text = await page
      .evaluate(() => document.body?.innerText ?? "")
      .then((t) => t.replace(/\s+/g, " ").slice(0, 1500))
      .catch((err: Error) => `(no text: ${err.message})`);
    await page.screenshot({ path: join(DIR, `${name}.png`), timeout: 5_000 }).catch(() => undefined);
    console.error(`[failed test] ${context.task.name}\n  page ${i}: ${page.url()}\n  shows: ${text}\n  ran into: ${(troublesOf.get(page) ?? ["(not watched)"]).slice(-10).join(" | ") || "nothing"}\n  screenshot: .tmp/e2e-failures/${name}.png`);
  }
});
