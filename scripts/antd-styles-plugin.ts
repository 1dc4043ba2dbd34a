import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:antd-prepared-styles";
const RESOLVED = `\0${ID}`;
const script = fileURLToPath(new URL("./antd-prepared-styles.tsx", import.meta.url));

/**
 * `import { landing, all } from "virtual:antd-prepared-styles"`: the URLs of two CSS files holding
 * what antd would otherwise generate in the browser (scripts/antd-prepared-styles.tsx), each followed by
 * antd's map of what it holds, from which antd skips generating those styles. On a slow phone that work
 * (CSS text built from style objects, then a style tag inserted per component) was the largest part of a
 * page's first render after React itself.
 * - `landing`: the shell and the dashboard, downloaded by a signed-in first visit (every such page draws the shell).
 * - `all`: every antd component the console draws, read from the device by a visit the service
 *   worker answers (it keeps the whole build), so it costs no first visit a byte.
 * In the dev server both are undefined and antd works as usual.
 */
export function antdPreparedStyles(): Plugin {
  let building = false;
  return {
    name: "galla:antd-prepared-styles",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (!building) return "export const landing = undefined, all = undefined;";
      const urls = (["landing", "all"] as const).map((set) => {
        // Its own process in production mode, as the console is built: the class hashes match the browser's.
        const css = execFileSync(process.execPath, ["--import", "tsx", script, set], {
          env: { ...process.env, NODE_ENV: "production" },
          maxBuffer: 16 * 1024 * 1024,
        }).toString();
        if (!css.includes("data-ant-cssinjs-cache-path")) this.error(`antd's ${set} styles came out without their map`);
        return `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: "asset", name: `antd-${set}.css`, source: css })}`;
      });
      return `export const landing = ${urls[0]}, all = ${urls[1]};`;
    },
  };
}
