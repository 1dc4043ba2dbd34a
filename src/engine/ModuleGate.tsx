import { lazy, Suspense, type ReactNode } from "react";
import { Spin } from "antd";
import { Navigate } from "react-router";
import type { ModuleKey } from "../../resources/modules";
import type { MenuSection } from "../../resources/types";
import { canSee, isExpiredLabel, snapshotOf } from "../../providers/access-control";
import type { MasterIdRule } from "../../resources/access-policy";
import { useBusiness } from "../business/BusinessContext";
import { withWords } from "../i18n/use-translation";

// Only an EXPIRED module shows it: its own chunk, so the pages of active modules do not carry antd's Result.
const UpgradePrompt = lazy(withWords("subscription", () => import("./UpgradePrompt")));

/**
 * The route guard of a module's page, from the same rules as the menu: not offered for this
 * business → 404, no permission (STAFF) → 401 page, EXPIRED → the upgrade prompt.
 */
export function ModuleGate({ module, section, rule, children }: { module: ModuleKey | null; section?: MenuSection; rule?: MasterIdRule; children: ReactNode }) {
  const { subscription } = useBusiness();
  const spinner = <Spin size="large" style={{ display: "block", margin: "120px auto" }} />;
  if (!subscription) return spinner;
  const snap = snapshotOf(subscription);
  const decision = canSee(snap, { module, section, ...rule });
  if (!decision.can) return <Navigate to={decision.why === "hidden" ? "/errors/error-404" : "/errors/error-401"} replace />;
  if (isExpiredLabel(snap, module))
    return (
      <Suspense fallback={spinner}>
        <UpgradePrompt module={module!} />
      </Suspense>
    );
  return <>{children}</>;
}
