import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 1200,
    commonjsOptions: { include: [/node_modules/, /src\/shims\//] },
    rollupOptions: {
      treeshake: {
        // Most of node_modules is pure, but several packages do not say so in package.json (e.g. the
        // markdown stack @refinedev/antd imports), so Rollup keeps whole modules nobody uses — about
        // 60 KB gzip on any page using @refinedev/antd. We declare them pure; the only
        // import kept for its side effect is the React 19 patch for antd (src/main.tsx).
        moduleSideEffects: (id) => !id.includes("/node_modules/") || /\.css$|v5-patch-for-react-19/.test(id),
      },
    },
  },
});
