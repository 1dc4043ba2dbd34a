import { Layout } from "antd";
import { NavMenu } from "./NavMenu";

/** The desktop navigation (drawn from 992 px by ConsoleLayout; phones open the same NavMenu from the top bar's Menu). */
export function Sider() {
  return (
    <Layout.Sider width={264} className="galla-sider galla-desktop-only" theme="light">
      <NavMenu />
    </Layout.Sider>
  );
}
