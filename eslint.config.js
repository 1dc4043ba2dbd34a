// Lint: typescript-eslint's recommended rules (syntax only — no type information, so it stays fast)
// plus the layer boundaries from the README's architecture: what may import what.
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

/** A `no-restricted-imports` rule: no import whose path reaches into one of `folders` (relative or via `@/`). */
function forbid(patterns, why) {
  return { "no-restricted-imports": ["error", { patterns: patterns.map((regex) => ({ regex, message: why })) }] };
}
const up = "^(\\.\\./)+";

/** The module folders (modules/<key>/), read from the tree so a new module is covered without editing this file. */
const MODULES = readdirSync(new URL("./modules/", import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const SERVER_CODE = "^(\\.{1,2}/)+(.*/)?server(/|$)";
const CONSOLE_CODE = "^(\\.{1,2}/)+(.*/)?(src|providers|console)(/|$)";
const NOT_SERVER = "console code (src/, providers/, modules/<module>/console/) never imports server code (server/, modules/<module>/server/): what both need belongs in a module's pure files or resources/.";
const NOT_CONSOLE = "server code (server/, modules/<module>/server/) never imports console code (src/, providers/, modules/<module>/console/).";
/** Another module's insides; its manifest (module.ts) and its parts' index files are what it exports. */
const insidesOfOthers = (own) => {
  const others = MODULES.filter((m) => m !== own).join("|");
  return `^(\\.\\./)+(modules/)?(${others})/(?!(module|index|server|server/index|console|console/index)$)`;
};
/** The framework (src/, providers/, server/) is handed the modules by the composition root (app/): it never imports modules/ or app/. */
const NOT_MODULES = { regex: `${up}(modules|app)(/|$)`, message: "the framework (src/, providers/, server/) never imports modules/ or app/: app/ hands it the list of modules at start-up (resources/registry.ts, src/module-parts.ts, server/module-parts.ts)." };
const ONLY_EXPORTS = "a module reaches another only through what it exports: modules/<other>/module.ts (and its server/ or console/ index).";

export default tseslint.config(
  { ignores: ["node_modules/**", "dist/**", "data/**", "public/**", "coverage/**", ".tmp/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring a field away, a required parameter).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // antd's static dialogs render outside the React tree: no theme, no language, and none of the
    // device's reduced motion (src/ui/MotionPreference.tsx). A dialog still zooming in also took clicks
    // meant for its buttons (an e2e flake, 2026-11-27).
    files: ["src/**", "modules/**", "app/**"],
    rules: {
      "no-restricted-syntax": ["error", {
        selector: "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning)$/]",
        message: "use Modal.useModal() (or App.useApp().modal), whose dialogs are drawn inside the app and take its theme and reduced motion, not antd's static Modal.confirm/info/…",
      }],
    },
  },
  {
    // Tests read JSON answers whose shape is the thing under test.
    files: ["tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["resources/**"],
    rules: forbid([`${up}(src|server|providers|modules)(/|$)`, "^@/"], "resources/ is pure and shared by browser and server, below every module: it imports nothing from src/, server/, providers/ or modules/."),
  },
  {
    files: ["contracts/**"],
    rules: forbid([`${up}(src|server|providers|modules)(/|$)`, "^@/"], "contracts/ holds the shared request and answer schemas, below every module: a module's own contract is modules/<module>/contract.ts."),
  },
  {
    files: ["providers/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [
      ...[`${up}src(/|$)`, "^@/pages(/|$)", `${up}modules/[^/]+/console(/|$)`].map((regex) => ({ regex, message: "providers/ serve the whole console: src/ and the pages import providers, never the other way round." })),
      { regex: SERVER_CODE, message: NOT_SERVER },
      NOT_MODULES,
    ] }] },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [
      ...[`${up}providers(/|$)`, CONSOLE_CODE].map((regex) => ({ regex, message: NOT_CONSOLE })),
      NOT_MODULES,
      { regex: `${up}scripts(/|$)`, message: "scripts/ (the build's plugins, `npm run build`) use the server, never the other way round: what both need lives in server/." },
    ] }] },
  },
  {
    files: ["src/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: SERVER_CODE, message: NOT_SERVER }, NOT_MODULES] }] },
  },
  {
    files: ["modules/*.ts"],
    rules: forbid([SERVER_CODE, CONSOLE_CODE, `${up}app(/|$)`], "modules/index.ts and define.ts are pure, read by the browser and the server: the composition root (app/server.ts, app/console-parts.ts) gathers the parts."),
  },
  // Per module: its pure files (manifest, declarations, contract) import neither side; its server part no console code,
  // its console part no server code; and no part reaches into another module's files.
  ...MODULES.flatMap((m) => [
    {
      files: [`modules/${m}/**`],
      rules: { "no-restricted-imports": ["error", { patterns: [
        { regex: insidesOfOthers(m), message: ONLY_EXPORTS },
        { regex: `${up}app(/|$)`, message: "modules sit below the composition root (app/): they never import it." },
        { regex: SERVER_CODE, message: `modules/${m}'s pure files are shared by browser and server: no server code.` },
        { regex: CONSOLE_CODE, message: `modules/${m}'s pure files are shared by browser and server: no console code.` },
      ] }] },
    },
    {
      files: [`modules/${m}/server/**`],
      rules: { "no-restricted-imports": ["error", { patterns: [{ regex: insidesOfOthers(m), message: ONLY_EXPORTS }, { regex: CONSOLE_CODE, message: NOT_CONSOLE }, { regex: `${up}app(/|$)`, message: "modules sit below the composition root (app/): they never import it." }] }] },
    },
    {
      files: [`modules/${m}/console/**`],
      rules: { "no-restricted-imports": ["error", { patterns: [{ regex: insidesOfOthers(m), message: ONLY_EXPORTS }, { regex: SERVER_CODE, message: NOT_SERVER }, { regex: `${up}app(/|$)`, message: "modules sit below the composition root (app/): they never import it." }] }] },
    },
  ]),
);
