import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { withWords } from "../i18n/use-translation";
import { LEGAL_PATHS } from "../../resources/legal";

// The terms and the privacy policy bring their prose (the "legal" namespace) with them: no other page pays for it.
const TermsPage = lazy(withWords(["payments", "legal"], () => import("../pages/public/TermsPage")));
const PrivacyPage = lazy(withWords(["payments", "legal"], () => import("../pages/public/PrivacyPage")));
const BusinessPublicPage = lazy(withWords("payments", () => import("../pages/public/BusinessPublicPage")));

const page = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

/**
 * Pages anyone may open, drawn by the public app without the console (src/PublicApp.tsx): terms,
 * privacy, a business's public page (spec §2). Modules add their own (a shared invoice: modules/sales/console/public.tsx).
 */
export const publicRoutes = (
  <>
    <Route path={LEGAL_PATHS.terms} element={page(<TermsPage />)} />
    <Route path={LEGAL_PATHS.privacy} element={page(<PrivacyPage />)} />
    <Route path="/p/:id" element={page(<BusinessPublicPage />)} />
  </>
);
