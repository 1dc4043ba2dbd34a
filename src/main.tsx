import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { languageReady } from "./i18n/language";
import { landingStylesReady } from "./landing-styles";
import { registerServiceWorker } from "./pwa/register";

// The first screen paints in the owner's language: its words (one small file) come before it, and
// on the dashboard antd's prepared styles (src/landing-styles.ts).
void Promise.all([languageReady, landingStylesReady]).finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Keeps the console on the device for repeat and offline visits (src/pwa/service-worker.js).
registerServiceWorker();
