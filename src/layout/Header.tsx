import { Button, Flex, Layout, Modal, Space, Tag, Typography } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../providers/http";
import { formatRupees } from "../../resources/money";
import { useBusiness } from "../business/BusinessContext";
import { AddWalletButton } from "../wallet/AddWalletButton";
import { Logo } from "./Logo";

const useSandboxMode = () =>
  useQuery({
    queryKey: ["health"],
    queryFn: async () => (await http.get<{ sandbox: { sms: boolean; gateway: boolean } }>("/health")).data.sandbox,
    staleTime: Infinity,
  }).data;

export function Header() {
  const { balance } = useBusiness();
  const { mutate: logout } = useLogout();
  const sandbox = useSandboxMode();

  const confirmSignOut = () =>
    Modal.confirm({
      title: "Sign out?",
      content: "You will need a new one-time code to sign in again.",
      okText: "Sign Out",
      cancelText: "Stay signed in",
      onOk: () => logout(),
    });

  return (
    <Layout.Header className="galla-header">
      <Flex align="center" justify="space-between" style={{ height: "100%" }}>
        <Space>
          <Logo />
          {sandbox && (sandbox.gateway || sandbox.sms) && (
            <Tag color="orange" title="Payments and SMS are simulated: no real money or message moves">
              Sandbox
            </Tag>
          )}
        </Space>
        <Space size="middle">
          <Typography.Text className="galla-balance" data-testid="wallet-balance">
            Balance: <strong>{balance === undefined ? "…" : formatRupees(balance)}</strong>
          </Typography.Text>
          <AddWalletButton />
          <Button icon={<LogoutOutlined />} onClick={confirmSignOut}>
            Sign Out
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
