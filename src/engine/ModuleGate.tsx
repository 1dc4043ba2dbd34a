import type { ReactNode } from "react";
import { Button, Result, Spin } from "antd";
import { Navigate, useNavigate } from "react-router";
import { MODULES, type ModuleKey } from "../../resources/modules";
import type { MenuSection } from "../../resources/types";
import { canSee, isExpiredLabel, snapshotOf } from "../../providers/access-control";
import type { MasterIdRule } from "../../providers/access-rules";
import { useBusiness } from "../business/BusinessContext";

/** What a module page shows while its subscription is EXPIRED: what happened and the way out. */
export function UpgradePrompt({ module }: { module: ModuleKey }) {
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

/**
 * The route guard of a module's page, from the same rules as the menu: not offered for this
 * business → 404, no permission (STAFF) → 401 page, EXPIRED → the upgrade prompt.
 */
export function ModuleGate({ module, section, rule, children }: { module: ModuleKey | null; section?: MenuSection; rule?: MasterIdRule; children: ReactNode }) {
  const { subscription } = useBusiness();
  if (!subscription) return <Spin size="large" style={{ display: "block", margin: "120px auto" }} />;
  const snap = snapshotOf(subscription);
  const decision = canSee(snap, { module, section, ...rule });
  if (!decision.can) return <Navigate to={decision.why === "hidden" ? "/errors/error-404" : "/errors/error-401"} replace />;
  if (isExpiredLabel(snap, module)) return <UpgradePrompt module={module!} />;
  return <>{children}</>;
}
