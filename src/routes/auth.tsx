import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { StepKey } from "../pages/auth/onboarding/steps";
import { withWords } from "../i18n/use-translation";

/** Every screen is its own chunk. /auth/login itself is routed in src/App.tsx, outside Refine. */
const OtpPage = lazy(() => import("../pages/auth/OtpPage"));
const RegisterFormPage = lazy(withWords("onboarding", () => import("../pages/auth/RegisterFormPage")));
const AuthTermsPage = lazy(withWords(["onboarding", "legal"], () => import("../pages/auth/AuthTermsPage")));
const ReviewScreen = lazy(withWords("onboarding", () => import("../pages/auth/onboarding/ReviewScreen")));
const CongratulationScreen = lazy(withWords("onboarding", () => import("../pages/auth/onboarding/CongratulationScreen")));
const StepScreen = lazy(withWords("onboarding", () => import("../pages/auth/onboarding/StepScreen").then((m) => ({ default: m.StepScreen }))));

const page = (element: ReactNode) => (
  <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>
);
const step = (stepKey: StepKey, mode: "forward" | "edit") => page(<StepScreen stepKey={stepKey} mode={mode} />);

/**
 * The sign-in and onboarding flow under /auth (spec §2). The wizard: BasicBusinessDetails ("Add
 * Business") → details → details1 … details6 → details7 (review) → congratulation; detailsnew1…7
 * edit one step from the review. See src/pages/auth/onboarding/steps.ts.
 */
export const authRoutes = (
  <>
    <Route path="Otp" element={page(<OtpPage />)} />
    <Route path="RegisterForm" element={page(<RegisterFormPage />)} />
    <Route path="terms-conditions" element={page(<AuthTermsPage />)} />
    <Route path="BasicBusinessDetails" element={step("business", "forward")} />
    <Route path="details" element={step("contact", "forward")} />
    <Route path="details1" element={step("address", "forward")} />
    <Route path="details2" element={step("tax", "forward")} />
    <Route path="details3" element={step("bank", "forward")} />
    <Route path="details5" element={step("upi", "forward")} />
    <Route path="details6" element={step("logo", "forward")} />
    <Route path="details7" element={page(<ReviewScreen />)} />
    <Route path="detailsnew1" element={step("business", "edit")} />
    <Route path="detailsnew2" element={step("contact", "edit")} />
    <Route path="detailsnew3" element={step("address", "edit")} />
    <Route path="detailsnew4" element={step("tax", "edit")} />
    <Route path="detailsnew5" element={step("bank", "edit")} />
    <Route path="detailsnew6" element={step("upi", "edit")} />
    <Route path="detailsnew7" element={step("logo", "edit")} />
    <Route path="congratulation" element={page(<CongratulationScreen />)} />
  </>
);
