import { Fragment, use } from "react";
import { Route, Routes } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { notification } from "antd";
import { TOAST_DURATION_SECONDS, TOAST_PLACEMENT, ToastContext } from "../providers/notification-provider";
import { i18nReady } from "./i18n";
import { publicRoutes } from "./routes/public";
import { publicParts } from "./public-part";
import { Error404 } from "./pages/errors/lazy";

// A customer's page reads once and shows what it read; a tab brought back does not read it again.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * The pages a customer opens from a link or a search (terms, privacy, a business's page, a shared
 * invoice, a dues page, a booking): the console's words and React Query, without the console itself
 * (Refine, its providers, every module's console part): the terms download 206 KB gzip, against 269 KB
 * inside the console, whose evaluation alone was one long task of about a second on a cheap phone
 * (issue 24). What both apps run at start is one chunk (scripts/app-chunks.ts). App.tsx sends
 * PUBLIC_APP_PATHS here.
 */
export default function PublicApp() {
  use(i18nReady); // the page's words are in before it draws (the App's Suspense shows a spinner meanwhile)
  // Toasts as the console shows them (spec §8/§9: top right, 3 s): "UPI id copied" on a business's page.
  const [toasts, toastHolder] = notification.useNotification({ placement: TOAST_PLACEMENT, duration: TOAST_DURATION_SECONDS });
  return (
    <ToastContext.Provider value={toasts}>
      {toastHolder}
      <QueryClientProvider client={queryClient}>
        <Routes>
          {publicRoutes}
          {publicParts.map((part, i) => part.routes && <Fragment key={i}>{part.routes}</Fragment>)}
          <Route path="*" element={<Error404 />} />
        </Routes>
      </QueryClientProvider>
    </ToastContext.Provider>
  );
}
