import { Suspense, type ReactNode } from "react";
import { ConfigProvider } from "antd";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { theme } from "./theme";
import { useAntdLocale } from "./i18n/antd-locale";
import { PageLoading } from "./ui/PageLoading";
import { PageBoundary } from "./ui/PageBoundary";
import { MotionPreference } from "./ui/MotionPreference";
// The sign-in screen is in the entry (plain antd and the HTTP client, within the 200 KB login budget):
// the page most first visits open paints without waiting for a second round of chunks.
import LoginPage from "./pages/auth/LoginPage";
import { PUBLIC_APP_PATHS } from "../resources/shell-paths";
import "./base.css";
import "./styles.css";

const loading = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Whether a page is the public app's (a customer's page) or the console's, by its path. */
export const isPublicAppPath = (path: string) => PUBLIC_APP_PATHS.test(path);

/** The public app on a customer's page; the console on every other. */
function Rest({ consoleApp, publicApp }: Apps) {
  const { pathname } = useLocation();
  return <PageBoundary resetKey={pathname}>{loading(isPublicAppPath(pathname) ? publicApp : consoleApp)}</PageBoundary>;
}

interface Apps {
  /** Every route but the sign-in screen and a customer's pages (app/browser.tsx: one lazy chunk). */
  consoleApp: ReactNode;
  /** A customer's pages (PUBLIC_APP_PATHS): the public app, a lazy chunk of its own without the console. */
  publicApp: ReactNode;
}

/** The routes as the composition root assembles them (app/browser.tsx). */
export function App({ consoleApp, publicApp }: Apps) {
  const locale = useAntdLocale();
  return (
    <BrowserRouter>
      <ConfigProvider locale={locale} theme={theme}>
        <MotionPreference>
          <Routes>
            <Route index element={<Navigate to="/auth/login" replace />} />
            <Route path="/auth/login" element={<LoginPage />} />
            <Route path="*" element={<Rest consoleApp={consoleApp} publicApp={publicApp} />} />
          </Routes>
        </MotionPreference>
      </ConfigProvider>
    </BrowserRouter>
  );
}
