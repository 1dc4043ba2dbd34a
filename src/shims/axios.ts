/**
 * axios for the browser build (vite.config.ts). @refinedev/simple-rest makes a default axios instance
 * when it is imported, which the console never uses: providers/data-provider.ts hands it
 * providers/http.ts, the console's fetch client. Bundling the real axios for that unused default cost
 * ~20 KB gzip on every console page. Calling this stand-in is a bug, and it says so.
 */
const unused = () => Promise.reject(new Error("axios is not part of the console: use providers/http.ts"));
const instance = {
  interceptors: { request: { use: () => 0 }, response: { use: () => 0 } },
  request: unused,
  get: unused,
  delete: unused,
  head: unused,
  options: unused,
  post: unused,
  put: unused,
  patch: unused,
};

export default { create: () => instance };
