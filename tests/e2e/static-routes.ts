import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { basename, join } from "node:path";
import { resources } from "../../modules";
import { MODULES } from "../../resources/modules";

/**
 * Every static route of the console (no `:param`), read from where routes are declared, so a new
 * page is swept without editing a list: the generated list/create pages of each resource
 * declaration, the `path="…"` of every src/routes/*.tsx and modules/<module>/console/routes.tsx (sales' `${SP}` prefix resolved, /auth's
 * relative paths prefixed; layout routes without an element are not pages), and the spec's enumerated params (/subscription/:type).
 */
const ROUTES_DIR = fileURLToPath(new URL("../../src/routes/", import.meta.url));
const MODULES_DIR = fileURLToPath(new URL("../../modules/", import.meta.url));

/** src/routes/*.tsx, and each module's console/routes.tsx. */
function routeFiles(): string[] {
  const own = readdirSync(ROUTES_DIR).filter((f) => f.endsWith(".tsx")).map((f) => join(ROUTES_DIR, f));
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((m) => m.isDirectory())
    .map((m) => join(MODULES_DIR, m.name, "console", "routes.tsx"))
    .filter((f) => existsSync(f));
  return [...own, ...modules];
}

function declaredInRouteFiles(): string[] {
  const found: string[] = [];
  for (const path of routeFiles()) {
    const file = basename(path);
    const source = readFileSync(path, "utf8");
    const prefix = /const SP = "([^"]+)"/.exec(source)?.[1] ?? "";
    for (const [, plain, templated] of source.matchAll(/<Route\s+path=(?:"([^"]+)"|\{`\$\{SP\}([^`]+)`\})\s+element=/g)) {
      const path = plain ?? `${prefix}${templated}`;
      if (path.startsWith("/")) found.push(path);
      else if (file === "auth.tsx") found.push(`/auth/${path}`);
    }
  }
  return found;
}

const fromResources = () => resources.flatMap((def) => [def.routes.list, def.routes.create ?? ""]);
const subscriptionTypes = () => Object.keys(MODULES).map((module) => `/subscription/${module}`);

/** Static routes, sorted, without the error pages (they are what a failed route shows, swept by it). */
export function staticRoutes(): string[] {
  const all = [...declaredInRouteFiles(), ...fromResources(), ...subscriptionTypes(), "/auth/login"];
  return [...new Set(all)].filter((p) => p && !p.includes(":") && !p.includes("*") && !p.startsWith("/errors")).sort();
}
