import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rollup";
import { CODE_MAP_FILE, type ModuleCode } from "../server/code-map";


/**
 * Writes dist/code-map.json: for each module the console loads lazily (a page, the console, the shell),
 * keyed by its source path ("modules/payments/console/DashboardPage.tsx"), the files that must arrive
 * before it runs. The server names them in the page's HTML as `<link rel="modulepreload">` so a cold
 * visit fetches the route's code beside the entry, not a round of chunks after each one has run.
 */
export function codeMap(): Plugin {
  let root = "";
  return {
    name: "galla:code-map",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    // Once written, not at generateBundle: Vite's own plugins still drop chunks there (a chunk that only
    // carried CSS), and a preload of a file that does not exist would cost a request for a 404.
    writeBundle(options, bundle: OutputBundle) {
      const chunks = new Map(Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk").map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk): ModuleCode => {
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => bundle[file] && css.add(file));
          chunk.imports.forEach((file) => chunks.get(file) && visit(chunks.get(file)!));
        };
        visit(start);
        return { js: [...seen], css: [...css] };
      };
      const map: Record<string, ModuleCode> = {};
      // Every module something imports lazily, found in whichever chunk holds it (Rollup names a
      // facade only for some: a module sharing its chunk with another's code has none).
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const info = this.getModuleInfo(id);
          if (info && (info.isEntry || info.dynamicImporters.length)) map[relative(root, id)] = closure(chunk);
        }
      }
      writeFileSync(join(options.dir!, CODE_MAP_FILE), JSON.stringify(map));
    },
  };
}
