import { resolve } from "node:path";
import type { Plugin } from "vite";
import type { GetModuleInfo, OutputChunk } from "rollup";
import { modulesRunFrom } from "./entry-modules";

/** The entry (index.html's script) and its two lazy apps: Refine's console, and the public app of a customer's pages. */
const ENTRY = "app/browser.tsx";
const CONSOLE = "app/ConsoleApp.tsx";
const PUBLIC = "app/PublicApp.tsx";
/** The signed-in frame around every console page: what it runs at start that only console pages use goes with it. */
const SHELL = "src/layout/ConsoleShell.tsx";
const CHUNK = "shared-app";
const SHELL_CHUNK = "ConsoleShell";

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
 * Two chunks Rollup would otherwise cut into dozens of small files, each a request on a slow phone
 * (issue 24 holds the file count of a cold visit):
 * - `shared-app`: what the console runs at start and the public app's pages use too (i18next, React
 *   Query, antd's toasts and spinner, the UPI link). Left to itself, Rollup makes a chunk for each set of
 *   lazy chunks importing a module: six more files on every console page once the public app was apart.
 * - `ConsoleShell`: what the signed-in frame runs at start that no customer's page uses (the menu's
 *   icons, antd's layout and menu): every console page draws the frame, so a page using one of them
 *   takes it from there instead of a file of its own (a cold dashboard: 64 → 40 files).
 * What the entry runs stays in the entry (the build fails if the entry would import one of these);
 * what the console's start has stays with it.
 */
export function appChunks(): Plugin {
  let root = "";
  return {
    name: "galla:app-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    outputOptions(options) {
      let shared: Set<string> | undefined;
      let shell: Set<string> | undefined;
      return {
        ...options,
        // Only the modules named below: by default a manual chunk also takes in every module they import, the entry's too.
        onlyExplicitManualChunks: true,
        manualChunks(id, { getModuleInfo }) {
          if (!shared) {
            const entry = resolve(root, ENTRY);
            if (!getModuleInfo(entry)) throw new Error(`app-chunks: ${ENTRY} is not the entry any more`);
            const inEntry = modulesRunFrom(getModuleInfo, entry);
            const consoleApp = resolve(root, CONSOLE);
            const atConsoleStart = modulesRunFrom(getModuleInfo, consoleApp);
            // The public app and everything its pages may load, but never the console through some lazy path.
            const publicSide = reach(getModuleInfo, resolve(root, PUBLIC), consoleApp);
            shared = new Set([...atConsoleStart].filter((m) => publicSide.has(m) && !inEntry.has(m)));
            shell = new Set([...modulesRunFrom(getModuleInfo, resolve(root, SHELL))].filter((m) => !atConsoleStart.has(m) && !publicSide.has(m) && !inEntry.has(m)));
          }
          return shared.has(id) ? CHUNK : shell!.has(id) ? SHELL_CHUNK : undefined;
        },
      };
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((o): o is OutputChunk => o.type === "chunk" && o.isEntry);
      const taken = entry?.imports.find((file) => file.includes(`/${CHUNK}-`) || file.includes(`/${SHELL_CHUNK}-`));
      if (taken) this.error(`the entry imports ${taken}: a module the entry runs was counted out of it (scripts/entry-modules.ts)`);
    },
  };
}
