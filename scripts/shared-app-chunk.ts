import { resolve } from "node:path";
import type { Plugin } from "vite";
import type { GetModuleInfo, OutputChunk } from "rollup";
import { modulesRunFrom } from "./entry-modules";

/** The entry (index.html's script) and its two lazy apps: Refine's console, and the public app of a customer's pages. */
const ENTRY = "app/browser.tsx";
const CONSOLE = "app/ConsoleApp.tsx";
const PUBLIC = "app/PublicApp.tsx";
const CHUNK = "shared-app";

/** Every module `from` reaches through static and lazy imports, never entering `stop`. */
function reach(info: GetModuleInfo, from: string, stop: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || id === stop) continue;
    seen.add(id);
    const module = info(id);
    if (module) queue.push(...module.importedIds, ...module.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * One chunk for what the console runs at start and the public app's pages use too (i18next, React
 * Query, antd's toasts and spinner, the UPI link). Left to itself, Rollup makes a chunk for each set of
 * lazy chunks importing a module: six more files that every console page's cold visit fetched besides
 * the console (issue 24 holds the file count: each is a request on a slow phone). What the entry runs
 * stays in the entry (the build fails if the entry would import this chunk); what one side alone uses
 * stays with it.
 */
export function sharedAppChunk(): Plugin {
  let root = "";
  return {
    name: "galla:shared-app-chunk",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    outputOptions(options) {
      let shared: Set<string> | undefined;
      return {
        ...options,
        // Only the modules named below: by default a manual chunk also takes in every module they import, the entry's too.
        onlyExplicitManualChunks: true,
        manualChunks(id, { getModuleInfo }) {
          if (!shared) {
            const entry = resolve(root, ENTRY);
            if (!getModuleInfo(entry)) throw new Error(`shared-app-chunk: ${ENTRY} is not the entry any more`);
            const inEntry = modulesRunFrom(getModuleInfo, entry);
            const consoleApp = resolve(root, CONSOLE);
            const atConsoleStart = modulesRunFrom(getModuleInfo, consoleApp);
            // The public app and everything its pages may load, but never the console through some lazy path.
            const publicSide = reach(getModuleInfo, resolve(root, PUBLIC), consoleApp);
            shared = new Set([...atConsoleStart].filter((m) => publicSide.has(m) && !inEntry.has(m)));
          }
          return shared.has(id) ? CHUNK : undefined;
        },
      };
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((o): o is OutputChunk => o.type === "chunk" && o.isEntry);
      const shared = entry?.imports.find((file) => file.includes(`/${CHUNK}-`));
      if (shared) this.error(`the entry imports ${shared}: a module the entry runs was counted out of it (scripts/entry-modules.ts)`);
    },
  };
}
