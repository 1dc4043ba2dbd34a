import { lazy, Suspense, type ReactNode } from "react";
import { Spin } from "antd";
import { Navigate } from "react-router";
import { useAccess } from "../access/useAccess";
import { withWords } from "../i18n/use-translation";

// Only an EXPIRED module shows it: its own chunk, so the pages of active modules do not carry antd's Result.
const UpgradePrompt = lazy(withWords("subscription", () => import("./UpgradePrompt")));

/**
 * The route guard of a page, from the same rules as the menu, asked of the access-control provider:
 * `resource` is a menu section ("SALES & PURCHASE", a module's own pages) or a declared resource (its
 * generated pages). Not offered for this business → 404, no permission (STAFF) → 401 page, the
 * module's plan EXPIRED → the upgrade prompt.
 */
export function ModuleGate({ resource, children }: { resource: string; children: ReactNode }) {
  const answer = useAccess(resource, "list");
  const spinner = <Spin size="large" style={{ display: "block", margin: "120px auto" }} />;
  if (!answer) return spinner;
  if (!answer.can) return <Navigate to={answer.why === "hidden" ? "/errors/error-404" : "/errors/error-401"} replace />;
  if (answer.expired && answer.module)
    return (
      <Suspense fallback={spinner}>
        <UpgradePrompt module={answer.module} />
      </Suspense>
    );
  return <>{children}</>;
}
