import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Children, isValidElement } from "react";
import "../../app/console-parts"; // the modules' console parts, as the composition root hands them
import "../../app/public-parts"; // and their public parts
import { consoleParts } from "../../src/module-parts";
import { publicParts } from "../../src/public-part";
import { publicRoutes } from "../../src/routes/public";
import { PUBLIC_APP_PATHS, inShell } from "../../resources/shell-paths";
import { consolePage } from "../../server/static";

/** A built console of one page, with the logo the frame draws. */
function dist() {
  const dir = mkdtempSync(join(tmpdir(), "galla-frame-"));
  writeFileSync(join(dir, "index.html"), `<html><head><title>Galla</title></head><body><div id="root"></div></body></html>`);
  writeFileSync(join(dir, "galla.svg"), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>`);
  return dir;
}
const html = (page: ReturnType<typeof consolePage>, url: string) => page(url, undefined).toString("utf8");

describe("the console's frame drawn in a signed-in page's HTML, before its code arrives (issue 24)", () => {
  it("a console page paints the top bar with the logo and the page's outline, before the root React draws into", () => {
    const page = consolePage(dist());
    for (const url of ["/galla/Dashboard", "/staffmanagement/staff", "/sales&purchase/manage_party/addsale?x=1"]) {
      const body = html(page, url);
      expect(body, url).toMatch(/<body><div id="boot-frame" aria-hidden="true">.*<svg aria-hidden="true" focusable="false" xmlns=.*<span>Galla<\/span>.*<\/div><div id="root">/);
      // Its style is in the head, so the frame paints with the HTML, and it never takes a tap.
      expect(body, url).toMatch(/<style>\n#boot-frame\{position:fixed;inset:0;z-index:900;background:#f5f7f6;pointer-events:none;[^}]*animation:bf-gone 0s 20s forwards\}[\s\S]*<\/style><\/head>/);
    }
  });

  it("no frame where no shell is drawn: the sign-in screens and a guest's public pages", () => {
    const page = consolePage(dist());
    for (const url of ["/", "/auth/login", "/auth/otp", "/p/12", "/i/abc", "/pay/xyz", "/booking/tok", "/terms/terms-conditions"]) {
      expect(html(page, url), url).not.toContain("boot-frame");
    }
  });
});

/** Every `path` in a tree of <Route>s. */
function routePaths(node: unknown): string[] {
  if (!isValidElement(node)) return Array.isArray(node) ? node.flatMap(routePaths) : [];
  const props = node.props as { path?: string; children?: unknown };
  return [...(props.path ? [props.path] : []), ...Children.toArray(props.children as never).flatMap(routePaths)];
}

describe("which pages are drawn without the shell (resources/shell-paths.ts inShell)", () => {
  it("every public route the console and its modules declare: no frame would wait there for a shell that never comes", () => {
    const paths = [...publicAppPaths(), ...consoleParts.flatMap((part) => routePaths(part.publicRoutes))];
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) expect(inShell(path.replace(/:\w+/g, "x")), path).toBe(false);
    for (const path of ["/galla/Dashboard", "/galla/Setting/MyQR", "/staffmanagement/staff", "/no-such-page"]) expect(inShell(path), path).toBe(true);
  });
});

/** The routes the public app draws: its own and the modules' public parts'. */
const publicAppPaths = () => [...routePaths(publicRoutes), ...publicParts.flatMap((part) => routePaths(part.routes))];

describe("which pages the public app draws instead of the console (resources/shell-paths.ts PUBLIC_APP_PATHS)", () => {
  it("every route of the public app and of the modules' public parts, and none the console declares", () => {
    const paths = publicAppPaths();
    expect(paths).toEqual(expect.arrayContaining(["/terms/terms-conditions", "/policy/Privacy-Policy", "/p/:id", "/i/:token", "/pay/:token", "/booking/:token"]));
    for (const path of paths) expect(PUBLIC_APP_PATHS.test(path.replace(/:\w+/g, "x")), path).toBe(true);
    // A route the console draws would never be reached there: App.tsx sends these paths to the public app.
    const consolePaths = consoleParts.flatMap((part) => [...routePaths(part.publicRoutes), ...routePaths(part.routes)]);
    expect(consolePaths.length).toBeGreaterThan(20);
    for (const path of consolePaths) expect(PUBLIC_APP_PATHS.test(path.replace(/:\w+/g, "x")), path).toBe(false);
  });
});
