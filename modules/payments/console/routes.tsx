import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { MenuEntry } from "../../../src/layout/menu-types";
import { ModuleGate } from "../../../src/engine/ModuleGate";
import { withWords } from "../../../src/i18n/use-translation";
import { LANDING_PATH, landingPage } from "../../../src/routes/landing";

// Each page is its own chunk (bundle budgets in CONVENTIONS.md).
const DashboardPage = landingPage(LANDING_PATH, () => import("./DashboardPage"));
const MyQrPage = lazy(withWords("payments", () => import("./MyQrPage")));
const GeneratedQrPage = lazy(withWords("payments", () => import("./GeneratedQrPage")));
const TransactionsPage = lazy(withWords("payments", () => import("./TransactionsPage")));
const WithdrawalRequestPage = lazy(withWords("payments", () => import("./WithdrawalRequestPage")));
const SandboxUpiPage = lazy(withWords("sandbox", () => import("../../../src/pages/sandbox/SandboxUpiPage")));
const RecentChangesPage = lazy(() => import("../../../src/pages/engine/RecentChangesPage"));

const page = (element: ReactNode) => <Suspense fallback={<Spin size="large" style={{ display: "block", margin: 64 }} />}>{element}</Suspense>;

/** Custom pages of the payments area inside the guarded layout (spec §2). */
export const paymentsRoutes = (
  <>
    <Route path="/galla/Dashboard" element={page(<DashboardPage />)} />
    <Route path="/galla/Setting/MyQR" element={page(<MyQrPage />)} />
    <Route path="/MyQR" element={page(<MyQrPage />)} />
    <Route path="/galla/Transactions" element={page(<TransactionsPage />)} />
    <Route path="/galla/RecentChanges" element={page(<RecentChangesPage />)} />
    <Route path="/galla/Withdrawal/create" element={<ModuleGate resource="PAYMENTS">{page(<WithdrawalRequestPage />)}</ModuleGate>} />
  </>
);

/** Outside the guard: the QR without sign-in (spec §2 "(none)") and the sandbox's stand-in UPI app. */
export const paymentsPublicRoutes = (
  <>
    <Route path="/galla/Setting/MyQR/generatedqr" element={page(<GeneratedQrPage />)} />
    <Route path="/sandbox/upi" element={page(<SandboxUpiPage />)} />
  </>
);

export const paymentsMenu: MenuEntry[] = [
  { key: "dashboard", label: "Dashboard", path: "/galla/Dashboard", section: "PAYMENTS", icon: "DashboardOutlined", order: 1 },
  { key: "my-qr", label: "My QR", path: "/MyQR", section: "PAYMENTS", icon: "QrcodeOutlined", order: 2 },
  { key: "transactions", label: "Transactions", path: "/galla/Transactions", section: "PAYMENTS", icon: "TransactionOutlined", order: 3 },
  // Owner-only, as the server's GET /api/b/:businessId/history: staff are not offered a page that would refuse them.
  { key: "recent-changes", label: "Recent changes", path: "/galla/RecentChanges", section: "PAYMENTS", icon: "ClockCircleOutlined", order: 990, capability: { resource: "history", action: "list" } },
];
