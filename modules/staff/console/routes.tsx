import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { MenuEntry } from "../../../src/layout/menu-types";
import { ModuleGate } from "../../../src/engine/ModuleGate";
import { withWords } from "../../../src/i18n/use-translation";

// Each page is its own chunk (bundle budgets in CONVENTIONS.md). The area's words (locales/<language>/staff.json)
// come with the first of these pages, never with the rest of the console.
const StaffDetailPage = lazy(withWords("staff", () => import("./StaffDetailPage")));
const StaffAttendancePage = lazy(withWords("staff", () => import("./StaffAttendancePage")));
const StaffSettingsPage = lazy(withWords(["staffSettings", "subscription"], () => import("./StaffSettingsPage")));
const StaffReportPage = lazy(withWords("staff", () => import("./StaffReportPage")));
const TeamDetailPage = lazy(withWords("staff", () => import("./TeamDetailPage")));
const SupportChatPage = lazy(withWords("communication", () => import("./SupportChatPage")));

/** Behind the Staff Management subscription, like the generated pages of the module. */
const page = (element: ReactNode) => (
  <ModuleGate resource="STAFF MANAGEMENT">
    <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>{element}</Suspense>
  </ModuleGate>
);

/**
 * Custom pages of the staff area (the route keys the staff declarations list in `customPages`):
 * staff detail tabs, attendance marking, settings, the pay report, a team with its members and the support chat.
 */
export const staffRoutes = (
  <>
    <Route path="/staffmanagement/staff/report" element={page(<StaffReportPage />)} />
    <Route path="/staffmanagement/staff/:id" element={page(<StaffDetailPage />)} />
    <Route path="/staffmanagement/staff/:id/:tab" element={page(<StaffDetailPage />)} />
    <Route path="/staffmanagement/staffattendance" element={page(<StaffAttendancePage />)} />
    <Route path="/staffmanagement/setting" element={page(<StaffSettingsPage />)} />
    <Route path="/galla/Team/:id" element={page(<TeamDetailPage />)} />
    <Route path="/galla/SupportChat/:id" element={page(<SupportChatPage />)} />
  </>
);

// The report right after Staff Attendance in the menu, and settings last in the section.

export const staffMenu: MenuEntry[] = [
  { key: "staff-report", label: "Staff Report", path: "/staffmanagement/staff/report", section: "STAFF MANAGEMENT", icon: "BarChartOutlined", after: "staff_attendance" },
  { key: "staff-settings", label: "Staff Settings", path: "/staffmanagement/setting", section: "STAFF MANAGEMENT", icon: "SettingOutlined", order: 999 },
];
