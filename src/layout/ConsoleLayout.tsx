import { Layout } from "antd";
import { Outlet } from "react-router";
import { Header } from "./Header";
import { Sider } from "./Sider";

export function ConsoleLayout() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Header />
      <Layout>
        <Sider />
        <Layout.Content className="galla-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
