import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { languageReady } from "./i18n/language";

// The first screen paints in the owner's language: its words (one small file) come before it.
void languageReady.finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
