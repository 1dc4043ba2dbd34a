import { describe, expect, it } from "vitest";
import { parseAst } from "rollup/parseAst";
import type { GetModuleInfo, ModuleInfo } from "rollup";
import { modulesRunFrom } from "../../scripts/entry-modules";

/** A module graph as Rollup describes it: each module's code (parsed) and what its sources resolved to. */
function graph(modules: Record<string, { code: string; imports?: string[] }>): GetModuleInfo {
  return (id) =>
    modules[id] ? ({ id, ast: parseAst(modules[id].code), importedIds: modules[id].imports ?? [], dynamicallyImportedIds: [] } as unknown as ModuleInfo) : null;
}

const lib = "/node_modules/lib/index.js";
const modules = {
  "/app/entry.js": { code: `import { Button } from "lib"; import "./style.css"; Button();`, imports: [lib, "/app/style.css"] },
  "/app/style.css": { code: "" },
  [lib]: {
    code: `"use client";\nimport Spin from "./spin";\nexport { default as Button } from "./button";\nexport { Spin };\nexport * from "./extra";`,
    imports: ["/node_modules/lib/spin.js", "/node_modules/lib/button.js", "/node_modules/lib/extra.js"],
  },
  "/node_modules/lib/button.js": { code: `import { icon } from "./icons"; export default () => icon;`, imports: ["/node_modules/lib/icons.js"] },
  "/node_modules/lib/icons.js": { code: `export const icon = 1;` },
  "/node_modules/lib/spin.js": { code: `import { keyframes } from "./motion"; export default () => keyframes;`, imports: ["/node_modules/lib/motion.js"] },
  "/node_modules/lib/motion.js": { code: `export const keyframes = 1;` },
  "/node_modules/lib/extra.js": { code: `export const extra = 1;` },
  "/app/console.js": { code: `import { Spin } from "lib"; Spin();`, imports: [lib] },
};

describe("the modules a chunk runs, through a package's index that only passes names on (scripts/entry-modules.ts)", () => {
  it("follows only the names asked of the index: Button's modules, not Spin's", () => {
    const run = modulesRunFrom(graph(modules), "/app/entry.js");
    expect([...run].sort()).toEqual(["/app/entry.js", "/app/style.css", lib, "/node_modules/lib/button.js", "/node_modules/lib/extra.js", "/node_modules/lib/icons.js"].sort());
  });

  it("a name the index imports and exports again is followed to where it is defined", () => {
    const run = modulesRunFrom(graph(modules), "/app/console.js");
    expect(run.has("/node_modules/lib/spin.js") && run.has("/node_modules/lib/motion.js")).toBe(true);
    expect(run.has("/node_modules/lib/button.js")).toBe(false);
  });

  it("a module with code of its own counts whole: everything it imports", () => {
    const withCode = { ...modules, [lib]: { ...modules[lib], code: modules[lib].code + "\nexport const version = 5;" } };
    const run = modulesRunFrom(graph(withCode), "/app/entry.js");
    expect(run.has("/node_modules/lib/spin.js")).toBe(true);
  });
});
