import { lazy, Suspense, type ReactNode } from "react";
import { ConfigProvider, Spin } from "antd";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { theme } from "./theme";
import { useAntdLocale } from "./i18n/antd-locale";
// The sign-in screen is in the entry (plain antd and the HTTP client, within the 200 KB login budget):
// the page most first visits open paints without waiting for a second round of chunks.
import LoginPage from "./pages/auth/LoginPage";
import "./styles.css";
import { getToken } from "../providers/storage";

// The console, which brings Refine for every other route, is one lazy chunk. A signed-in visit to a
// console page asks for it at once, while React is still starting, rather than after the first render.
const loadConsole = () => import("./ConsoleApp");
const consoleEarly = getToken() && globalThis.location?.pathname !== "/auth/login" ? loadConsole() : undefined;
const ConsoleApp = lazy(() => consoleEarly ?? loadConsole());

const loading = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

export function App() {
  const locale = useAntdLocale();
  return (
    <BrowserRouter>
      <ConfigProvider locale={locale} theme={theme}>
        <Routes>
          <Route index element={<Navigate to="/auth/login" replace />} />
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="*" element={loading(<ConsoleApp />)} />
        </Routes>
      </ConfigProvider>
    </BrowserRouter>
  );
}
