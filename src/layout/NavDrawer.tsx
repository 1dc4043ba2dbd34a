import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Button, Drawer, Flex } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLocation } from "react-router";
import { useBusiness } from "../business/BusinessContext";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { NavMenu } from "./NavMenu";

/**
 * The phone's navigation (below 992 px): the same NavMenu as the desktop sider, plus the language
 * switch and Sign Out, which the compact top bar has no room for. Its own chunk, loaded on the first tap on Menu.
 * Closes on any navigation and on a business switch.
 */
export default function NavDrawer({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { businessId } = useBusiness();
  // A switch made on the dashboard stays on the dashboard: the business changing closes it too.
  const opened = useRef({ pathname, businessId });
  // Where the browser is when it opens, not the router's pathname: the router commits a navigation
  // only once the new page's code has come, so a Menu reopened meanwhile would close itself on arrival.
  useEffect(() => {
    if (open) opened.current = { pathname: window.location.pathname, businessId };
  }, [open]); // taken at opening only
  useEffect(() => {
    if (pathname !== opened.current.pathname || businessId !== opened.current.businessId) {
      opened.current = { pathname, businessId };
      onClose();
    }
  }, [pathname, businessId, onClose]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      title={t("shell.menu")}
      width={320}
      className="galla-nav-drawer"
      styles={{ body: { padding: 0 } }}
      footer={
        <Flex vertical gap={12}>
          <LanguageSwitch signedIn />
          <Button block icon={<LogoutOutlined />} onClick={onSignOut}>
            {t("shell.signOut")}
          </Button>
        </Flex>
      }
    >
      <NavMenu onNavigate={onClose} />
    </Drawer>
  );
}
