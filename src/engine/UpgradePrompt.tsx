import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { MODULES, type ModuleKey } from "../../resources/modules";

/** What a module page shows while its subscription is EXPIRED: what happened and the way out. */
export default function UpgradePrompt({ module }: { module: ModuleKey }) {
  const navigate = useNavigate();
  const info = MODULES[module];
  return (
    <Result
      status="warning"
      title={`Your ${info.title} subscription has expired`}
      subTitle={`${info.description} Renew to use ${info.title} again; your data is kept safe.`}
      extra={
        <Button type="primary" size="large" onClick={() => navigate(`/subscription/${module}`)} data-testid="upgrade-prompt">
          Upgrade {info.title}
        </Button>
      }
    />
  );
}
