import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PUBLIC_APP_PAGES, PAGES, modulesFor, routePreloads } from "../../server/route-preloads";

describe("the code a first visit's HTML names for the browser to fetch at once (issue 24)", () => {
  it("a console page: the console, the shell and the page's own module", () => {
    expect(modulesFor("/galla/Dashboard")).toEqual(["app/ConsoleApp.tsx", "src/layout/ConsoleShell.tsx", "modules/payments/console/DashboardPage.tsx"]);
    expect(modulesFor("/sales&purchase/manage_party/addsale")).toContain("modules/sales/console/InvoiceEditor.tsx");
  });

  it("a generated page: the engine's page of its kind, read from the declarations", () => {
    expect(modulesFor("/staffmanagement/staff")).toEqual(["app/ConsoleApp.tsx", "src/layout/ConsoleShell.tsx", "src/engine/GeneratedPage.tsx", "src/engine/ResourceList.tsx"]);
  });

  it("a spelled-out path wins over a parameter, as in React Router: the calendar and a list under another resource's show route", () => {
    expect(modulesFor("/galla/appointments/calendar")).toContain("src/engine/calendar/CalendarPage.tsx");
    expect(modulesFor("/galla/appointments/working_hours")).toContain("src/engine/ResourceList.tsx");
    expect(modulesFor("/galla/appointments/12")).toContain("src/engine/ResourceShow.tsx");
  });

  it("nothing for the sign-in screens (all in the entry); the public app, not the console, for a customer's page", () => {
    for (const path of ["/", "/auth/login", "/auth/otp"]) expect(modulesFor(path), path).toEqual([]);
    for (const path of ["/p/12", "/i/abc", "/pay/xyz", "/booking/tok", "/terms/terms-conditions", "/policy/Privacy-Policy/"]) expect(modulesFor(path)[0], path).toBe("app/PublicApp.tsx");
    // With the page itself: a business's page and its QR, a shared invoice.
    expect(modulesFor("/p/12")).toEqual(["app/PublicApp.tsx", "src/pages/public/BusinessPublicPage.tsx", "src/pages/public/UpiQr.tsx"]);
    expect(modulesFor("/i/abc")).toEqual(["app/PublicApp.tsx", "modules/sales/console/InvoicePublicPage.tsx"]);
    expect(modulesFor("/p/12/more")).toEqual(["app/PublicApp.tsx"]);
    expect(modulesFor("/terms/terms-conditions")).toEqual(["app/PublicApp.tsx"]);
    // Outside the guard but drawn by the console (they use its providers): the printable QR, the sandbox's UPI app.
    for (const path of ["/galla/Setting/MyQR/generatedqr", "/sandbox/upi"]) expect(modulesFor(path), path).toEqual(["app/ConsoleApp.tsx"]);
  });

  it("every page named exists (a moved page would silently lose its preload)", () => {
    for (const [, modules] of [...PAGES, ...PUBLIC_APP_PAGES]) for (const m of modules) expect(existsSync(new URL(`../../${m}`, import.meta.url)), m).toBe(true);
  });

  it("links each file once, leaves out what index.html already loads, and preloads the page's CSS as a style", () => {
    const dist = mkdtempSync(join(tmpdir(), "galla-preloads-"));
    writeFileSync(join(dist, "index.html"), `<head><script type="module" src="/assets/index-a.js"></script></head>`);
    writeFileSync(
      join(dist, "code-map.json"),
      JSON.stringify({
        "app/ConsoleApp.tsx": { js: ["assets/ConsoleApp-b.js", "assets/index-a.js"], css: [] },
        "src/layout/ConsoleShell.tsx": { js: ["assets/ConsoleShell-c.js", "assets/shared-d.js"], css: [] },
        "modules/payments/console/DashboardPage.tsx": { js: ["assets/DashboardPage-e.js", "assets/shared-d.js"], css: ["assets/DashboardPage-f.css"] },
      }),
    );
    const links = routePreloads(dist);
    expect(links("/galla/Dashboard")).toBe(
      ["ConsoleApp-b", "ConsoleShell-c", "shared-d", "DashboardPage-e"].map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}.js">`).join("") +
        `<link rel="preload" as="style" crossorigin href="/assets/DashboardPage-f.css">`,
    );
    expect(links("/auth/login")).toBe("");
  });
});
