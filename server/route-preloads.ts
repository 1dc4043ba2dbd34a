import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { resources } from "../resources/registry";
import { CODE_MAP_FILE, type ModuleCode } from "./code-map";
import { PUBLIC_APP_PATHS, inShell } from "../resources/shell-paths";

/** The console (Refine, the providers, the routes): every page but the sign-in screens and a customer's runs in it. */
const CONSOLE = "app/ConsoleApp.tsx";
/** A customer's pages (terms, a business's page, a shared invoice): the public app, without the console. */
const PUBLIC_APP = "app/PublicApp.tsx";
/** The signed-in frame (menu, header, business switcher) around every console page. */
const SHELL = "src/layout/ConsoleShell.tsx";
const GENERATED = "src/engine/GeneratedPage.tsx";
const CALENDAR = "src/engine/calendar/CalendarPage.tsx";
const GENERATED_KIND = { list: "src/engine/ResourceList.tsx", create: "src/engine/ResourceCreate.tsx", edit: "src/engine/ResourceEdit.tsx", show: "src/engine/ResourceShow.tsx" } as const;

/**
 * Pages a visit most often opens at, by path, and the lazily loaded modules they render first. Each
 * is also declared where its route is (modules/<m>/console/routes.tsx); a page missing here still
 * works, it only loads its own code a round later. Generated pages come from the declarations below.
 */
export const PAGES: [path: string, modules: string[]][] = [
  ["/galla/Dashboard", ["modules/payments/console/DashboardPage.tsx"]],
  ["/sales&purchase/manage_party/addsale", ["modules/sales/console/InvoiceEditor.tsx"]],
  ["/sales&purchase/manage_party/addpurchase", ["modules/sales/console/InvoiceEditor.tsx"]],
  ["/sales&purchase/dashboard", ["modules/sales/console/DashboardPage.tsx"]],
];

/**
 * A customer's pages and the page modules the public app draws them with; a business's page with its QR
 * (Lighthouse mobile, median of 3: its largest paint 4.58 → 4.14 s; since its card is in the HTML too,
 * server/public/business-copy.ts, they bring the app's card sooner: 0.81–0.87 with them, 0.81–0.84 without,
 * 2026-12-02). Each is declared where its route is too
 * (src/routes/public.tsx, modules/<m>/console/public.tsx). Not the terms and the privacy policy: they are
 * in the HTML already (server/prerender.ts), and their code hurried in beside the app's only made its long
 * tasks longer (blocking time 204 → 366 ms on the terms).
 */
export const PUBLIC_APP_PAGES: [path: string, modules: string[]][] = [
  ["/p/:id", ["src/pages/public/BusinessPublicPage.tsx", "src/pages/public/UpiQr.tsx"]],
  ["/i/:token", ["modules/sales/console/InvoicePublicPage.tsx"]],
  ["/pay/:token", ["modules/sales/console/DuePayPage.tsx"]],
  ["/booking/:token", ["modules/appointments/console/booking/ManageBookingPage.tsx"]],
];

const pattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}/?$`);

/** Every route a resource's declaration spells (and its calendar), with the engine's modules that draw it. */
const generatedPages = (): [string, string[]][] =>
  resources.flatMap((def) => [
    ...(Object.keys(GENERATED_KIND) as (keyof typeof GENERATED_KIND)[])
      .filter((kind) => def.routes[kind] && !def.customPages?.includes(kind))
      .map((kind): [string, string[]] => [def.routes[kind]!, [GENERATED, GENERATED_KIND[kind]]]),
    ...(def.calendar ? [[def.calendar.route, [GENERATED, CALENDAR]] as [string, string[]]] : []),
  ]);

/**
 * Every known page as a pattern, those with fewer `:params` first: as React Router ranks them, a
 * spelled-out path (`/galla/appointments/calendar`) wins over one with a parameter (`/galla/appointments/:id`).
 */
const knownPages = (): [RegExp, string[]][] =>
  [...PAGES, ...generatedPages()]
    .map(([path, modules], i) => ({ path, modules, i, params: (path.match(/:/g) ?? []).length }))
    .sort((a, b) => a.params - b.params || a.i - b.i)
    .map(({ path, modules }) => [pattern(path), modules]);

/**
 * The modules a first visit to `path` will load before it paints: the console and, on a console
 * page, the shell and the page itself; the public app and the page on a customer's page. Nothing for
 * the sign-in screens: they are all in the entry.
 */
export function modulesFor(path: string, pages = knownPages()): string[] {
  if (PUBLIC_APP_PATHS.test(path)) return [PUBLIC_APP, ...(PUBLIC_APP_PAGES.find(([route]) => pattern(route).test(path))?.[1] ?? [])];
  if (!inShell(path)) return path.startsWith("/auth") || path === "/" ? [] : [CONSOLE];
  return [CONSOLE, SHELL, ...(pages.find(([re]) => re.test(path))?.[1] ?? [])];
}

/**
 * `<link>`s that start a first visit's code at once, in the HTML, beside the entry: without them each
 * lazy chunk is asked for only once the chunk importing it has downloaded and run, three rounds on a
 * slow phone before the page's own code even starts (issue 24). Built once per distinct set of modules.
 */
export function routePreloads(distDir: string): (path: string) => string {
  const file = join(distDir, CODE_MAP_FILE);
  const map: Record<string, ModuleCode> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const pages = knownPages();
  const cache = new Map<string, string>();
  return (path) => {
    const modules = modulesFor(path, pages).filter((m) => map[m]);
    const key = modules.join(" ");
    if (!cache.has(key)) {
      // The entry and its own files are in the HTML already.
      const js = new Set(modules.flatMap((m) => map[m].js).filter((f) => !html.includes(f)));
      const css = new Set(modules.flatMap((m) => map[m].css).filter((f) => !html.includes(f)));
      cache.set(
        key,
        [...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`), ...[...css].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`)].join(""),
      );
    }
    return cache.get(key)!;
  };
}
