import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { antdPreparedStyles } from "./scripts/antd-styles-plugin";
import { codeMap } from "./scripts/code-map-plugin";
import { earlyReads } from "./scripts/early-reads-plugin";
import { appChunks } from "./scripts/app-chunks";

/**
 * antd's form/context.js (which every Input reaches) imports only FormProvider from rc-field-form, but
 * through the package's index, which assigns statics to its Form: a side effect Rollup must keep, so
 * the whole Form machinery (~13 KB gzip) came with the sign-in page. That one import goes straight to
 * the module defining FormProvider, the same module the index re-exports, so the context stays one.
 */
const formProviderOnly: Plugin = {
  name: "galla:rc-field-form-provider",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "rc-field-form" && importer?.replace(/\\/g, "/").endsWith("/antd/es/form/context.js"))
      return this.resolve("rc-field-form/es/FormContext", importer, { skipSelf: true });
    return null;
  },
};

export default defineConfig({
  plugins: [react(), formProviderOnly, antdPreparedStyles(), codeMap(), earlyReads(), appChunks()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // qs's side-channel over the browser's own WeakMap and Map: ~13 KB gzip less on every page (see the file).
      "side-channel": fileURLToPath(new URL("./src/shims/side-channel.cjs", import.meta.url)),
      // simple-rest's unused default client: the console's own is providers/http.ts (see the file).
      axios: fileURLToPath(new URL("./src/shims/axios.ts", import.meta.url)),
    },
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel=modulepreload> from script for a lazy chunk's imports (CSS is still loaded so). A page's
    // own chunks come preloaded with its HTML (server/route-preloads.ts), and once the service worker holds
    // the build (every visit after the first) the helper's ~40 links were main-thread time for nothing:
    // Lighthouse's repeat visits, 3 runs each, TBT median 370 → 222 ms (dashboard), 346 → 232 ms (invoice
    // editor), and an in-app page as fast (940–990 ms against 900–950 at slow 4G). What it costs: an in-app
    // page opened before the worker has the build waits on its imports one level at a time (staff list
    // after the dashboard, no worker, slow 4G: 1.9 → 2.4 s). bench/analysis.md, 2026-12-03.
    modulePreload: false,
    chunkSizeWarningLimit: 1200,
    commonjsOptions: { include: [/node_modules/, /src\/shims\//] },
    rollupOptions: {
      treeshake: {
        // Most of node_modules is pure, but several packages do not say so in package.json (e.g. the
        // markdown stack @refinedev/antd imports), so Rollup keeps whole modules nobody uses — about
        // 60 KB gzip on any page using @refinedev/antd. We declare them pure; the only
        // import kept for its side effect is the React 19 patch for antd (app/browser.tsx).
        moduleSideEffects: (id) => !id.includes("/node_modules/") || /\.css$|v5-patch-for-react-19/.test(id),
      },
    },
  },
});
