import { useEffect, useRef } from "react";
import { Button, Drawer } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLocation } from "react-router";
import { NavMenu } from "./NavMenu";

/**
 * The phone's navigation (below 992 px): the same NavMenu as the desktop sider, plus Sign Out,
 * which the compact top bar has no room for. Its own chunk, loaded on the first tap on Menu.
 * Closes on any navigation, including a business switch, which moves to the dashboard.
 */
export default function NavDrawer({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname !== opened.current) {
      opened.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

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
