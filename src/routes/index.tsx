import { Navigate, Outlet, Route, Routes } from "react-router";
import { Fragment, Suspense } from "react";
import { Spin } from "antd";
import { Error401, Error404, Error500 } from "../pages/errors/lazy";
import { authRoutes } from "./auth";
import { generatedRoutes } from "./generated";
import { consoleParts } from "../module-parts";
import { lazyStartedIf } from "./landing";
import { getToken } from "../../providers/storage";

// The signed-in shell is its own chunk: the sign-in pages never download it. A signed-in visit asks
// for it as soon as the routes are read, beside the page's chunk, not once the guard has rendered.
const ConsoleShell = lazyStartedIf(Boolean(getToken()), () => import("../layout/ConsoleShell"));

/**
 * Spec §4: a user without an auth token is sent to "/". Asked of storage on every render (a route
 * change re-renders it; a 401 drops the token): the authProvider's `check` asks the same, but
 * through a query whose answer came a render later, after the shell could have started.
 */
const Guarded = () =>
  getToken() ? (
    <Suspense fallback={<Spin size="large" fullscreen />}>
      <ConsoleShell />
    </Suspense>
  ) : (
    <Navigate to="/" replace />
  );

/**
 * The error pages (a page that does not exist, one the caller may not open) sit in the console's frame
 * for a signed-in user, with the menu and the business switcher to go on from, instead of a bare
 * full-screen page; a guest sees them alone.
 */
const ErrorFrame = () =>
  getToken() ? (
    <Suspense fallback={<Spin size="large" fullscreen />}>
      <ConsoleShell />
    </Suspense>
  ) : (
    <Outlet />
  );

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/errors" element={<ErrorFrame />}>
        <Route path="error-401" element={<Error401 />} />
        <Route path="error-404" element={<Error404 />} />
        <Route path="error-500" element={<Error500 />} />
        <Route path="*" element={<Error404 />} />
      </Route>
      <Route path="/auth">
        {authRoutes}
        <Route path="*" element={<Error404 />} />
      </Route>
      {/* A customer's pages (terms, a business's page, a shared invoice) are the public app's: App.tsx. */}
      {consoleParts.map((part, i) => part.publicRoutes && <Fragment key={i}>{part.publicRoutes}</Fragment>)}
      <Route element={<Guarded />}>
        <Route path="/Dashboard" element={<Navigate to="/galla/Dashboard" replace />} />
        {consoleParts.map((part, i) => part.routes && <Fragment key={i}>{part.routes}</Fragment>)}
        {generatedRoutes}
      </Route>
      <Route element={<ErrorFrame />}>
        <Route path="*" element={<Error404 />} />
      </Route>
    </Routes>
  );
}
