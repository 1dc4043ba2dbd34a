import { lazy, Suspense, type ReactNode } from "react";
import { ConfigProvider, Spin } from "antd";
import enGB from "antd/locale/en_GB";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { theme } from "./theme";
import "./styles.css";

// Two chunks: the sign-in screen (plain antd and the HTTP client, within the 200 KB login budget)
// and the console, which brings Refine for every other route.
const LoginPage = lazy(() => import("./pages/auth/LoginPage"));
const ConsoleApp = lazy(() => import("./ConsoleApp"));

const loading = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={enGB} theme={theme}>
        <Routes>
          <Route index element={<Navigate to="/auth/login" replace />} />
          <Route path="/auth/login" element={loading(<LoginPage />)} />
          <Route path="*" element={loading(<ConsoleApp />)} />
        </Routes>
      </ConfigProvider>
    </BrowserRouter>
  );
}
