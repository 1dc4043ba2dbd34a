import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { MenuEntry } from "../../../src/layout/menu-types";
import { ModuleGate } from "../../../src/engine/ModuleGate";
import { withWords } from "../../../src/i18n/use-translation";

// Each page is its own chunk (bundle budgets in CONVENTIONS.md).
const CommunicationDashboard = lazy(withWords("communication", () => import("./CommunicationDashboard")));
const ComposeSmsPage = lazy(withWords("communication", () => import("./ComposeSmsPage")));
const BulkSmsPage = lazy(withWords("communication", () => import("./BulkSmsPage")));
const SmsReportPage = lazy(withWords("communication", () => import("./SmsReportPage")));

const page = (element: ReactNode) => (
  <ModuleGate resource="COMMUNICATION">
    <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>{element}</Suspense>
  </ModuleGate>
);

/** Custom pages of the communication area: the dashboard and the SMS pages over the message resource. */
export const communicationRoutes = (
  <>
    <Route path="/Communication/dashboard" element={page(<CommunicationDashboard />)} />
    <Route path="/Communication/sms/compose-sms" element={page(<ComposeSmsPage />)} />
    <Route path="/Communication/sms/bulk-sms" element={page(<BulkSmsPage />)} />
    <Route path="/Communication/sms/report" element={page(<SmsReportPage />)} />
  </>
);

export const communicationMenu: MenuEntry[] = [
  { key: "communication-dashboard", label: "Dashboard", path: "/Communication/dashboard", section: "COMMUNICATION", icon: "DashboardOutlined", order: 1 },
  { key: "compose-sms", label: "Compose SMS", path: "/Communication/sms/compose-sms", section: "COMMUNICATION", icon: "MessageOutlined", order: 2 },
  { key: "bulk-sms", label: "Bulk SMS", path: "/Communication/sms/bulk-sms", section: "COMMUNICATION", icon: "NotificationOutlined", order: 3 },
  { key: "sms-report", label: "SMS Report", path: "/Communication/sms/report", section: "COMMUNICATION", icon: "BarChartOutlined", order: 4 },
];
