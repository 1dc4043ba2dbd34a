import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Layout } from "antd";
import { Outlet, useLocation } from "react-router";
import { BottomTabs } from "./BottomTabs";
import { Header } from "./Header";
import { Sider } from "./Sider";
import { LivePayments } from "./LivePayments";
import { WIDE_NAV_QUERY, useMediaQuery } from "../ui/useIsPhone";
import { OfflineNotice } from "../pwa/OfflineNotice";
import { useBootFrameDismissed } from "./boot-frame";
import { PageBoundary } from "../ui/PageBoundary";

// Each loads on first use: most visits never open the phone menu or sign out.
const NavDrawer = lazy(() => import("./NavDrawer"));
const SignOutDialog = lazy(() => import("./SignOutDialog"));

export function ConsoleLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useTranslation();
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signOut = useCallback(() => {
    setMenuOpen(false);
    setSigningOut(true);
  }, []);
  const closeSignOut = useCallback(() => setSigningOut(false), []);
  // Only the navigation this width shows is drawn: on a phone the side menu (the business switcher and
  // every module's entries) was rendered and hidden by CSS, a large part of the first screen's work.
  const wideNav = useMediaQuery(WIDE_NAV_QUERY);
  useBootFrameDismissed();
  const { pathname } = useLocation();

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <a href="#main-content" className="galla-skip-link">
        {t("shell.skip")}
      </a>
      <Header menuOpen={menuOpen} onMenu={openMenu} onSignOut={signOut} />
      <Layout>
        {wideNav && <Sider />}
        <Layout.Content className="galla-content" id="main-content" tabIndex={-1}>
          <OfflineNotice />
          <PageBoundary resetKey={pathname}>
            <Outlet />
          </PageBoundary>
        </Layout.Content>
      </Layout>
      {!wideNav && <BottomTabs />}
      <LivePayments />
      {menuLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={closeMenu} onSignOut={signOut} />
        </Suspense>
      )}
      {signingOut && (
        <Suspense fallback={null}>
          <SignOutDialog onClose={closeSignOut} />
        </Suspense>
      )}
    </Layout>
  );
}
