/** Where the build writes the map, beside index.html (server/route-preloads.ts reads it; the service worker does not keep it). */
export const CODE_MAP_FILE = "code-map.json";

/** What a lazily loaded module costs to start: its chunk and every chunk it imports statically, and their CSS. */
export interface ModuleCode {
  js: string[];
  css: string[];
}
