import { Suspense, type ReactNode } from "react";
import { ConfigProvider } from "antd";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { theme } from "./theme";
import { useAntdLocale } from "./i18n/antd-locale";
import { PageLoading } from "./ui/PageLoading";
import { MotionPreference } from "./ui/MotionPreference";
// The sign-in screen is in the entry (plain antd and the HTTP client, within the 200 KB login budget):
// the page most first visits open paints without waiting for a second round of chunks.
import LoginPage from "./pages/auth/LoginPage";
import "./styles.css";

const loading = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** `consoleApp`: every route but the sign-in screen, as the composition root assembles it (app/browser.tsx: one lazy chunk). */
export function App({ consoleApp }: { consoleApp: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <BrowserRouter>
      <ConfigProvider locale={locale} theme={theme}>
        <MotionPreference>
          <Routes>
            <Route index element={<Navigate to="/auth/login" replace />} />
            <Route path="/auth/login" element={<LoginPage />} />
            <Route path="*" element={loading(consoleApp)} />
          </Routes>
        </MotionPreference>
      </ConfigProvider>
    </BrowserRouter>
  );
}
