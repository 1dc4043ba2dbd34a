import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { MenuEntry } from "../../../src/layout/menu-types";
import { withWords } from "../../../src/i18n/use-translation";

// Each page is its own chunk (bundle budgets in CONVENTIONS.md).
const BusinessProfilePage = lazy(withWords(["payments", "subscription"], () => import("./profile/BusinessProfilePage")));
const ProfileSectionPage = lazy(withWords("payments", () => import("./profile/ProfileSectionPage")));

const suspense = (element: ReactNode) => <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>{element}</Suspense>;

/**
 * The business profile: it is the business itself, so no module subscription gates it.
 */
export const coreRoutes = (
  <>
    <Route path="/galla/BusinessProfile" element={suspense(<BusinessProfilePage />)} />
    <Route path="/galla/BusinessProfile/:key" element={suspense(<ProfileSectionPage />)} />
  </>
);

export const coreMenu: MenuEntry[] = [
  { key: "business-profile", label: "Business Profile", path: "/galla/BusinessProfile", section: "PAYMENTS", icon: "ShopOutlined", order: 5 },
];
