import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { baseUrl } from "./helpers";
import { BUDGET_KB, describeBundle, measureRoute } from "../../bench/lib/route-bundle";
import { measuredRoutes } from "../../bench/lib/routes";
import { DEMO_OWNER_MOBILE } from "../../server/seed/demo";

/**
 * Bundle budgets (issue 6): what a first visit downloads, JS + CSS, priced at the gzip files the
 * server sends. Sizes are deterministic for a given build, so these are tests, not benchmarks.
 * Owners open the console on cheap phones over slow connections: the login page must stay small.
 */
const distDir = fileURLToPath(new URL("../../dist", import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("bundle budgets", () => {
  it.each(measuredRoutes().map((r) => [r.name, r] as const))("first visit of %s stays within budget", async (_name, route) => {
    const token = route.guarded ? inject("sessions")[DEMO_OWNER_MOBILE] : undefined;
    const bundle = await measureRoute(browser, { baseUrl: baseUrl(), distDir, route: route.path, token });
    // A visit that loaded no script, bounced to sign-in or showed the 404 page measured the wrong page: fail, do not pass vacuously.
    expect(bundle.files.some((f) => f.path.endsWith(".js")), `${route.path} loaded no JS`).toBe(true);
    if (route.guarded) expect(bundle.finalPath, `${route.path} bounced to sign-in`).not.toBe("/auth/login");
    expect(bundle.notFound, `${route.path} showed the 404 page`).toBe(false);
    const limitKb = route.path === "/auth/login" ? BUDGET_KB.login : BUDGET_KB.anyRoute;
    expect(bundle.gzip / 1024, `${describeBundle(bundle)} — budget ${limitKb} KB gzip`).toBeLessThanOrEqual(limitKb);
  });
});
