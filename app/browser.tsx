import "@ant-design/v5-patch-for-react-19";
import { StrictMode, lazy, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, isPublicAppPath } from "../src/App";
import { languageReady } from "../providers/i18n/language";
import { preparedStylesReady } from "../src/prepared-styles";
import { registerServiceWorker } from "../src/pwa/register";
import { getToken } from "../providers/storage";

// The console, which brings Refine and the modules for every other route, is one lazy chunk
// (./ConsoleApp.tsx). A signed-in visit to a console page asks for it at once, while React is still
// starting, rather than after the first render. A customer's page (a shared invoice, a business's page)
// is the public app's, a smaller chunk without the console (./PublicApp.tsx).
const path = globalThis.location?.pathname ?? "/";
const loadConsole = () => import("./ConsoleApp");
const consoleEarly = getToken() && path !== "/auth/login" && !isPublicAppPath(path) ? loadConsole() : undefined;
const ConsoleApp = lazy(() => consoleEarly ?? loadConsole());
const PublicApp = lazy(() => import("./PublicApp"));

// The first screen paints in the owner's language: its words (one small file) come before it, and
// antd's prepared styles where there are some (src/prepared-styles.ts). As a transition, React renders it
// in slices of a few milliseconds rather than one long task, so a slow phone answers a tap meanwhile
// (Lighthouse's total blocking time, issue 24).
void Promise.all([languageReady, preparedStylesReady]).finally(() =>
  startTransition(() =>
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App consoleApp={<ConsoleApp />} publicApp={<PublicApp />} />
      </StrictMode>,
    ),
  ),
);

// Keeps the console on the device for repeat and offline visits (src/pwa/service-worker.js).
registerServiceWorker();
