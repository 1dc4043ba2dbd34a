/**
 * side-channel for the browser build (vite.config.ts): the same API — a private store keyed by any
 * value — over the WeakMap and Map every browser we support has. @refinedev/core parses URLs with
 * qs, which uses side-channel to spot cycles; the real package carries fallbacks for engines
 * without WeakMap (get-intrinsic, call-bound, object-inspect and ~35 small modules), about
 * 13 KB gzip on every console page.
 */
const isObject = (key) => key !== null && (typeof key === "object" || typeof key === "function");

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const store = (key) => (isObject(key) ? objects : others);
  return {
    assert(key) {
      if (!store(key).has(key)) throw new TypeError(`Side channel does not contain ${typeof key === "string" ? JSON.stringify(key) : String(key)}`);
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
};
