// Lint: typescript-eslint's recommended rules (syntax only — no type information, so it stays fast)
// plus the layer boundaries from the README's architecture: what may import what.
import tseslint from "typescript-eslint";

/** A `no-restricted-imports` rule: no import whose path reaches into one of `folders` (relative or via `@/`). */
function forbid(patterns, why) {
  return { "no-restricted-imports": ["error", { patterns: patterns.map((regex) => ({ regex, message: why })) }] };
}
const up = "^(\\.\\./)+";

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
    // Tests read JSON answers whose shape is the thing under test.
    files: ["tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["resources/**"],
    rules: forbid([`${up}(src|server|providers)(/|$)`, "^@/"], "resources/ is pure and shared by browser and server: it imports nothing from src/, server/ or providers/."),
  },
  {
    files: ["providers/**"],
    rules: forbid([`${up}src/pages(/|$)`, "^@/pages(/|$)"], "providers/ serve every page: pages import providers, never the other way round."),
  },
  {
    files: ["server/**"],
    rules: forbid([`${up}providers(/|$)`], "server/ never imports the console's providers/: logic both need belongs in resources/."),
  },
);
