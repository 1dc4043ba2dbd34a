import { lazy, Suspense, useCallback, useState } from "react";
import { Button, Flex, Layout, Space, Tag } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../providers/http";
import { formatRupees } from "../../resources/money";
import { useBusiness } from "../business/BusinessContext";
import { AddWalletButton } from "../wallet/AddWalletButton";
import { Logo } from "./Logo";

const SignOutDialog = lazy(() => import("./SignOutDialog"));

const useSandboxMode = () =>
  useQuery({
    queryKey: ["health"],
    queryFn: async () => (await http.get<{ sandbox: { sms: boolean; gateway: boolean } }>("/health")).data.sandbox,
    staleTime: Infinity,
  }).data;

export function Header() {
  const { balance } = useBusiness();
  const sandbox = useSandboxMode();
  const [signingOut, setSigningOut] = useState(false);
  const closeSignOut = useCallback(() => setSigningOut(false), []);

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
          <span className="galla-balance" data-testid="wallet-balance">
            Balance: <strong>{balance === undefined ? "…" : formatRupees(balance)}</strong>
          </span>
          <AddWalletButton />
          <Button icon={<LogoutOutlined />} onClick={() => setSigningOut(true)}>
            Sign Out
          </Button>
          {signingOut && (
            <Suspense fallback={null}>
              <SignOutDialog onClose={closeSignOut} />
            </Suspense>
          )}
        </Space>
      </Flex>
    </Layout.Header>
  );
}
