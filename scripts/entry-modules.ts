import type { GetModuleInfo, ModuleInfo } from "rollup";

/** Every name (or all of them) one module asks of another. */
type Names = Set<string> | "all";
type Edge = { id: string; names: Names };
type Node = { type: string; [key: string]: unknown };
type Specifier = { type: string; local: { name: string }; imported?: { name?: string; value?: string }; exported?: { name?: string; value?: string } };

/** Both lists of names asked of one module, as one. */
const merged = (had: Names | undefined, names: Names): Names => (had === "all" || names === "all" ? "all" : new Set([...(had ?? []), ...names]));
const nameOf = (n: { name?: string; value?: string } | undefined) => n?.name ?? n?.value ?? "default";
const statementsOf = (info: ModuleInfo) => ((info.ast as unknown as { body: Node[] } | null)?.body ?? []);
const hasSource = (n: Node) => (n.type === "ImportDeclaration" || n.type === "ExportAllDeclaration" || n.type === "ExportNamedDeclaration") && Boolean(n.source);
const sourceOf = (n: Node) => (n.source as { value: string }).value;

/**
 * The id each static import's source resolved to: Rollup lists importedIds in the order each source
 * first appears in the code, which is the order of these statements. Undefined when the two lists
 * cannot be matched (a transform added imports the AST does not show); the caller then follows all.
 */
function resolvedSources(info: ModuleInfo): Map<string, string> | undefined {
  const sources = [...new Set(statementsOf(info).filter(hasSource).map(sourceOf))];
  if (sources.length !== info.importedIds.length) return undefined;
  return new Map(sources.map((source, i) => [source, info.importedIds[i]]));
}

/**
 * A module that only passes on what other modules export (antd's index, rc-motion's): which of its
 * names comes from which module and under which name there. Undefined for a module with code of its own.
 */
function reExports(info: ModuleInfo): Map<string, { id: string; name: string } | "all"> | undefined {
  if (!info.id.includes("/node_modules/")) return undefined;
  const resolved = resolvedSources(info);
  if (!resolved) return undefined;
  const imported = new Map<string, { id: string; name: string }>();
  const exported = new Map<string, { id: string; name: string } | "all">();
  for (const n of statementsOf(info)) {
    const specifiers = (n.specifiers ?? []) as Specifier[];
    if (n.type === "ImportDeclaration") {
      for (const s of specifiers) imported.set(s.local.name, { id: resolved.get(sourceOf(n))!, name: s.type === "ImportSpecifier" ? nameOf(s.imported) : s.type === "ImportDefaultSpecifier" ? "default" : "*" });
    } else if (n.type === "ExportNamedDeclaration" && !n.declaration) {
      for (const s of specifiers) {
        const from = n.source ? { id: resolved.get(sourceOf(n))!, name: s.local.name } : imported.get(s.local.name);
        if (!from) return undefined; // exports a binding of its own
        exported.set(nameOf(s.exported), from);
      }
    } else if (n.type === "ExportDefaultDeclaration" && (n.declaration as Node).type === "Identifier" && imported.has((n.declaration as { name: string }).name)) {
      exported.set("default", imported.get((n.declaration as { name: string }).name)!);
    } else if (n.type === "ExportAllDeclaration") {
      exported.set(`*${sourceOf(n)}`, "all");
    } else if (!(n.type === "ExpressionStatement" && n.directive)) return undefined; // code of its own ("use client" is not)
  }
  return exported;
}

/** What `info` imports, and which names of each. */
function edgesOf(info: ModuleInfo): Edge[] {
  const resolved = resolvedSources(info);
  if (!resolved) return info.importedIds.map((id) => ({ id, names: "all" }));
  const edges = new Map<string, Names>();
  const ask = (id: string, names: Names) => edges.set(id, merged(edges.get(id), names));
  for (const n of statementsOf(info).filter(hasSource)) {
    const id = resolved.get(sourceOf(n))!;
    const specifiers = (n.specifiers ?? []) as Specifier[];
    if (n.type === "ExportAllDeclaration" || specifiers.some((s) => s.type === "ImportNamespaceSpecifier")) ask(id, "all");
    else ask(id, new Set(specifiers.map((s) => (s.type === "ImportDefaultSpecifier" ? "default" : n.type === "ImportDeclaration" ? nameOf(s.imported) : s.local.name))));
  }
  return [...edges].map(([id, names]) => ({ id, names }));
}

/**
 * The modules a chunk loaded from `start` will run, following static imports, but through a package's
 * index that only passes names on (antd's) only to the modules whose names were asked of it: Rollup
 * leaves the rest out of the chunk, though the import graph reaches them (an `import { Button } from
 * "antd"` reaches every component). Still an upper bound elsewhere: a module is counted in whole
 * when any of it is imported.
 */
export function modulesRunFrom(getModuleInfo: GetModuleInfo, start: string): Set<string> {
  const asked = new Map<string, Names>();
  const size = () => [...asked.values()].reduce((n, names) => n + (names === "all" ? 1e6 : names.size), 0);
  // A module's re-exports and imports do not change between rounds: read once.
  const read = new Map<string, { passes: ReturnType<typeof reExports>; edges: Edge[] }>();
  const readOf = (info: ModuleInfo) => read.get(info.id) ?? read.set(info.id, { passes: reExports(info), edges: edgesOf(info) }).get(info.id)!;
  let seen = new Set<string>();
  // Names asked of an index are known only once all its importers are seen: repeat until nothing new is asked.
  for (let before = -1; before !== size(); ) {
    before = size();
    seen = new Set();
    const queue = [start];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      if (!info) continue;
      const { passes, edges: imports } = readOf(info);
      const wanted = asked.get(id) ?? new Set<string>();
      const edges: Edge[] = passes
        ? [...passes].flatMap(([name, from]) =>
            from === "all" ? imports.filter((e) => e.names === "all") : wanted === "all" || wanted.has(name) ? [{ id: from.id, names: new Set([from.name]) }] : [],
          )
        : imports;
      for (const edge of edges) {
        asked.set(edge.id, merged(asked.get(edge.id), edge.names));
        queue.push(edge.id);
      }
    }
  }
  return seen;
}
