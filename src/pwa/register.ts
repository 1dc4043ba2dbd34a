/**
 * Registers the service worker (src/pwa/service-worker.js, built as /sw.js) once the page has loaded and
 * the browser is idle, so it never competes with the first paint. How a new build takes over:
 *
 * - A page that starts while a new worker is waiting asks it to take over at once: nothing has been
 *   typed yet, and the page reloads once into the new build (its draft, if any, is kept in storage).
 * - Every other open page is told the same way (`controllerchange`) and reloads once too: the old
 *   build's cache is deleted on activation, so staying would mix the old page with new chunks.
 * - A page that was not controlled before (the very first visit) is not reloaded when the worker first
 *   takes control: its files are already the build the worker keeps.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const start = async () => {
    const registration = await container.register("/sw.js", { scope: "/", updateViaCache: "none" });
    const takeOver = (worker: ServiceWorker | null) => worker && hadController && worker.postMessage("galla:take-over");
    takeOver(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      // Found while this page starts (the browser checks for a new worker on every navigation): take over now.
      worker?.addEventListener("statechange", () => worker.state === "installed" && performance.now() < 30_000 && takeOver(worker));
    });
  };
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(() => void start().catch(() => undefined)) : void start().catch(() => undefined));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
