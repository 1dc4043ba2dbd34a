import { Button, Layout, Menu, Skeleton, Tag, type MenuProps } from "antd";
import { PlusOutlined, RocketOutlined } from "@ant-design/icons";
import { Link, useLocation, useNavigate } from "react-router";
import { useBusiness } from "../business/BusinessContext";
import { BusinessSwitcher } from "./BusinessSwitcher";
import { iconFor } from "./icons";
import { menuFor } from "./menu";
import { useMenuAccess } from "./useMenuAccess";

export function Sider() {
  const { subscription, masterId } = useBusiness();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const allowed = useMenuAccess();

  // Spec §2: the sections stay hidden until the subscription data has loaded.
  const sections = subscription ? menuFor(masterId, undefined, allowed) : [];
  const items: MenuProps["items"] = sections.map(({ section, module, entries }) => {
    const plan = module ? subscription?.business_subscription[module] : undefined;
    return {
      type: "group",
      key: section,
      label: (
        <span className="galla-menu-section">
          <span>{section}</span>
          {plan && <Tag className="galla-plan-tag" color={plan.label === "ACTIVE" ? "green" : plan.label === "EXPIRED" ? "red" : "blue"}>{plan.label}</Tag>}
          {plan?.is_upgradable === "1" && (
            <Button
              size="small"
              type="link"
              icon={<RocketOutlined />}
              title={plan.upgradable_text}
              onClick={() => navigate(`/subscription/${module}`)}
            >
              Upgrade
            </Button>
          )}
        </span>
      ),
      children: entries.map((e) => ({ key: e.path, icon: iconFor(e.icon), label: <Link to={e.path}>{e.label}</Link> })),
    };
  });

  return (
    <Layout.Sider width={264} className="galla-sider" breakpoint="lg" collapsedWidth={0} theme="light">
      <div className="galla-sider-top">
        <BusinessSwitcher />
        <Link to="/auth/BasicBusinessDetails" className="galla-add-business">
          <PlusOutlined /> Add Business
        </Link>
      </div>
      {subscription ? (
        <Menu mode="inline" selectedKeys={[pathname]} items={items} className="galla-menu" />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 16 }} />
      )}
    </Layout.Sider>
  );
}
