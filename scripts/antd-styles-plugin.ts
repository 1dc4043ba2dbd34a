import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:antd-landing-styles";
const RESOLVED = `\0${ID}`;
const script = fileURLToPath(new URL("./antd-landing-styles.tsx", import.meta.url));

/**
 * `import href from "virtual:antd-landing-styles"`: the URL of a CSS file holding what antd would
 * otherwise generate in the browser for the shell and the dashboard (scripts/antd-landing-styles.tsx).
 * antd reads the map at the file's end and skips generating those styles: on a slow phone that
 * work (about 240 KB of CSS text built from style objects) was the largest part of the dashboard's
 * first paint after React itself. In the dev server the href is undefined and antd works as usual.
 */
export function antdLandingStyles(): Plugin {
  let building = false;
  return {
    name: "galla:antd-landing-styles",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (!building) return "export default undefined;";
      // Its own process in production mode, as the console is built: the class hashes match the browser's.
      const css = execFileSync(process.execPath, ["--import", "tsx", script], {
        env: { ...process.env, NODE_ENV: "production" },
        maxBuffer: 16 * 1024 * 1024,
      }).toString();
      if (!css.includes("data-ant-cssinjs-cache-path")) this.error("antd's landing styles came out without their map");
      const ref = this.emitFile({ type: "asset", name: "antd-landing.css", source: css });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
