import { useEffect, useRef } from "react";
import { Button, Drawer } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLocation } from "react-router";
import { useBusiness } from "../business/BusinessContext";
import { NavMenu } from "./NavMenu";

/**
 * The phone's navigation (below 992 px): the same NavMenu as the desktop sider, plus Sign Out,
 * which the compact top bar has no room for. Its own chunk, loaded on the first tap on Menu.
 * Closes on any navigation and on a business switch.
 */
export default function NavDrawer({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const { businessId } = useBusiness();
  // A switch made on the dashboard stays on the dashboard: the business changing closes it too.
  const opened = useRef({ pathname, businessId });
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
      title="Menu"
      width={320}
      className="galla-nav-drawer"
      styles={{ body: { padding: 0 } }}
      footer={
        <Button block icon={<LogoutOutlined />} onClick={onSignOut}>
          Sign Out
        </Button>
      }
    >
      <NavMenu onNavigate={onClose} />
    </Drawer>
  );
}
